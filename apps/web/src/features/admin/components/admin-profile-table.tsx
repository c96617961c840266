import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { AdminListItem } from '@vivaha/shared/admin';

import { ReviewedCell } from '@/components/reviewed-cell';

import { adminProfileQueryOptions } from '../api/get-admin-profile';

import { adminListEditPath, adminProfilePath } from './admin-paths';
import { SignalBadges } from './signal-badges';
import '../admin.css';

interface Props {
  items: AdminListItem[];
  onDelete: (id: number) => void;
}

const hintId = 'admin-opens-new-tab';

/** Opens the detail view in a new tab, so the listing keeps its filters and page (spec section 2). */
const openInNewTab = (id: number) => window.open(adminProfilePath(id), '_blank', 'noopener');

/**
 * The listing's table, the same columns as My Profiles. A click anywhere on a row opens the
 * profile in a new tab; the name is a real link for the keyboard, and Edit and Delete act alone.
 * Under the name, the review queue's signals (reports, a possible broker, shared contact details).
 */
export function AdminProfileTable({ items, onDelete }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  // The edit form opens in this tab: start loading the profile as soon as the pointer or focus reaches Edit.
  const prefetch = (id: number) => () => void queryClient.prefetchQuery(adminProfileQueryOptions(id));
  const onRowClick = (id: number) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, label')) return;
    openInNewTab(id);
  };

  return (
    <div className="table-responsive">
      <span id={hintId} hidden>
        {t('list.opensNewTab')}
      </span>
      <table className="table table-hover align-middle mb-0 admin-table">
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            {(['id', 'name', 'dob', 'views', 'reviewed', 'active', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className={column === 'actions' ? 'text-end' : undefined}>
                {t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.profileId}
              className={`admin-row admin-row--${item.sex === 'Male' ? 'male' : 'female'}`}
              title={t('list.opensNewTab')}
              onClick={onRowClick(item.profileId)}
            >
              <td>{item.profileId}</td>
              <td>
                <Link
                  to={adminProfilePath(item.profileId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={hintId}
                >
                  {item.name}
                </Link>
                <small className="d-block admin-row__sex">{t(`list.sex.${item.sex}`)}</small>
                <SignalBadges signals={item.signals} heldForReview={item.heldForReview} newTab />
              </td>
              <td>
                <span title={t('list.ageTitle', { dob: item.dob })}>{item.age}</span>
                <small className="d-block text-body-secondary text-nowrap">{item.dob}</small>
              </td>
              <td>{item.viewCount}</td>
              <ReviewedCell reviewed={item.reviewed} pendingReview={item.pendingReview} />
              <td>{t(`status.${item.active}`, String(item.active))}</td>
              <td className="text-end">
                <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                  <Link
                    className="btn btn-sm btn-outline-primary"
                    to={adminListEditPath(item.profileId)}
                    onPointerEnter={prefetch(item.profileId)}
                    onFocus={prefetch(item.profileId)}
                    aria-label={t('actions.editNamed', { name: item.name })}
                  >
                    {t('actions.edit')}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => onDelete(item.profileId)}
                    aria-label={t('actions.deleteNamed', { name: item.name })}
                  >
                    {t('actions.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
