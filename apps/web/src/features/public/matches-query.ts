import { readSearch, writeSearch } from '@/lib/search-query';

import type { MatchesState } from './api/get-matches';

/**
 * The matches page's address: the search filters without Looking for (the other sex of the
 * member's profile), `system` (tamil, the default, or sinhala), `list` (ranked, the default, or
 * apart) and the page.
 */
export function readMatches(params: URLSearchParams): MatchesState {
  return {
    ...readSearch(params),
    sx: 0,
    system: params.get('system') === 'sinhala' ? 'sinhala' : 'tamil',
    list: params.get('list') === 'apart' ? 'apart' : 'ranked',
  };
}

/** The address query of a matches page: only what differs from the defaults. */
export function writeMatches(state: MatchesState): string {
  const params = new URLSearchParams(writeSearch({ ...state, sx: 0 }));
  if (state.system !== 'tamil') params.set('system', state.system);
  if (state.list !== 'ranked') params.set('list', state.list);
  return params.toString();
}
