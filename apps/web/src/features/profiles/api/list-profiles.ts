import { queryOptions, useQuery } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import type { ProfileListItem } from '@vivaha/shared/profile';

import { api } from '@/lib/http';

export interface ProfilesQuery {
  searchtext: string;
  page: number;
}

export interface ProfilesPage {
  items: ProfileListItem[];
  totalCount: number;
}

/** The prefix of every member-profile query: invalidating it refreshes lists and details. */
export const profilesKey = ['profiles'] as const;
/** The prefix of the member's profile lists, whatever the search and page. */
export const profileListsKey = [...profilesKey, 'list'] as const;

/** GET /api/profilecx: the signed-in member's own profiles, a page at a time. */
export const getProfiles = ({ searchtext, page }: ProfilesQuery, signal?: AbortSignal) =>
  api<ProfilesPage>('profilecx', { query: { searchtext, page, pageSize: LIST_PAGE_SIZE }, signal });

export const profilesQueryOptions = (query: ProfilesQuery) =>
  queryOptions({
    queryKey: [...profileListsKey, query],
    queryFn: ({ signal }) => getProfiles(query, signal),
    staleTime: 0,
  });

export const useProfiles = (query: ProfilesQuery) => useQuery(profilesQueryOptions(query));
