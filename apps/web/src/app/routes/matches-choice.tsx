import { MatchesChoice } from '@/features/public/components/matches-choice';

export function Component() {
  return <MatchesChoice />;
}
