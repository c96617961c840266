import { useQuery } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import { reportGroupListSchema } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';

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
  listPageQueryOptions([...adminReportsKey, query], (signal) => getAdminReports(query, signal));

export const useAdminReports = (query: AdminReportsQuery) => useQuery(adminReportsQueryOptions(query));
