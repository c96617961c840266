import { permissionListSchema } from '@vivaha/shared/requests';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';

import { listQuery, requestsKey, type RequestListParams } from './request-list-query';

/** The prefix of the lists of requests made to the member's profiles, whatever the filters. */
export const myApprovalsKey = [...requestsKey, 'received'] as const;

/** GET /api/pp/myapprovals: requests made to the signed-in member's profiles, a page at a time. */
export const getMyApprovals = (params: RequestListParams, signal?: AbortSignal) =>
  api('pp/myapprovals', permissionListSchema, { query: listQuery(params), signal });

export const myApprovalsQueryOptions = (params: RequestListParams) =>
  listPageQueryOptions([...myApprovalsKey, params], (signal) => getMyApprovals(params, signal));
