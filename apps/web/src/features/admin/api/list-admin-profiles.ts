import { queryOptions, useQuery } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import type { ProfileListItem } from '@vivaha/shared/profile';

import { api } from '@/lib/http';

/** The listing's filters (spec section 2, Admin area); '' means All and is left out of the call. */
export interface AdminProfilesQuery {
  searchText: string;
  page: number;
  reviewed: '' | 'true' | 'false';
  active: '' | '0' | '1' | '60' | '99';
}

export interface AdminProfilesPage {
  items: ProfileListItem[];
  totalCount: number;
}

/** The prefix of every admin query: invalidating it refreshes the listings and the details. */
export const adminKey = ['admin', 'profiles'] as const;
/** The prefix of the admin listings, whatever the filters and page. */
export const adminListsKey = [...adminKey, 'list'] as const;

/** GET /api/admin/profile: any member's profiles, filtered by reviewed and active, a page at a time. */
export const getAdminProfiles = ({ searchText, page, reviewed, active }: AdminProfilesQuery, signal?: AbortSignal) =>
  api<AdminProfilesPage>('admin/profile', {
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
