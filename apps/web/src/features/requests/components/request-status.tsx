import { REQUEST_STATUS } from '@vivaha/shared/constants';
import type { PermissionItem } from '@vivaha/shared/requests';

import { useTranslation } from '@/lib/i18n';

/**
 * The status words of spec section 4: Pending, Approved, or Rejected: followed by the reason;
 * any other value shows Unknown.
 */
export function RequestStatus({ item }: { item: Pick<PermissionItem, 'isApproved' | 'reason'> }) {
  const { t } = useTranslation('requests');
  const reason = item.reason?.trim();
  switch (item.isApproved) {
    case REQUEST_STATUS.pending:
      return <span className="fw-semibold text-warning-emphasis">{t('status.pending')}</span>;
    case REQUEST_STATUS.approved:
      return <span className="fw-semibold text-success">{t('status.approved')}</span>;
    case REQUEST_STATUS.rejected:
      if (!reason) return <span className="fw-semibold text-danger">{t('status.rejected')}</span>;
      // The reason is the other family's own words: plain text after the red "Rejected:".
      return (
        <span>
          <span className="fw-semibold text-danger">{t('status.rejectedPrefix')}</span> {reason}
        </span>
      );
    default:
      return <span className="text-body-secondary">{t('status.unknown')}</span>;
  }
}
