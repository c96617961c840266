import { useQuery } from '@tanstack/react-query';

import { SEARCH_PAGE_SIZE, type MatchList, type MatchSystem } from '@vivaha/shared/constants';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';
import type { SearchState } from '@/lib/search-query';

import { publicKey } from './public-schemas';
import { serverQuery } from './search-profiles';

/** The matches page as it lives in the address: the search filters (without Looking for), rule set and list. */
export interface MatchesState extends SearchState {
  system: MatchSystem;
  list: MatchList;
}

const matchesQuery = (state: MatchesState) => {
  const { sx: _sex, ...filters } = serverQuery(state);
  return { ...filters, system: state.system, list: state.list, pageSize: SEARCH_PAGE_SIZE };
};

/** GET /api/matches/{myProfileId}: one page of profiles ranked by the match with the member's profile, or those apart. */
export const getMatches = (profileId: number, state: MatchesState, signal?: AbortSignal) =>
  api(
    `matches/${profileId}`,
    import('@vivaha/shared/match').then((schemas) => schemas.matchesAnswerSchema),
    { query: matchesQuery(state), signal },
  );

export const matchesQueryOptions = (profileId: number, state: MatchesState) =>
  // What is open changes as the member opens profiles and families approve; the list on screen
  // stays, dimmed, while the next page or rule set loads.
  listPageQueryOptions([...publicKey, 'matches', profileId, matchesQuery(state)], (signal) =>
    getMatches(profileId, state, signal),
  );

/** One page of matches, asked once the rule set is known (`ready`). */
export const useMatches = (profileId: number, state: MatchesState, ready = true) =>
  useQuery({ ...matchesQueryOptions(profileId, state), enabled: ready });
