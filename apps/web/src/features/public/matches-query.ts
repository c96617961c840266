import { MATCH_SYSTEMS, type MatchSystem } from '@vivaha/shared/constants';

import { readSearch, writeSearch } from '@/lib/search-query';

import type { MatchesState } from './api/get-matches';

/** The rule set the address names, if any. */
export const systemIn = (params: URLSearchParams): MatchSystem | undefined =>
  MATCH_SYSTEMS.find((system) => system === params.get('system'));

/**
 * The matches page's address: the search filters without Looking for (the other sex of the
 * member's profile), `system` (tamil or sinhala; left out when it is the rule set the profile's
 * matches open on, `opensOn`), `list` (ranked, the default, or apart) and the page.
 */
export function readMatches(params: URLSearchParams, opensOn: MatchSystem): MatchesState {
  return {
    ...readSearch(params),
    sx: 0,
    system: systemIn(params) ?? opensOn,
    list: params.get('list') === 'apart' ? 'apart' : 'ranked',
  };
}

/**
 * The address query of a matches page: only what differs from the defaults. The rule set is left
 * out only when it is `opensOn`; pass none to keep it (once in the address, it stays there).
 */
export function writeMatches(state: MatchesState, opensOn?: MatchSystem): string {
  const params = new URLSearchParams(writeSearch({ ...state, sx: 0 }));
  if (state.system !== opensOn) params.set('system', state.system);
  if (state.list !== 'ranked') params.set('list', state.list);
  return params.toString();
}
