import { REPORT_REVIEWED_DAYS, type ReportGroup } from '@vivaha/shared/privacy';

import { ActionButton } from '@/components/action-button';
import { useTranslation } from '@/lib/i18n';

import { useMarkReportsReviewed } from '../api/mark-reports-reviewed';

import { confirmThenDecide } from './confirm-dialog';
import { formatDateTime } from './format-date';

/**
 * The team's mark "reviewed after reports" on a reported profile: who set it, when, and until when
 * reports only reach the queue; and the button that sets it (or starts its time again), after
 * the "Are you sure?" dialog.
 */
export function ReportsReviewed({ group }: { group: ReportGroup }) {
  const { t } = useTranslation('admin');
  const mark = useMarkReportsReviewed();
  const standing = group.reviewedAfterReports;

  const run = () =>
    confirmThenDecide(
      {
        title: t('confirm.title'),
        text: t('reports.reviewed.confirm', { name: group.name, days: REPORT_REVIEWED_DAYS }),
        confirm: t('reports.reviewed.confirmYes'),
        cancel: t('confirm.no'),
      },
      () => mark.mutateAsync({ profileId: group.profileId }),
      { failed: t('reports.reviewed.failed'), what: `Marking profile ${group.profileId} reviewed` },
    );

  return (
    <div className="mt-3">
      {standing && (
        <p className="small mb-2">
          {t('reports.reviewed.standing', {
            by: standing.by,
            at: formatDateTime(standing.at),
            until: formatDateTime(standing.until),
          })}
        </p>
      )}
      <ActionButton className="btn btn-sm btn-outline-primary" disabled={mark.isPending} run={run}>
        {t(standing ? 'reports.reviewed.markAgain' : 'reports.reviewed.mark')}
      </ActionButton>
    </div>
  );
}
