import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

import type { ProfileListItem } from '@vivaha/shared/profile';

import { useTranslation } from '@/lib/i18n';

import { ListTable } from './list-table';
import { PageButtons } from './page-buttons';
import { ReviewedCell } from './reviewed-cell';
import { CalendarDay, useDateText } from './short-date';
import './profile-list-table.css';

/** What a row shows: My Profiles' items, and the team's, which carry more. */
export type ProfileRow = Pick<
  ProfileListItem,
  'profileId' | 'name' | 'sex' | 'dob' | 'age' | 'viewCount' | 'reviewed' | 'pendingReview' | 'active'
>;

interface Props<T extends ProfileRow> {
  items: readonly T[];
  /** Read by screen readers only. */
  caption: string;
  /** The name cell's link (or links) to the profile. */
  nameLink: (item: T) => ReactNode;
  /** Shown under the name and sex: held for review, the team's signals. */
  notes?: (item: T) => ReactNode;
  editPath: (id: number) => string;
  onDelete: (id: number) => void;
  /** Starts loading the profile as soon as the pointer or focus reaches Edit. */
  prefetch: (id: number) => void;
  /** More for each row, such as the team's click-to-open. */
  rowProps?: (item: T) => HTMLAttributes<HTMLTableRowElement>;
}

const columns = ['id', 'name', 'dob', 'views', 'reviewed', 'active', 'actions'] as const;

/**
 * My Profiles and the team's listing (spec section 2): the same columns, male and female rows
 * marked by colour and by text, Edit and Delete kept in view on a narrow screen.
 */
export function ProfileListTable<T extends ProfileRow>(props: Props<T>) {
  const { items, caption, nameLink, notes, editPath, onDelete, prefetch, rowProps } = props;
  const { t } = useTranslation();
  const dateText = useDateText();
  const columnLabels = columns.map((key) => ({ key, label: t(`profileList.columns.${key}`) }));

  return (
    <ListTable className="profile-table" caption={caption} columns={columnLabels}>
      {items.map((item) => {
        const { className, ...extra } = rowProps?.(item) ?? {};
        const sex = item.sex === 'Male' ? 'male' : 'female';
        return (
          <tr key={item.profileId} className={`profile-row profile-row--${sex} ${className ?? ''}`} {...extra}>
            <td>{item.profileId}</td>
            <td>
              {nameLink(item)}
              <small className="d-block profile-row__sex">{t(`profileList.sex.${item.sex}`)}</small>
              {notes?.(item)}
            </td>
            <td>
              <span title={t('profileList.ageTitle', { dob: dateText(item.dob) })}>{item.age}</span>
              <small className="d-block text-body-secondary text-nowrap">
                <CalendarDay value={item.dob} />
              </small>
            </td>
            <td>{item.viewCount}</td>
            <ReviewedCell reviewed={item.reviewed} pendingReview={item.pendingReview} />
            <td>{t(`profileList.status.${item.active}`, String(item.active))}</td>
            <td className="text-end">
              <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={editPath(item.profileId)}
                  onPointerEnter={() => prefetch(item.profileId)}
                  onFocus={() => prefetch(item.profileId)}
                  aria-label={t('profileList.editNamed', { name: item.name })}
                >
                  {t('profileList.edit')}
                </Link>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => onDelete(item.profileId)}
                  aria-label={t('profileList.deleteNamed', { name: item.name })}
                >
                  {t('profileList.delete')}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}

/** The numbered pages under either list. */
export function ProfileListPages(props: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <PageButtons {...props} label={t('profileList.pages')} pageLabel={(page) => t('profileList.page', { page })} />
  );
}
