import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import { ownProfileListItemSchema, pagedSchema } from '@vivaha/shared/profile';

import { api } from '@/lib/http';

export interface ProfilesQuery {
  searchtext: string;
  page: number;
}

const profilesPageSchema = pagedSchema(ownProfileListItemSchema);
export type ProfilesPage = z.infer<typeof profilesPageSchema>;

/** The prefix of every member-profile query: invalidating it refreshes lists and details. */
export const profilesKey = ['profiles'] as const;
/** The prefix of the member's profile lists, whatever the search and page. */
export const profileListsKey = [...profilesKey, 'list'] as const;

/** GET /api/profilecx: the signed-in member's own profiles, a page at a time. */
export const getProfiles = ({ searchtext, page }: ProfilesQuery, signal?: AbortSignal) =>
  api('profilecx', profilesPageSchema, { query: { searchtext, page, pageSize: LIST_PAGE_SIZE }, signal });

export const profilesQueryOptions = (query: ProfilesQuery) =>
  queryOptions({
    queryKey: [...profileListsKey, query],
    queryFn: ({ signal }) => getProfiles(query, signal),
    staleTime: 0,
  });

export const useProfiles = (query: ProfilesQuery) => useQuery(profilesQueryOptions(query));
