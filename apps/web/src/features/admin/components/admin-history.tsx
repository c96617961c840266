import type { AuditEntry } from '@vivaha/shared/admin';

import { CardSection } from '@/components/card-section';
import { useTranslation } from '@/lib/i18n';

import { formatDateTime } from './format-date';
import '@/styles/parts/tables.scss';
import '../admin.css';

/** What the team changed on this profile, newest first. */
export function AdminHistory({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <CardSection headingId="admin-history-title" title={t('history.title')}>
      {newestFirst.length === 0 ? (
        <p className="mb-0">{t('history.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm mb-0 admin-history">
            <caption className="visually-hidden">{t('history.caption')}</caption>
            <thead>
              <tr>
                {(['at', 'admin', 'action', 'details'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`history.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className="text-nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td className="text-break">{entry.adminEmail}</td>
                  <td>{entry.action}</td>
                  <td className="text-break">{entry.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CardSection>
  );
}
