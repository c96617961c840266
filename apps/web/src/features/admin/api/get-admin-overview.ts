import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminOverviewSchema } from '@vivaha/shared/admin';

import { api } from '@/lib/http';

/** GET /api/admin/overview: the queues' counts, this week's and the last weeks' numbers. */
export const getAdminOverview = (signal?: AbortSignal) => api('admin/overview', adminOverviewSchema, { signal });

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => getAdminOverview(signal),
    // The team comes back to it between reviews: counts a minute old are fine, older are refetched.
    staleTime: 60_000,
  });

export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());
