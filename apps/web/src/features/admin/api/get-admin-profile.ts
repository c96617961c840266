import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminProfileSchema } from '@vivaha/shared/admin';

import { api, isNotFound } from '@/lib/http';

import { adminKey } from './list-admin-profiles';

/** GET /api/admin/profile/{id}: every field, the photos, the owner and the team's history. */
export const getAdminProfile = (id: number, signal?: AbortSignal) =>
  api(`admin/profile/${id}`, adminProfileSchema, { signal });

/** The server's answer for a profile that does not exist. */

/** The prefix of every admin profile detail. */
export const adminDetailsKey = [...adminKey, 'detail'] as const;

export const adminProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminDetailsKey, id],
    queryFn: ({ signal }) => getAdminProfile(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export const useAdminProfile = (id: number) => useQuery(adminProfileQueryOptions(id));
