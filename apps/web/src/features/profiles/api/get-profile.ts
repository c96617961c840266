import { queryOptions, useQuery } from '@tanstack/react-query';

import { ownerProfileSchema } from '@vivaha/shared/profile';

import { api, isNotFound } from '@/lib/http';

import { profilesKey } from './list-profiles';

/** GET /api/profilecx/{id}: one of the member's own profiles, every field (404 when not theirs). */
export const getProfile = (id: number, signal?: AbortSignal) => api(`profilecx/${id}`, ownerProfileSchema, { signal });

/** The server's answer for a profile that does not exist or is not the caller's. */

export const profileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...profilesKey, 'detail', id],
    queryFn: ({ signal }) => getProfile(id, signal),
    // A missing profile stays missing; asking again only delays the message.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export const useProfile = (id: number) => useQuery(profileQueryOptions(id));
