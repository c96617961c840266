import { useEffect } from 'react';
import { Link } from 'react-router';

import type { AdminOverview as Overview } from '@vivaha/shared/admin';
import { paths } from '@vivaha/shared/routes';

import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import { useAdminOverview } from '../api/get-admin-overview';

import { WaitingPhotoChecks } from './photo-check-review';
import { RefreshButton } from './refresh-button';
import { WeekChart, WeekTable } from './week-chart';
import '../admin.css';
import '../week-chart.css';

interface Count {
  key: 'waitingForReview' | 'openReports' | 'publishedThisWeek' | 'requestsThisWeek';
  /** Where the team works on it, when there is such a place. */
  to?: string;
}

const counts: Count[] = [
  { key: 'waitingForReview', to: paths.adminProfiles },
  { key: 'openReports', to: paths.adminReports },
  { key: 'publishedThisWeek' },
  { key: 'requestsThisWeek' },
];

/** The count's words under it: how many profiles the open reports are about. */
const detail = (key: Count['key'], overview: Overview) =>
  key === 'openReports' ? { count: overview.reportedProfiles } : undefined;

/**
 * The team's overview at /admin: what waits (the review queue, open reports), this week's
 * publications and requests, and the last weeks as a chart with its numbers in a table.
 */
export function AdminOverview() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  useEffect(() => {
    if (overview.error) console.error('Loading the overview failed', overview.error);
  }, [overview.error]);
  const data = overview.data;

  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{t('overview.title')}</h1>
        <RefreshButton query={overview} className="btn btn-outline-secondary review-button" />
      </div>
      {overview.isPending && <PageSpinner />}
      {!data && overview.isError && (
        <div className="alert alert-danger" role="alert">
          {t('overview.loadFailed')}
        </div>
      )}
      {data && (
        <>
          <ul className="list-unstyled overview-counts" aria-busy={overview.isFetching}>
            {counts.map(({ key, to }) => {
              const more = detail(key, data);
              return (
                <li key={key} className="card card-body shadow-sm overview-count">
                  <span className="overview-count__value">{data[key]}</span>
                  <span className="fw-semibold">{t(`overview.counts.${key}`, { count: data[key] })}</span>
                  {more && <span className="text-body-secondary">{t(`overview.counts.${key}Detail`, more)}</span>}
                  {to && (
                    <Link className="btn btn-sm btn-outline-primary align-self-start mt-2" to={to}>
                      {t(`overview.counts.${key}Link`)}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <WaitingPhotoChecks />
          <section className="card card-body shadow-sm" aria-labelledby="overview-weeks-title">
            <h2 id="overview-weeks-title" className="h5">
              {t('overview.weeksTitle', { weeks: data.weeks.length })}
            </h2>
            <div className="row g-4">
              <div className="col-lg-7 col-xl-8">
                <WeekChart weeks={data.weeks} />
              </div>
              <div className="col-lg-5 col-xl-4">
                <WeekTable weeks={data.weeks} />
              </div>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
