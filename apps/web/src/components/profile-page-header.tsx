import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';

import { useTranslation } from '@/lib/i18n';

import type { ProfileScreenTexts } from './profile-not-loaded';
import { useConfirmDelete } from './use-confirm-delete';

/** What a profile's state badges show: its status, and whether the team has reviewed it. */
interface ProfileState {
  active: number;
  reviewed: boolean;
}

/** The profile's status and whether the team has reviewed it, as two badges, in the screen's words. */
export function ProfileStateBadges({ profile, texts }: { profile: ProfileState; texts: ProfileScreenTexts }) {
  const { t } = useTranslation(texts.ns);
  return (
    <>
      <span
        className={`badge me-2 ${profile.active === ACTIVE_STATUS.active ? 'text-bg-success' : 'text-bg-secondary'}`}
      >
        {t(`status.${profile.active}`, String(profile.active))}
      </span>
      <span className={`badge ${profile.reviewed ? 'text-bg-info' : 'text-bg-warning'}`}>
        {profile.reviewed ? t(`${texts.keyPrefix}.reviewed`) : t(`${texts.keyPrefix}.notReviewed`)}
      </span>
    </>
  );
}

interface Props {
  profile: ProfileState & { name: string; profileid: number };
  /** Where the screen's words are (its profileId line, actions.delete and actions.back) and its list. */
  texts: ProfileScreenTexts;
  /** Deletes the profile; Delete asks first, then goes back to the list. */
  remove: (id: number) => Promise<unknown>;
  /** The page's own buttons, before Delete and Back. */
  children: ReactNode;
}

/** The top of a profile's own page, for its owner or the team: name, id and state, then what can be done with it. */
export function ProfilePageHeader({ profile, texts, remove, children }: Props) {
  const { ns, keyPrefix, backTo } = texts;
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete(remove);
  const onDelete = async () => {
    if (await confirmDelete(profile.profileid)) await navigate(backTo);
  };
  return (
    <header className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-4">
      <div>
        <h1 className="h2 mb-1">{profile.name}</h1>
        <p className="text-body-secondary mb-2">{t(`${keyPrefix}.profileId`, { id: profile.profileid })}</p>
        <ProfileStateBadges profile={profile} texts={texts} />
      </div>
      <div className="d-flex flex-wrap gap-2">
        {children}
        <button type="button" className="btn btn-outline-danger" onClick={() => void onDelete()}>
          {t('actions.delete')}
        </button>
        <Link className="btn btn-outline-secondary" to={backTo}>
          {t('actions.back')}
        </Link>
      </div>
    </header>
  );
}
