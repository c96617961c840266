import { Link } from 'react-router';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import type { PermissionItem } from '@vivaha/shared/requests';
import { profilePath } from '@vivaha/shared/slugs';

import { useTranslation } from '@/lib/i18n';

import { writeTo } from './my-approvals-table';
import { RequestTable } from './request-table';

/**
 * Requests made by the member's profiles; an approved one points to the contact details.
 */
export function MyRequestsTable({ items }: { items: PermissionItem[] }) {
  const { t } = useTranslation('requests');
  return (
    <RequestTable
      side="made"
      className="requests-table"
      caption={t('myRequests.caption')}
      items={items}
      statusNote={(item) =>
        item.isApproved === REQUEST_STATUS.approved && (
          <small className="d-block">
            <Link
              to={profilePath(item.receiverProfileId, item.receiverName)}
              aria-label={t('myRequests.contactHintNamed', { name: item.receiverName })}
            >
              {t('myRequests.contactHint')}
            </Link>
            {' · '}
            <Link
              to={writeTo(item.requestProfileId, item.receiverProfileId)}
              aria-label={t('actions.writeNamed', { name: item.receiverName })}
            >
              {t('actions.write')}
            </Link>
          </small>
        )
      }
    />
  );
}
