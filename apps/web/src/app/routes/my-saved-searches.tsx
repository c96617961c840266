import { MySavedSearches } from '@/features/saved-searches/components/my-saved-searches';

export function Component() {
  return <MySavedSearches />;
}
