import { MatchesPage } from '@/features/public/components/matches-page';

export function Component() {
  return <MatchesPage />;
}
