import { Link } from 'react-router';

import { REPORT_DISMISSED_DAYS, type ReportItem } from '@vivaha/shared/privacy';
import { activeStatusLabels } from '@vivaha/shared/profile';

import { useTranslation } from '@/lib/i18n';

import { adminProfilePath } from './admin-paths';
import { formatDateTime, formatDay } from './format-date';
import '@/styles/parts/list-group.scss';
import '../admin.css';

/**
 * The message a report was made from, with at most ten before it (all the team sees of a
 * conversation): plain text, the reported one marked.
 */
function ReportedMessages({ messages }: { messages: NonNullable<ReportItem['messages']> }) {
  const { t } = useTranslation('admin');
  return (
    <figure className="mb-2">
      <figcaption className="small text-body-secondary">{t('reports.fromConversation')}</figcaption>
      <div className="reported-messages small">
        {messages.map((message) => (
          <div key={message.id} className={message.reported ? 'fw-semibold' : undefined}>
            <span className="text-body-secondary">
              {message.fromName} · <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
              {message.reported && <> · {t('reports.reportedMessage')}</>}
            </span>
            <p className="report-text mb-1">{message.text}</p>
          </div>
        ))}
      </div>
    </figure>
  );
}

/**
 * A profile's reports: the reason, the reporter's words (plain text, never markup), when, who
 * (or a visitor) with their profiles, when the team dismissed the same reporter's earlier report
 * on it, and whether the report counts toward hiding the profile (and why not).
 */
export function ReportItems({ reports }: { reports: ReportItem[] }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="list-group mb-2">
      {reports.map((report) => (
        <li key={report.id} className="list-group-item">
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <strong>{t(`reports.reasons.${report.reason}`, report.reasonText)}</strong>
            <time className="small text-body-secondary" dateTime={report.createdAt}>
              {formatDateTime(report.createdAt)}
            </time>
          </div>
          {report.text && <p className="report-text mb-1">{report.text}</p>}
          {report.messages && <ReportedMessages messages={report.messages} />}
          <div className="small">
            {t('reports.reporter')}{' '}
            <span className="text-break">
              {report.reporterEmail ?? t(report.reporterDeleted ? 'reports.deletedAccount' : 'reports.visitor')}
            </span>
            {report.reporterProfiles.length > 0 && (
              <>
                {' · '}
                {t('reports.reporterProfiles')}{' '}
                {report.reporterProfiles.map((profile, index) => (
                  <span key={profile.profileId}>
                    {index > 0 && ', '}
                    <Link to={adminProfilePath(profile.profileId)}>{profile.name}</Link> (
                    {t(`status.${profile.active}`, activeStatusLabels[profile.active] ?? String(profile.active))})
                  </span>
                ))}
              </>
            )}
          </div>
          {report.dismissedOn && (
            <div className="small text-danger-emphasis">
              {t('reports.dismissedBefore', { date: formatDay(report.dismissedOn) })}
            </div>
          )}
          <div className="mt-1">
            <span
              className={`badge ${report.counts ? 'text-bg-primary' : 'text-bg-light border'} me-1`}
              title={t(
                report.counts ? 'reports.countsTitle' : `reports.notCounted.${report.notCounted ?? 'noProfile'}`,
                { days: REPORT_DISMISSED_DAYS },
              )}
            >
              {t(report.counts ? 'reports.counts' : 'reports.doesNotCount')}
            </span>
            {report.status !== 'open' && (
              <span className="badge text-bg-secondary">{t(`reports.statuses.${report.status}`, report.status)}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
