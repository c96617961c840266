import { Link } from 'react-router';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import type { PermissionItem } from '@vivaha/shared/requests';
import { profilePath } from '@vivaha/shared/slugs';

import { ListTable } from '@/components/list-table';
import { useTranslation } from '@/lib/i18n';

import { writeTo } from './my-approvals-table';
import { ProfileCell, RequestedOn } from './request-cells';
import { RequestStatus } from './request-status';

const columns = ['date', 'myProfile', 'requestedProfile', 'status'] as const;

/**
 * Requests made by the member's profiles; an approved one points to the contact details. On a
 * phone each row stacks, every value beside its column's name (requests.css).
 */
export function MyRequestsTable({ items }: { items: PermissionItem[] }) {
  const { t } = useTranslation('requests');
  const label = (key: (typeof columns)[number]) => ({ 'data-label': t(`columns.${key}`) });
  return (
    <ListTable
      className="requests-table"
      caption={t('myRequests.caption')}
      columns={columns.map((key) => ({ key, label: t(`columns.${key}`) }))}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td {...label('date')}>
            <RequestedOn value={item.requestedOn} />
          </td>
          <td {...label('myProfile')}>
            <ProfileCell id={item.requestProfileId} name={item.requesterName} />
          </td>
          <td {...label('requestedProfile')}>
            <ProfileCell id={item.receiverProfileId} name={item.receiverName} link />
          </td>
          <td className="requests-table__status" {...label('status')}>
            <div>
              <RequestStatus item={item} />
              {item.isApproved === REQUEST_STATUS.approved && (
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
              )}
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
