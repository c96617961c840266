import { useCallback } from 'react';
import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { PageSpinner } from '@/components/page-spinner';
import { ProfileListPages } from '@/components/profile-list-table';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { useShownPage } from '@/hooks/use-shown-page';
import { useTranslation } from '@/lib/i18n';

import { useDeleteAdminProfile } from '../api/delete-admin-profile';
import { useAdminProfiles } from '../api/list-admin-profiles';

import { AdminProfileTable } from './admin-profile-table';
import { ListCount } from './list-count';
import { ListFilters } from './list-filters';
import { isQueue, readListQuery, writeListQuery } from './list-query';
import { RefreshButton } from './refresh-button';
import { ReviewPanel } from './review-panel';
import { useAddressQuery, useLastPageKept } from './use-address-query';
import { REVIEW_FALLBACK_ID, useReview } from './use-review';
import '../admin.css';

/**
 * The admin listing at /admin/profile (spec section 2, Admin area), opening on the review queue
 * (Not Reviewed). Search, filters and page live in the address bar, so a reload, Back or a shared
 * link shows the same page. A profile opens in the review panel beside the list.
 */
export function AdminProfileList() {
  const { t } = useTranslation('admin');
  const [query, update] = useAddressQuery(readListQuery, writeListQuery);

  // The address bar gets the search once typing pauses, from page 1 again.
  const onSearch = (searchText: string) => update({ searchText, page: 1 }, true);

  const list = useAdminProfiles(query);
  const { shown, pageCount } = useShownPage(list, 'Loading the admin profile list failed');
  // A delete can empty the last page, and an old link can name a page that is gone.
  useLastPageKept(Boolean(list.data), query.page, pageCount, update);

  const confirmDelete = useConfirmDelete(useDeleteAdminProfile().mutateAsync);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const { review, open, close, next } = useReview(query, shown?.items, setPage);
  const openId = review && 'id' in review ? review.id : undefined;

  return (
    <div className={`container py-4 admin-list-page${review ? ' admin-list-page--reviewing' : ''}`}>
      <div className="review-layout">
        <div className="review-list">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <h1 id={REVIEW_FALLBACK_ID} className="h2 mb-0" tabIndex={-1}>
              {t('list.title')}
            </h1>
            <div className="d-flex flex-wrap gap-2 admin-list-actions">
              <RefreshButton query={list} />
              <Link className="btn btn-outline-primary" to={paths.adminReports}>
                {t('actions.reports')}
              </Link>
              <Link className="btn btn-primary" to={paths.adminProfileNew}>
                {t('actions.createNew')}
              </Link>
            </div>
          </div>
          <ListFilters
            search={query.searchText}
            onSearch={onSearch}
            reviewed={query.reviewed}
            onReviewed={(reviewed) => update({ reviewed, page: 1 })}
            active={query.active}
            onActive={(active) => update({ active, page: 1 })}
          />
          <ListCount
            text={shown && t('list.count', { count: shown.totalCount })}
            fetching={list.isFetching}
            className="mb-2"
          />
          {!shown ? (
            list.isPending && <PageSpinner />
          ) : (
            <div className="card shadow-sm" aria-busy={list.isFetching}>
              {shown.items.length > 0 ? (
                <AdminProfileTable
                  items={shown.items}
                  onDelete={(id) => void confirmDelete(id)}
                  onOpen={open}
                  openId={openId}
                />
              ) : (
                <p className="card-body mb-0">{t(isQueue(query) ? 'list.queueEmpty' : 'list.noMatches')}</p>
              )}
            </div>
          )}
          {shown && (
            <div className="mt-3">
              <ProfileListPages page={query.page} pageCount={pageCount} onPage={setPage} />
            </div>
          )}
        </div>
        {review && <ReviewPanel review={review} onClose={close} onNext={next} />}
      </div>
    </div>
  );
}
