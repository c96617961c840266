import type { AdminReportsQuery } from '../api/list-admin-reports';

/** The queue's state from the address bar: anything unknown there reads as Open, page 1. */
export function readReportsQuery(params: URLSearchParams): AdminReportsQuery {
  const page = Number(params.get('page'));
  return {
    status: params.get('status') === 'closed' ? 'closed' : 'open',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address bar's query for a state; Open and page 1 are left out. */
export function writeReportsQuery({ status, page }: AdminReportsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (status === 'closed') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
