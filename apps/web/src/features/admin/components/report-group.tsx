import { Link } from 'react-router';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';
import type { ReportGroup } from '@vivaha/shared/privacy';
import { activeStatusLabels } from '@vivaha/shared/profile';

import { useTranslation } from '@/lib/i18n';

import { adminProfilePath } from './admin-paths';
import { CameBackNote } from './came-back-note';
import { formatDateTime } from './format-date';
import { ReportActions } from './report-actions';
import { ReportItems } from './report-items';
import { ReportsReviewed } from './reports-reviewed';

/**
 * One reported profile in the queue: who owns it, what was reported (and whether its reporters
 * came back after a dismissal), what the team did, the mark "reviewed after reports" and the
 * decisions.
 */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { t } = useTranslation('admin');
  const titleId = `report-group-${group.profileId}`;
  const hintId = `${titleId}-new-tab`;
  const open = group.reports.find((report) => report.status === 'open');
  const history = [...group.history].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <section className="card shadow-sm mb-3" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
          <div>
            <h2 id={titleId} className="h5 mb-1">
              <Link to={adminProfilePath(group.profileId)}>{group.name}</Link>
            </h2>
            <p className="small text-body-secondary mb-1">
              {t('view.profileId', { id: group.profileId })} ·{' '}
              <Link to={group.profileURL} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
                {t('reports.publicView')}
              </Link>
              <span id={hintId} hidden>
                {t('list.opensNewTab')}
              </span>
            </p>
            <span
              className={`badge me-1 ${group.active === ACTIVE_STATUS.active ? 'text-bg-success' : 'text-bg-secondary'}`}
            >
              {t(`status.${group.active}`, activeStatusLabels[group.active] ?? String(group.active))}
            </span>
            {group.heldForReview && (
              <span className="badge text-bg-danger" title={t('signals.heldTitle')}>
                {t('signals.held')}
              </span>
            )}
            {group.reviewedAfterReports && (
              <span className="badge text-bg-info" title={t('reports.reviewed.badgeTitle')}>
                {t('reports.reviewed.badge')}
              </span>
            )}
          </div>
          <div className="small text-break">
            <span className="text-body-secondary">{t('reports.owner')}</span> {group.owner.email}
            {!group.owner.canCreateProfiles && (
              <div className="mt-1">
                <span className="badge text-bg-danger text-wrap">{t('reports.ownerBlocked')}</span>
              </div>
            )}
          </div>
        </div>
        <h3 className="h6">{t('reports.listTitle', { count: group.reports.length })}</h3>
        <CameBackNote reports={group.reports} />
        <ReportItems reports={group.reports} />
        <h3 className="h6 mt-3">{t('reports.history')}</h3>
        {history.length === 0 ? (
          <p className="small">{t('history.empty')}</p>
        ) : (
          <ul className="list-unstyled small">
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="mb-1 text-break">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.adminEmail} · {entry.action}:{' '}
                {entry.details}
              </li>
            ))}
          </ul>
        )}
        <ReportsReviewed group={group} />
        {open && <ReportActions reportId={open.id} name={group.name} />}
      </div>
    </section>
  );
}
