import type { ReactNode } from 'react';

import type { PermissionItem } from '@vivaha/shared/requests';

import { ListTable } from '@/components/list-table';
import { useTranslation } from '@/lib/i18n';

import { ProfileCell, RequestedOn } from './request-cells';
import { RequestStatus } from './request-status';

/**
 * The two sides of a request: made to the member's profiles (the asking profile linked) or made
 * by them (the asked profile linked). Each row reads: when, the asking profile, the asked one,
 * the status.
 */
const sides = {
  received: ['date', 'requestedBy', 'myProfile', 'status', 'actions'],
  made: ['date', 'myProfile', 'requestedProfile', 'status'],
} as const;

interface Common {
  items: PermissionItem[];
  className: string;
  caption: string;
  /** Under the status: where the request leads now. */
  statusNote?: (item: PermissionItem) => ReactNode;
}

/** A received request's row ends with its buttons, under the "actions" column; a made one has none. */
type Props = Common &
  ({ side: 'received'; actions: (item: PermissionItem) => ReactNode } | { side: 'made'; actions?: undefined });

/** A table of requests. On a phone each row stacks, every value beside its column's name (requests.css). */
export function RequestTable({ side, items, className, caption, statusNote, actions }: Props) {
  const { t } = useTranslation('requests');
  const columns = sides[side];
  const label = (key: (typeof columns)[number]) => ({ 'data-label': t(`columns.${key}`) });
  return (
    <ListTable
      className={className}
      caption={caption}
      columns={columns.map((key) => ({ key, label: t(`columns.${key}`) }))}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td {...label(columns[0])}>
            <RequestedOn value={item.requestedOn} />
          </td>
          <td {...label(columns[1])}>
            <ProfileCell id={item.requestProfileId} name={item.requesterName} link={side === 'received'} />
          </td>
          <td {...label(columns[2])}>
            <ProfileCell id={item.receiverProfileId} name={item.receiverName} link={side === 'made'} />
          </td>
          <td className="requests-table__status" {...label('status')}>
            {statusNote ? (
              <div>
                <RequestStatus item={item} />
                {statusNote(item)}
              </div>
            ) : (
              <RequestStatus item={item} />
            )}
          </td>
          {actions && <td className="text-end requests-table__actions">{actions(item)}</td>}
        </tr>
      ))}
    </ListTable>
  );
}
