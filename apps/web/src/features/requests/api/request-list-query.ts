import { REQUESTS_PAGE_SIZE } from '@vivaha/shared/constants';
import type { PermissionItem } from '@vivaha/shared/requests';

/** The status filter as the server reads it: '' all, '0' pending, '1' approved, '2' rejected. */
export type StatusFilter = '' | '0' | '1' | '2';

/** What the two request tables ask for: a page of one status, matching a name or id. */
export interface RequestListParams {
  page: number;
  search: string;
  status: StatusFilter;
}

export interface RequestListPage {
  items: PermissionItem[];
  totalCount: number;
}

/** The prefix of every request query. */
export const requestsKey = ['requests'] as const;

/** The query string of GET /api/pp/myrequests and /api/pp/myapprovals. */
export const listQuery = ({ page, search, status }: RequestListParams) => ({
  page,
  pageSize: REQUESTS_PAGE_SIZE,
  search,
  status,
});
