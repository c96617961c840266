import { useSearchParams } from 'react-router';

import { LIST_SEARCH_MAX } from '@vivaha/shared/constants';

import type { RequestListParams, StatusFilter } from '../api/request-list-query';

/** The highest page an address may name. */
const PAGE_MAX = 100_000;

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
};

const readStatus = (value: string | null): StatusFilter =>
  value === '0' || value === '1' || value === '2' ? value : '';

export type UpdateListParams = (changes: Partial<RequestListParams>, options?: { replace?: boolean }) => void;

/**
 * The search, status filter and page of a request table, kept in the address (?search=&status=&page=)
 * so Back and reload show the same rows. Defaults are left out of the address.
 */
export function useRequestListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: RequestListParams = {
    page: readPage(searchParams.get('page')),
    search: (searchParams.get('search') ?? '').trim().slice(0, LIST_SEARCH_MAX),
    status: readStatus(searchParams.get('status')),
  };

  /** A new search or status starts again from page 1. */
  const update: UpdateListParams = (changes, { replace = false } = {}) => {
    const next = { ...params, ...changes };
    if (changes.search !== undefined || changes.status !== undefined) next.page = changes.page ?? 1;
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setSearchParams(query, { replace });
  };

  return [params, update] as const;
}
