import { Link } from 'react-router';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import type { PermissionItem } from '@vivaha/shared/requests';
import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';

import { RequestTable } from './request-table';

interface Props {
  items: PermissionItem[];
  onApprove: (item: PermissionItem) => void;
  onReject: (item: PermissionItem) => void;
  onWithdraw: (item: PermissionItem) => void;
  /** Blocks the member who owns the requesting profile. */
  onBlock: (item: PermissionItem) => void;
  /** The request being answered, whose buttons wait. */
  busyId?: number;
}

/** What a row's buttons do; each has its words `actions.<action>` and `actions.<action>Named`. */
type Action = 'approve' | 'reject' | 'withdraw' | 'block';

/** The conversation between one of the member's profiles and another family's (opened if new). */
export const writeTo = (mine: number, theirs: number) => `${paths.messages}?from=${mine}&with=${theirs}`;

/**
 * Requests made to the member's profiles; pending ones can be approved or rejected, approved ones
 * withdrawn, and any requester blocked. On a phone each row stacks, every value beside its
 * column's name and the buttons under them (requests.css).
 */
export function MyApprovalsTable({ items, onApprove, onReject, onWithdraw, onBlock, busyId }: Props) {
  const { t } = useTranslation('requests');
  /** One row's button for `action`, named with the requester for screen readers; waits while the row is answered. */
  const button = (item: PermissionItem, action: Action, tone: string, run: (item: PermissionItem) => void) => (
    <button
      type="button"
      className={`btn btn-sm ${tone}`}
      // Block stays open while the row's answer is on its way: a family may block at any moment.
      disabled={action !== 'block' && busyId === item.id}
      onClick={() => run(item)}
      aria-label={t(`actions.${action}Named`, { name: item.requesterName })}
    >
      {t(`actions.${action}`)}
    </button>
  );
  return (
    <RequestTable
      side="received"
      className="requests-table requests-table--actions"
      caption={t('myApprovals.caption')}
      items={items}
      actions={(item) => (
        <div className="d-inline-flex flex-wrap flex-md-nowrap justify-content-end gap-1">
          {item.isApproved === REQUEST_STATUS.pending && (
            <>
              {button(item, 'approve', 'btn-success', onApprove)}
              {button(item, 'reject', 'btn-outline-danger', onReject)}
            </>
          )}
          {item.isApproved === REQUEST_STATUS.approved && (
            <Link
              className="btn btn-sm btn-outline-primary"
              to={writeTo(item.receiverProfileId, item.requestProfileId)}
              aria-label={t('actions.writeNamed', { name: item.requesterName })}
            >
              {t('actions.write')}
            </Link>
          )}
          {item.isApproved === REQUEST_STATUS.approved && button(item, 'withdraw', 'btn-outline-danger', onWithdraw)}
          {button(item, 'block', 'btn-outline-secondary', onBlock)}
        </div>
      )}
    />
  );
}
