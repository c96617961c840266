import { queryOptions, useQuery } from '@tanstack/react-query';

import { SEARCH_PAGE_SIZE } from '@vivaha/shared/constants';
import type { SearchResult } from '@vivaha/shared/public';

import { api } from '@/lib/http';
import type { SearchState } from '@/lib/search-query';

import { publicKey, publicSchemas } from './public-schemas';

export interface SearchHit extends SearchResult {
  /** The owner's last visit, YYYY-MM-DD, or null when never seen. */
  lastSeen: string | null;
}

export interface SearchPage {
  items: SearchHit[];
  totalCount: number;
  /** True when there are more matches than the server counts (totalCount then stops short). */
  countCapped: boolean;
}

/** The server's parameters: a coded filter of 0 and an empty text mean any, so they are left out. */
export const serverQuery = ({ sx, ms, re, ec, mt, ed, oc, rc, af, at, st, ct = '', vf = [], page }: SearchState) => ({
  sx: sx || undefined,
  ms: ms || undefined,
  re: re || undefined,
  ec: ec || undefined,
  mt: mt || undefined,
  ed: ed || undefined,
  oc: oc || undefined,
  rc: rc || undefined,
  af: af.trim(),
  at: at.trim(),
  st: st.trim(),
  ct: ct.trim() || undefined,
  vf: vf.length ? vf.join(',') : undefined,
  page,
  pageSize: SEARCH_PAGE_SIZE,
});

/** GET /api/pp/search: one page of published profiles matching the filters. */
export async function searchProfiles(state: SearchState, signal?: AbortSignal): Promise<SearchPage> {
  const schema = publicSchemas().then((schemas) => schemas.searchResponseSchema);
  const answer = await api('pp/search', schema, { query: serverQuery(state), signal });
  return {
    items: answer.items.map(({ searchResults, lastSeen }) => ({ ...searchResults, lastSeen })),
    totalCount: answer.totalCount,
    countCapped: answer.countCapped,
  };
}

export const searchQueryOptions = (state: SearchState) =>
  queryOptions({
    queryKey: [...publicKey, 'search', serverQuery(state)],
    queryFn: ({ signal }) => searchProfiles(state, signal),
  });

export const useSearchProfiles = (state: SearchState) => useQuery(searchQueryOptions(state));
