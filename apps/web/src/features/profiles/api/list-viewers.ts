import { useQuery } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';

import { profilesKey } from './list-profiles';

/** The prefix of every page of one profile's viewers. */
export const profileViewersKey = (id: number) => [...profilesKey, 'viewers', id] as const;

/**
 * GET /api/profilecx/{id}/viewers: who opened this profile's protected details, newest first,
 * read through the shared schema. The schema loads with the answer, so zod stays out of the
 * owner view's first chunk.
 */
export const getProfileViewers = (id: number, page: number, signal?: AbortSignal) =>
  api(
    `profilecx/${id}/viewers`,
    import('@vivaha/shared/privacy').then((schemas) => schemas.viewerListSchema),
    { query: { page, pageSize: LIST_PAGE_SIZE }, signal },
  );

export const profileViewersQueryOptions = (id: number, page: number) =>
  listPageQueryOptions([...profileViewersKey(id), page], (signal) => getProfileViewers(id, page, signal));

export const useProfileViewers = (id: number, page: number) => useQuery(profileViewersQueryOptions(id, page));
