import { ACTIVE_STATUS_TEXTS } from '@vivaha/shared/constants';

import type { AdminProfilesQuery } from '../api/list-admin-profiles';

const reviewedValues = ['true', 'false'] as const;
const activeValues = ACTIVE_STATUS_TEXTS;

/**
 * The listing opens on the review queue (Not Reviewed). Any other choice goes into the address,
 * All as `reviewed=all`, so a reload, Back or a shared link shows what was chosen.
 */
export const DEFAULT_REVIEWED: AdminProfilesQuery['reviewed'] = 'false';
const ALL = 'all';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

function readReviewed(value: string | null): AdminProfilesQuery['reviewed'] {
  if (value === ALL) return '';
  return oneOf(reviewedValues, value) || DEFAULT_REVIEWED;
}

/** The listing's state from the address bar: an unknown filter reads as its default, a bad page as 1. */
export function readListQuery(params: URLSearchParams): AdminProfilesQuery {
  const page = Number(params.get('page'));
  return {
    searchText: (params.get('searchText') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    reviewed: readReviewed(params.get('reviewed')),
    active: oneOf(activeValues, params.get('active')),
  };
}

/** The address bar's query for a state; the defaults (the queue, an empty search, page 1) are left out. */
export function writeListQuery({ searchText, page, reviewed, active }: AdminProfilesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (searchText) params.set('searchText', searchText);
  if (reviewed !== DEFAULT_REVIEWED) params.set('reviewed', reviewed || ALL);
  if (active) params.set('active', active);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The review queue itself: Not Reviewed, with no search or status filter. */
export const isQueue = ({ reviewed, searchText, active }: AdminProfilesQuery) =>
  reviewed === DEFAULT_REVIEWED && !searchText && !active;
