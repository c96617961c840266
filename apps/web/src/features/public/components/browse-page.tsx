import { useLocation, useParams } from 'react-router';

import { presetFromPath } from '../browse-presets';

import { SearchPage, type SaveSearch } from './search-page';

/** /grooms, /brides and /Matrimonial-{kind}/{id}/{name}/{gender}: the search with that preset. */
export function BrowsePage({ saveSearch }: { saveSearch?: SaveSearch }) {
  const { pathname } = useLocation();
  const params = useParams();
  return <SearchPage preset={presetFromPath(pathname, params)} saveSearch={saveSearch} />;
}
