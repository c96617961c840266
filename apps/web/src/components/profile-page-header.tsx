import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { useTranslation } from '@/lib/i18n';

import type { ProfileScreenTexts } from './profile-not-loaded';
import { useConfirmDelete } from './use-confirm-delete';

interface Props {
  profile: { name: string; profileid: number };
  /** Where the screen's words are (its profileId line, actions.delete and actions.back) and its list. */
  texts: ProfileScreenTexts;
  /** Deletes the profile; Delete asks first, then goes back to the list. */
  remove: (id: number) => Promise<unknown>;
  /** The profile's state under its id (badges). */
  state: ReactNode;
  /** The page's own buttons, before Delete and Back. */
  children: ReactNode;
}

/** The top of a profile's own page, for its owner or the team: name, id and state, then what can be done with it. */
export function ProfilePageHeader({ profile, texts: { ns, keyPrefix, backTo }, remove, state, children }: Props) {
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
        {state}
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
