import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';
import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';

import { idsQueryOptions, listSchemas, toggleId } from './list-ids';

/** The prefix of every shortlist query: the ids behind the hearts and each page of My Shortlist. */
export const shortlistKey = ['shortlist'] as const;

/** GET /api/shortlist/ids: every saved profile, for the hearts on cards and profile pages. */
export const shortlistIdsQueryOptions = (enabled: boolean) => idsQueryOptions(shortlistKey, 'shortlist/ids', enabled);

/** GET /api/shortlist: saved profiles newest first; `forProfileId` keeps those saved for one own profile. */
export const getShortlist = (page: number, forProfileId: number | undefined, signal?: AbortSignal) =>
  api(
    'shortlist',
    listSchemas().then((schemas) => schemas.listPageSchema),
    { query: { page, pageSize: LIST_PAGE_SIZE, for: forProfileId }, signal },
  );

export const shortlistQueryOptions = (page: number, forProfileId: number | undefined) =>
  listPageQueryOptions([...shortlistKey, 'page', page, forProfileId ?? 0], (signal) =>
    getShortlist(page, forProfileId, signal),
  );

export const useShortlist = (page: number, forProfileId: number | undefined) =>
  useQuery(shortlistQueryOptions(page, forProfileId));

export interface SaveArgs {
  profileId: number;
  /** The member's own profile it is saved for; saving again changes it. */
  forProfileId?: number;
}

/** POST /api/shortlist/{profileId}: saves it (or changes which own profile it is saved for). */
export const saveProfile = ({ profileId, forProfileId }: SaveArgs) =>
  api(`shortlist/${profileId}`, doneSchema, { method: 'POST', body: forProfileId ? { forProfileId } : {} });

/** DELETE /api/shortlist/{profileId}. */
export const unsaveProfile = (profileId: number) => api(`shortlist/${profileId}`, doneSchema, { method: 'DELETE' });

/**
 * Save or remove, with the heart turning at once: the ids are changed before the server answers
 * and put back if it refuses. The shortlist refreshes afterwards either way.
 */
export function useShortlistToggle() {
  const queryClient = useQueryClient();
  const ids = shortlistIdsQueryOptions(true).queryKey;
  return useMutation({
    mutationFn: ({ save, ...args }: SaveArgs & { save: boolean }) =>
      save ? saveProfile(args) : unsaveProfile(args.profileId),
    onMutate: ({ save, profileId }) => toggleId(queryClient, ids, profileId, save),
    onError: (_error, { save, profileId }) => toggleId(queryClient, ids, profileId, !save),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shortlistKey }),
  });
}

export const useShortlistIds = (enabled = true) => useQuery(shortlistIdsQueryOptions(enabled));
