import { permissionListSchema } from '@vivaha/shared/requests';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';

import { listQuery, requestsKey, type RequestListParams } from './request-list-query';

/** The prefix of the lists of requests the member's profiles made, whatever the filters. */
export const myRequestsKey = [...requestsKey, 'made'] as const;

/** GET /api/pp/myrequests: requests made by the signed-in member's profiles, a page at a time. */
export const getMyRequests = (params: RequestListParams, signal?: AbortSignal) =>
  api('pp/myrequests', permissionListSchema, { query: listQuery(params), signal });

export const myRequestsQueryOptions = (params: RequestListParams) =>
  listPageQueryOptions([...myRequestsKey, params], (signal) => getMyRequests(params, signal));
