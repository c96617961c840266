import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';

import type { AdminListItem } from '@vivaha/shared/admin';

import { ProfileListTable } from '@/components/profile-list-table';
import { VerifiedList } from '@/components/verified-badges';
import { useTranslation } from '@/lib/i18n';

import { adminProfileQueryOptions } from '../api/get-admin-profile';

import { adminListEditPath } from './admin-paths';
import { SignalBadges } from './signal-badges';
import { reviewOpenerId } from './use-review';
import '../admin.css';

interface Props {
  items: AdminListItem[];
  onDelete: (id: number) => void;
  /** Opens the profile in the review panel beside the list. */
  onOpen: (id: number) => void;
  /** The profile the panel shows, marked in its row. */
  openId: number | undefined;
}

const hintId = 'admin-opens-beside';

/**
 * The listing's table, the same as My Profiles. A click anywhere on a row opens the profile in the
 * review panel, so the listing keeps its filters and page; the name is a real button for the
 * keyboard, and Edit and Delete act alone. Under the name, the review queue's signals (reports, a
 * possible broker, shared contact details).
 */
export function AdminProfileTable({ items, onDelete, onOpen, openId }: Props) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  // The panel and the edit form show the profile: start loading it as soon as the pointer or focus gets near.
  const prefetch = (id: number) => void queryClient.prefetchQuery(adminProfileQueryOptions(id));
  const onRowClick = (id: number) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, label')) return;
    onOpen(id);
  };

  return (
    <>
      <span id={hintId} hidden>
        {t('review.opensBeside')}
      </span>
      <ProfileListTable
        items={items}
        caption={t('list.caption')}
        nameLink={(item) => (
          <button
            type="button"
            id={reviewOpenerId(item.profileId)}
            className="btn btn-link review-open"
            aria-describedby={hintId}
            onPointerEnter={() => prefetch(item.profileId)}
            onClick={() => onOpen(item.profileId)}
          >
            {item.name}
          </button>
        )}
        notes={(item) => (
          <>
            <SignalBadges signals={item.signals} heldForReview={item.heldForReview} newTab />
            <VerifiedList kinds={item.verified} />
          </>
        )}
        editPath={adminListEditPath}
        onDelete={onDelete}
        prefetch={prefetch}
        rowProps={(item) => ({
          className: item.profileId === openId ? 'admin-row admin-row--open' : 'admin-row',
          'aria-current': item.profileId === openId ? 'true' : undefined,
          title: t('review.opensBeside'),
          onClick: onRowClick(item.profileId),
        })}
      />
    </>
  );
}
