import type { ReportItem } from '@vivaha/shared/privacy';

import { useTranslation } from '@/lib/i18n';

import { formatDay } from './format-date';

/**
 * Says when reporters of a profile came back after the team dismissed their earlier reports on it
 * ("2 of 3 reporters reported it before and were dismissed on 2 Apr 2026."), the signs of a family
 * reporting the same profile again and again. Nothing when none did.
 */
export function CameBackNote({ reports }: { reports: ReportItem[] }) {
  const { t } = useTranslation('admin');
  const before = reports.flatMap((report) => (report.dismissedOn ? [report.dismissedOn] : []));
  if (!before.length) return null;
  const days = [...new Set(before.sort().map(formatDay))];
  return (
    <p className="alert alert-warning py-2 small mb-2">
      {t('reports.cameBack', { count: before.length, total: reports.length, dates: days.join(', ') })}
    </p>
  );
}
