import { ACTIVE_STATUS_TEXTS } from '@vivaha/shared/constants';

import type { AdminProfilesQuery } from '../api/list-admin-profiles';

const reviewedValues = ['true', 'false'] as const;
const activeValues = ACTIVE_STATUS_TEXTS;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The listing's state from the address bar: anything unknown there reads as All or page 1. */
export function readListQuery(params: URLSearchParams): AdminProfilesQuery {
  const page = Number(params.get('page'));
  return {
    searchText: (params.get('searchText') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    reviewed: oneOf(reviewedValues, params.get('reviewed')),
    active: oneOf(activeValues, params.get('active')),
  };
}

/** The address bar's query for a state; All, an empty search and page 1 are left out. */
export function writeListQuery({ searchText, page, reviewed, active }: AdminProfilesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (searchText) params.set('searchText', searchText);
  if (reviewed) params.set('reviewed', reviewed);
  if (active) params.set('active', active);
  if (page > 1) params.set('page', String(page));
  return params;
}
