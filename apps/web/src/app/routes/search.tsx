import { SearchPage } from '@/features/public/components/search-page';

import { renderSaveSearch } from '../member-save-search';

export function Component() {
  return <SearchPage saveSearch={renderSaveSearch} />;
}
