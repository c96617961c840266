import { BrowsePage } from '@/features/public/components/browse-page';

export function Component() {
  return <BrowsePage />;
}
