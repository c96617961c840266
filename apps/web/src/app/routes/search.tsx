import { SearchPage } from '@/features/public/components/search-page';

export function Component() {
  return <SearchPage />;
}
