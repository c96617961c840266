import { BrowsePage } from '@/features/public/components/browse-page';

import { renderSaveSearch } from '../member-save-search';

export function Component() {
  return <BrowsePage saveSearch={renderSaveSearch} />;
}
