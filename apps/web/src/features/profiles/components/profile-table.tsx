import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ProfileListItem } from '@vivaha/shared/profile';

import { ProfileListTable } from '@/components/profile-list-table';

import { profileQueryOptions } from '../api/get-profile';

import { ownerPath, editPath } from './profile-paths';

interface Props {
  items: ProfileListItem[];
  onDelete: (id: number) => void;
}

/** The member's profiles (spec section 2), each opening its owner view; a held profile says so. */
export function ProfileTable({ items, onDelete }: Props) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  // Start loading a profile as soon as the pointer or focus reaches its link.
  const prefetch = (id: number) => void queryClient.prefetchQuery(profileQueryOptions(id));

  return (
    <ProfileListTable
      items={items}
      caption={t('list.caption')}
      nameLink={(item) => (
        <Link to={ownerPath(item.profileId)} onPointerEnter={() => prefetch(item.profileId)}>
          {item.name}
        </Link>
      )}
      notes={(item) =>
        item.heldForReview && (
          <span className="badge text-bg-danger" title={t('list.heldFull')}>
            {t('list.held')}
            <span className="visually-hidden">: {t('list.heldFull')}</span>
          </span>
        )
      }
      editPath={editPath}
      onDelete={onDelete}
      prefetch={prefetch}
    />
  );
}
