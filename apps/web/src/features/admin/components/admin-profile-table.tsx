import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { AdminListItem } from '@vivaha/shared/admin';

import { ProfileListTable } from '@/components/profile-list-table';

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
 * The listing's table, the same as My Profiles. A click anywhere on a row opens the profile in a
 * new tab; the name is a real link for the keyboard, and Edit and Delete act alone. Under the
 * name, the review queue's signals (reports, a possible broker, shared contact details).
 */
export function AdminProfileTable({ items, onDelete }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  // The edit form opens in this tab: start loading the profile as soon as the pointer or focus reaches Edit.
  const prefetch = (id: number) => void queryClient.prefetchQuery(adminProfileQueryOptions(id));
  const onRowClick = (id: number) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, label')) return;
    openInNewTab(id);
  };

  return (
    <>
      <span id={hintId} hidden>
        {t('list.opensNewTab')}
      </span>
      <ProfileListTable
        items={items}
        caption={t('list.caption')}
        nameLink={(item) => (
          <Link
            to={adminProfilePath(item.profileId)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={hintId}
          >
            {item.name}
          </Link>
        )}
        notes={(item) => <SignalBadges signals={item.signals} heldForReview={item.heldForReview} newTab />}
        editPath={adminListEditPath}
        onDelete={onDelete}
        prefetch={prefetch}
        rowProps={(item) => ({
          className: 'admin-row',
          title: t('list.opensNewTab'),
          onClick: onRowClick(item.profileId),
        })}
      />
    </>
  );
}
