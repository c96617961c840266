import { Link } from 'react-router';

import type { BlockItem } from '@vivaha/shared/privacy';

import { ListTable } from '@/components/list-table';
import { ShortDate } from '@/components/short-date';
import { useTranslation } from '@/lib/i18n';

interface Props {
  items: BlockItem[];
  onUnblock: (item: BlockItem) => void;
  /** The profile being unblocked, whose button waits. */
  busyId?: number;
}

const columns = ['member', 'blockedOn', 'actions'] as const;

/** The members this account blocked: who, since when, and Unblock. */
export function BlockedTable({ items, onUnblock, busyId }: Props) {
  const { t } = useTranslation('blocks');
  return (
    <ListTable
      className="blocked-table"
      caption={t('caption')}
      columns={columns.map((key) => ({ key, label: t(`columns.${key}`) }))}
    >
      {items.map((item) => (
        <tr key={item.profileId}>
          <td className="blocked-table__member">
            <Link to={item.profileURL}>{item.name}</Link>
            <small className="d-block text-body-secondary">{t('profileId', { id: item.profileId })}</small>
          </td>
          <td>
            <ShortDate value={item.blockedOn} />
          </td>
          <td className="text-end">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busyId === item.profileId}
              onClick={() => onUnblock(item)}
              aria-label={t('unblock.named', { name: item.name })}
            >
              {t('unblock.action')}
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
