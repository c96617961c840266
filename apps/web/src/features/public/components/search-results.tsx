import type { To } from 'react-router';

import { SEARCH_PAGE_SIZE } from '@vivaha/shared/constants';

import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';
import type { SearchState } from '@/lib/search-query';

import { useSearchProfiles } from '../api/search-profiles';

import { NoResultsWayOn } from './no-results-way-on';
import { SearchPagination } from './search-pagination';
import { SearchResultCard } from './search-result-card';

/** The first results' pictures load at once: they are in the first view (two rows on a phone). */
const EAGER_RESULTS = 4;

export const NoProfiles = () => {
  const { t } = useTranslation('public');
  return <p className="alert alert-light border mb-0">{t('search.noResults')}</p>;
};

/** One page of results with the total and the pager; a spinner, the error, or No profiles found with a way on. */
export function SearchResults({ state, pageTo }: { state: SearchState; pageTo: (page: number) => To }) {
  const { t } = useTranslation('public');
  const search = useSearchProfiles(state);
  if (search.isPending) return <PageSpinner />;
  if (search.isError) {
    return (
      <p className="alert alert-danger mb-0" role="alert">
        {t('search.error')}
      </p>
    );
  }
  const { items, totalCount, countCapped } = search.data;
  const pageCount = Math.ceil(totalCount / SEARCH_PAGE_SIZE);
  return (
    <section aria-labelledby="search-results">
      <h2 id="search-results" className="h6 text-body-secondary mb-3" aria-live="polite">
        {totalCount ? t(countCapped ? 'search.foundMore' : 'search.found', { count: totalCount }) : t('search.results')}
      </h2>
      {items.length ? (
        <ul className="card-grid mb-4">
          {items.map((hit, index) => (
            <li key={hit.profileid}>
              <SearchResultCard hit={hit} eager={index < EAGER_RESULTS} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mb-4">{state.page > 1 ? <NoProfiles /> : <NoResultsWayOn filters={state} />}</div>
      )}
      <SearchPagination page={state.page} pageCount={pageCount} pageTo={pageTo} />
    </section>
  );
}
