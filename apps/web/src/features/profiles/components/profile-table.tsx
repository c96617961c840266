import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ProfileListItem } from '@vivaha/shared/profile';

import { ListTable } from '@/components/list-table';
import { ReviewedCell } from '@/components/reviewed-cell';

import { profileQueryOptions } from '../api/get-profile';

import { ownerPath, editPath } from './profile-paths';
import '../profiles.css';

interface Props {
  items: ProfileListItem[];
  onDelete: (id: number) => void;
}

/**
 * The member's profiles (spec section 2): male and female rows are marked by colour and by text.
 * Status labels come from the locale file (the same words as the shared activeStatusLabels), so
 * this screen does not load the profile schema.
 */
export function ProfileTable({ items, onDelete }: Props) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  // Start loading a profile as soon as the pointer or focus reaches its link.
  const prefetch = (id: number) => () => void queryClient.prefetchQuery(profileQueryOptions(id));

  return (
    <ListTable
      className="profile-table"
      caption={t('list.caption')}
      columns={(['id', 'name', 'dob', 'views', 'reviewed', 'active', 'actions'] as const).map((key) => ({
        key,
        label: t(`list.columns.${key}`),
      }))}
    >
      {items.map((item) => (
        <tr key={item.profileId} className={`profile-row profile-row--${item.sex === 'Male' ? 'male' : 'female'}`}>
          <td>{item.profileId}</td>
          <td>
            <Link to={ownerPath(item.profileId)} onPointerEnter={prefetch(item.profileId)}>
              {item.name}
            </Link>
            <small className="d-block profile-row__sex">{t(`list.sex.${item.sex}`)}</small>
            {item.heldForReview && (
              <span className="badge text-bg-danger" title={t('list.heldFull')}>
                {t('list.held')}
                <span className="visually-hidden">: {t('list.heldFull')}</span>
              </span>
            )}
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
                to={editPath(item.profileId)}
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
    </ListTable>
  );
}
