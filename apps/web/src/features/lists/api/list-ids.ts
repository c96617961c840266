import { queryOptions, type QueryClient } from '@tanstack/react-query';

import type { ListIds } from '@vivaha/shared/lists';

import { api } from '@/lib/http';

/** The lists' schemas load with the first answer, so zod stays out of the pages' first download. */
export const listSchemas = () => import('@vivaha/shared/lists');

/** Every profile id on one of the member's lists (GET /api/shortlist/ids or /api/hidden/ids). */
export const idsQueryOptions = (key: readonly string[], path: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...key, 'ids'],
    queryFn: ({ signal }) =>
      api(
        path,
        listSchemas().then((schemas) => schemas.listIdsSchema),
        { signal },
      ),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Adds or takes out one id at once, before the server answers; nothing when the list is not loaded. */
export function toggleId(queryClient: QueryClient, key: readonly unknown[], profileId: number, on: boolean) {
  queryClient.setQueryData<ListIds>(key, (list) => {
    if (!list) return list;
    const rest = list.profileIds.filter((id) => id !== profileId);
    return { profileIds: on ? [profileId, ...rest] : rest };
  });
}

/**
 * Searches, home cards and the other lists leave hidden profiles out on the server: they are
 * marked stale so the next look asks again, without reloading the list on show (the card stays
 * where it is, faded, with its undo). The latest brides and grooms beside the page are only
 * names in a side column, so they are asked again at once.
 */
export function markSearchesStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['public'], refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: ['public', 'latest'] });
}
