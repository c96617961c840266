import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { adminListItemSchema } from '@vivaha/shared/admin';
import { type ACTIVE_STATUS_TEXTS, LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import { pagedSchema } from '@vivaha/shared/profile';

import { api } from '@/lib/http';

/** The listing's filters (spec section 2, Admin area); '' means All and is left out of the call. */
export interface AdminProfilesQuery {
  searchText: string;
  page: number;
  reviewed: '' | 'true' | 'false';
  active: '' | (typeof ACTIVE_STATUS_TEXTS)[number];
}

/** A page of the listing: each row with the signals the team should notice. */
const adminProfilesPageSchema = pagedSchema(adminListItemSchema);
export type AdminProfilesPage = z.infer<typeof adminProfilesPageSchema>;

/** The prefix of every admin query: invalidating it refreshes the listings and the details. */
export const adminKey = ['admin', 'profiles'] as const;
/** The prefix of the admin listings, whatever the filters and page. */
export const adminListsKey = [...adminKey, 'list'] as const;

/** GET /api/admin/profile: any member's profiles, filtered by reviewed and active, a page at a time. */
export const getAdminProfiles = ({ searchText, page, reviewed, active }: AdminProfilesQuery, signal?: AbortSignal) =>
  api('admin/profile', adminProfilesPageSchema, {
    query: {
      searchText,
      page,
      pageSize: LIST_PAGE_SIZE,
      reviewed: reviewed || undefined,
      active: active || undefined,
    },
    signal,
  });

export const adminProfilesQueryOptions = (query: AdminProfilesQuery) =>
  queryOptions({
    queryKey: [...adminListsKey, query],
    queryFn: ({ signal }) => getAdminProfiles(query, signal),
    staleTime: 0,
  });

export const useAdminProfiles = (query: AdminProfilesQuery) => useQuery(adminProfilesQueryOptions(query));
