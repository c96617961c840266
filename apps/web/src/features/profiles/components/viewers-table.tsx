import { Link } from 'react-router';

import type { ViewerItem } from '@vivaha/shared/privacy';

import { ListTable } from '@/components/list-table';
import { ShortDate } from '@/components/short-date';
import { useTranslation } from '@/lib/i18n';

interface Props {
  items: ViewerItem[];
  onWithdraw: (requestId: number) => void;
  onBlock: (profileId: number, name: string) => void;
  /** The approval being withdrawn, whose button waits. */
  withdrawingId?: number;
}

const columns = ['member', 'when', 'saw', 'why', 'actions'] as const;

/** Who opened the profile's protected details: when, what, why they could, and what the owner can do. */
export function ViewersTable({ items, onWithdraw, onBlock, withdrawingId }: Props) {
  const { t } = useTranslation('profiles');
  return (
    <ListTable
      className="viewers-table"
      caption={t('viewers.caption')}
      columns={columns.map((key) => ({ key, label: t(`viewers.columns.${key}`) }))}
    >
      {items.map((item, index) => (
        <tr key={`${item.profileId ?? `deleted-${index}`}-${item.via}`}>
          <td className="viewers-table__member" data-label={t('viewers.columns.member')}>
            {item.profileId === null ? (
              // A deleted profile keeps the name it had when it was shown the details, with no link.
              <span>
                {item.name}
                <small className="d-block text-body-secondary">{t('viewers.deleted')}</small>
              </span>
            ) : (
              <span>
                <Link to={item.profileURL}>{item.name}</Link>
                <small className="d-block text-body-secondary">{t('owner.shortId', { id: item.profileId })}</small>
              </span>
            )}
          </td>
          <td data-label={t('viewers.columns.when')}>
            <span>
              <ShortDate value={item.lastViewedOn} />
              {item.times > 1 && (
                <small className="d-block text-body-secondary">
                  {t('viewers.first')} <ShortDate value={item.firstViewedOn} />
                  {', '}
                  {t('viewers.times', { count: item.times })}
                </small>
              )}
            </span>
          </td>
          <td className="viewers-table__wrap" data-label={t('viewers.columns.saw')}>
            <span>{item.sections.map((section) => t(`visibility.sections.${section}`)).join(', ')}</span>
          </td>
          <td className="viewers-table__wrap" data-label={t('viewers.columns.why')}>
            <span>{t(`viewers.via.${item.via}`)}</span>
          </td>
          <td className="text-end">
            <div className="d-inline-flex flex-wrap flex-md-nowrap justify-content-end align-items-center gap-1">
              {item.requestId !== null && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={withdrawingId === item.requestId}
                  onClick={() => onWithdraw(item.requestId!)}
                  aria-label={t('viewers.withdrawNamed', { name: item.name })}
                >
                  {t('viewers.withdraw')}
                </button>
              )}
              {item.profileId !== null &&
                (item.blocked ? (
                  <span className="badge text-bg-secondary">{t('viewers.blocked')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    onClick={() => onBlock(item.profileId!, item.name)}
                    aria-label={t('viewers.blockNamed', { name: item.name })}
                  >
                    {t('viewers.block')}
                  </button>
                ))}
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
