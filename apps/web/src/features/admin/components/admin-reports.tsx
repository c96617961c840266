import { useEffect } from 'react';
import { Link } from 'react-router';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import { paths } from '@vivaha/shared/routes';

import { LabelledSelect } from '@/components/labelled-select';
import { PageButtons } from '@/components/page-buttons';
import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import { type AdminReportsQuery, useAdminReports } from '../api/list-admin-reports';

import { ListCount } from './list-count';
import { RefreshButton } from './refresh-button';
import { ReportGroupCard } from './report-group';
import { readReportsQuery, writeReportsQuery } from './report-query';
import { useAddressQuery, useLastPageKept } from './use-address-query';

import '@/styles/parts/forms.scss';

/**
 * The team's queue at /admin/reports: reports grouped by profile, the profiles hidden after
 * reports first (the server's order), open or already decided. Filter and page live in the
 * address bar, as on the listing.
 */
export function AdminReports() {
  const { t } = useTranslation('admin');
  const [query, update] = useAddressQuery(readReportsQuery, writeReportsQuery);

  const reports = useAdminReports(query);
  useEffect(() => {
    if (reports.error) console.error('Loading the reports failed', reports.error);
  }, [reports.error]);
  const shown = reports.data;
  const pageCount = shown ? Math.ceil(shown.totalCount / LIST_PAGE_SIZE) : 0;
  // A decision can empty the last page, and an old link can name a page that is gone.
  useLastPageKept(Boolean(shown) && !reports.isPlaceholderData, query.page, pageCount, update);

  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{t('reports.title')}</h1>
        <div className="d-flex gap-2">
          <RefreshButton query={reports} />
          <Link className="btn btn-outline-primary" to={paths.adminProfiles}>
            {t('list.title')}
          </Link>
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3 admin-filters">
        <LabelledSelect
          id="admin-report-status"
          label={t('reports.show')}
          value={query.status}
          onChange={(event) => update({ status: event.target.value as AdminReportsQuery['status'], page: 1 })}
          options={[
            { value: 'open', label: t('reports.open') },
            { value: 'closed', label: t('reports.closed') },
          ]}
        />
        <ListCount
          text={shown && t('reports.count', { count: shown.totalCount })}
          fetching={reports.isFetching}
          className="pb-2"
        />
      </div>
      {!shown ? (
        reports.isPending ? (
          <PageSpinner />
        ) : (
          <div className="alert alert-danger" role="alert">
            {t('reports.loadFailed')}
          </div>
        )
      ) : shown.items.length === 0 ? (
        <p className="card card-body shadow-sm">
          {t(query.status === 'open' ? 'reports.emptyOpen' : 'reports.emptyClosed')}
        </p>
      ) : (
        <div aria-busy={reports.isFetching}>
          {shown.items.map((group) => (
            <ReportGroupCard key={group.profileId} group={group} />
          ))}
        </div>
      )}
      {shown && (
        <div className="mt-3">
          <PageButtons
            page={query.page}
            pageCount={pageCount}
            onPage={(page) => update({ page })}
            label={t('reports.pages')}
            pageLabel={(page) => t('list.page', { page })}
          />
        </div>
      )}
    </div>
  );
}
