import { Link } from 'react-router';

import { useDateText } from '@/components/short-date';
import { useTranslation } from '@/lib/i18n';

import { ControlsLine } from './controls-line';
import type { ProfileListViewProps } from './profile-list-view';
import { editPath, ownerPath } from './profile-paths';
import { NextStep, StatusChip } from './profile-status';

/**
 * My Profiles on a phone: a card a profile with its state in words, the next step with its
 * button, and Edit and Delete, so nothing hides off the side as a table's columns would.
 */
export function ProfileCards({ items, onDelete, prefetch }: ProfileListViewProps) {
  const { t } = useTranslation('profiles');
  const dateText = useDateText();
  /** A link to a profile starts loading it as soon as the pointer or focus reaches it. */
  const prefetchOn = (id: number) => ({ onPointerEnter: () => prefetch(id), onFocus: () => prefetch(id) });
  return (
    <ul className="profile-cards" aria-label={t('list.caption')}>
      {items.map((item) => (
        <li key={item.profileId} className={`card shadow-sm profile-card profile-card--${item.sex.toLowerCase()}`}>
          <div className="card-body">
            <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
              <div>
                <h2 className="h5 mb-0">
                  <Link className="profile-card__name" to={ownerPath(item.profileId)} {...prefetchOn(item.profileId)}>
                    {item.name}
                  </Link>
                </h2>
                <p className="profile-card__facts text-body-secondary mb-0">
                  <span className="profile-card__sex">{t(`common:profileList.sex.${item.sex}`)}</span>
                  <span title={t('common:profileList.ageTitle', { dob: dateText(item.dob) })}>
                    {t('list.age', { age: item.age })}
                  </span>
                  <span>{t('list.views', { count: item.viewCount })}</span>
                  <span>{t('owner.shortId', { id: item.profileId })}</span>
                </p>
              </div>
              <StatusChip item={item} />
            </div>
            <ControlsLine item={item} />
            <NextStep item={item} />
            <div className="profile-card__manage d-flex gap-2 justify-content-end">
              <Link
                className="btn btn-outline-secondary"
                to={editPath(item.profileId)}
                {...prefetchOn(item.profileId)}
                aria-label={t('common:profileList.editNamed', { name: item.name })}
              >
                {t('actions.edit')}
              </Link>
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => onDelete(item.profileId)}
                aria-label={t('common:profileList.deleteNamed', { name: item.name })}
              >
                {t('actions.delete')}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
