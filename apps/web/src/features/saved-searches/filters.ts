import { SEARCH_AGE_FROM, SEARCH_AGE_TO, type MatchSystem } from '@vivaha/shared/constants';
import type { SavedSearch } from '@vivaha/shared/lists';
import { paths } from '@vivaha/shared/routes';

import { writeSearch, type SearchFilters } from '@/lib/search-query';

/**
 * A stored search's filters as the form has them. The server stores an age left empty as the
 * search's bound (18 and 70), so those read back as empty: the same search, and no "18–70".
 */
export function toSearchFilters(filters: SavedSearch['filters']): SearchFilters {
  const age = (value: number, bound: number) => (value && value !== bound ? String(value) : '');
  return { ...filters, af: age(filters.af, SEARCH_AGE_FROM), at: age(filters.at, SEARCH_AGE_TO) };
}

/**
 * The horoscope matches page's address query, as that page writes it: the filters without Looking
 * for (the other sex of the profile), the rule set when not Tamil, the ranked list and page 1.
 */
export function matchesQuery(filters: SearchFilters, system: MatchSystem): string {
  const params = new URLSearchParams(writeSearch({ ...filters, sx: 0 }));
  if (system !== 'tamil') params.set('system', system);
  return params.toString();
}

/** What a saved search opens to. */
export interface SearchTarget {
  filters: SearchFilters;
  /** Set for a profile's partner preferences. */
  profileId: number | null;
  horoscopeSystem: MatchSystem | null;
}

/**
 * Partner preferences whose horoscope must match open that profile's horoscope matches; every
 * other saved search opens Profile Search with its filters.
 */
export function searchTarget({ filters, profileId, horoscopeSystem }: SearchTarget) {
  if (profileId && horoscopeSystem) {
    return { pathname: `/matches/${profileId}`, search: matchesQuery(filters, horoscopeSystem) };
  }
  return { pathname: paths.search, search: writeSearch(filters) };
}
