import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import { reportGroupListSchema } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';

/** The queue's filter and page: open reports, or the ones the team has decided. */
export interface AdminReportsQuery {
  status: 'open' | 'closed';
  page: number;
}

/** The prefix of every reports queue page, whatever the filter. */
export const adminReportsKey = ['admin', 'reports'] as const;

/** GET /api/admin/reports: reports grouped by profile, the held profiles first. */
export const getAdminReports = ({ status, page }: AdminReportsQuery, signal?: AbortSignal) =>
  api('admin/reports', reportGroupListSchema, { query: { status, page, pageSize: LIST_PAGE_SIZE }, signal });

export const adminReportsQueryOptions = (query: AdminReportsQuery) =>
  queryOptions({
    queryKey: [...adminReportsKey, query],
    queryFn: ({ signal }) => getAdminReports(query, signal),
    staleTime: 0,
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminReports = (query: AdminReportsQuery) => useQuery(adminReportsQueryOptions(query));
