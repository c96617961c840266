import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';
import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';

import { idsQueryOptions, listSchemas, markSearchesStale, toggleId } from './list-ids';
import { shortlistKey } from './shortlist';

/** The prefix of every "Not interested" query. */
export const hiddenKey = ['hidden'] as const;

export const hiddenIdsQueryOptions = (enabled: boolean) => idsQueryOptions(hiddenKey, 'hidden/ids', enabled);
export const useHiddenIds = (enabled = true) => useQuery(hiddenIdsQueryOptions(enabled));

/** GET /api/hidden: the profiles marked "Not interested", newest first. */
export const getHidden = (page: number, signal?: AbortSignal) =>
  api(
    'hidden',
    listSchemas().then((schemas) => schemas.listPageSchema),
    { query: { page, pageSize: LIST_PAGE_SIZE }, signal },
  );

export const hiddenQueryOptions = (page: number) =>
  listPageQueryOptions([...hiddenKey, 'page', page], (signal) => getHidden(page, signal));

export const useHidden = (page: number) => useQuery(hiddenQueryOptions(page));

/** POST /api/hidden/{profileId} ("Not interested") or DELETE it (show again). */
export const setHidden = ({ profileId, hide }: { profileId: number; hide: boolean }) =>
  api(`hidden/${profileId}`, doneSchema, { method: hide ? 'POST' : 'DELETE' });

/** Hide or show again, the card changing at once and put back if the server refuses. */
export function useHiddenToggle() {
  const queryClient = useQueryClient();
  const ids = hiddenIdsQueryOptions(true).queryKey;
  return useMutation({
    mutationFn: setHidden,
    onMutate: ({ profileId, hide }) => toggleId(queryClient, ids, profileId, hide),
    onError: (_error, { profileId, hide }) => toggleId(queryClient, ids, profileId, !hide),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hiddenKey });
      // A hidden profile also leaves the shortlist's pages.
      void queryClient.invalidateQueries({ queryKey: [...shortlistKey, 'page'] });
      markSearchesStale(queryClient);
    },
  });
}
