import { useLocation, useParams } from 'react-router';

import { presetFromPath } from '../browse-presets';

import { SearchPage } from './search-page';

/** /grooms, /brides and /Matrimonial-{kind}/{id}/{name}/{gender}: the search with that preset. */
export function BrowsePage() {
  const { pathname } = useLocation();
  const params = useParams();
  return <SearchPage preset={presetFromPath(pathname, params)} />;
}
