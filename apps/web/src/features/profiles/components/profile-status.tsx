import { generatePath, Link } from 'react-router';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';
import type { ProfileListItem } from '@vivaha/shared/profile';
import { paths } from '@vivaha/shared/routes';
import { profilePath } from '@vivaha/shared/slugs';

import { useTranslation } from '@/lib/i18n';

import { ownerPath } from './profile-paths';

import '../profile-list.css';

/** Where one of the member's profiles stands, as My Profiles tells it. */
export type ProfileState = 'published' | 'waiting' | 'changes' | 'held' | 'hidden';

type StateFields = Pick<ProfileListItem, 'reviewed' | 'active' | 'pendingReview' | 'heldForReview'>;

/**
 * The server makes a profile public when it is Active and not held after reports; an owner's edit
 * of an Active profile waits for the team (pendingReview, not reviewed) while the public keeps the
 * version before. A new profile is Inactive and not reviewed until the team publishes it.
 */
export function profileState(item: StateFields): ProfileState {
  if (item.heldForReview) return 'held';
  if (item.active === ACTIVE_STATUS.active) return item.pendingReview || !item.reviewed ? 'changes' : 'published';
  return item.active === ACTIVE_STATUS.inactive && !item.reviewed ? 'waiting' : 'hidden';
}

/** The state in words on a coloured chip: the colour helps, the words carry it. */
export function StatusChip({ item }: { item: StateFields }) {
  const { t } = useTranslation('profiles');
  const state = profileState(item);
  return (
    <span className={`status-chip status-chip--${state}`}>
      {state === 'hidden'
        ? t('list.state.hidden', { status: t(`status.${item.active}`, String(item.active)) })
        : t(`list.state.${state}`)}
    </span>
  );
}

type StepItem = StateFields & Pick<ProfileListItem, 'profileId' | 'name'>;

/** A next step's button: where it goes, its words, and its name for a screen reader, which names the profile. */
interface Step {
  to: string;
  text: string;
  named: string;
  primary?: boolean;
}

function stepsOf(state: ProfileState, { profileId: id, name }: StepItem): Step[] {
  const publicView = { to: profilePath(id, name), text: 'list.next.viewPublic', named: 'list.next.viewPublicNamed' };
  switch (state) {
    case 'waiting':
      return [{ to: ownerPath(id), text: 'list.next.addPhotos', named: 'list.next.addPhotosNamed', primary: true }];
    case 'changes':
      return [publicView];
    case 'published':
      return [
        publicView,
        {
          to: generatePath(paths.matches, { id: String(id) }),
          text: 'actions.matches',
          named: 'list.next.matchesNamed',
        },
      ];
    case 'held':
      return [{ to: ownerPath(id), text: 'list.next.details', named: 'list.next.detailsNamed' }];
    case 'hidden':
      return [{ to: paths.contact, text: 'list.next.contact', named: 'list.next.contactNamed' }];
  }
}

/** One line on what happens next or what to do now, with the button that does it. */
export function NextStep({ item, small = false }: { item: StepItem; small?: boolean }) {
  const { t } = useTranslation('profiles');
  const state = profileState(item);
  return (
    <div className="next-step">
      <p className="next-step__text mb-2">{t(`list.next.${state}`)}</p>
      <div className="d-flex flex-wrap gap-2">
        {stepsOf(state, item).map(({ to, text, named, primary }) => (
          <Link
            key={text}
            className={`btn ${small ? 'btn-sm ' : ''}${primary ? 'btn-primary' : 'btn-outline-primary'}`}
            to={to}
            aria-label={t(named, { name: item.name })}
          >
            {t(text)}
          </Link>
        ))}
      </div>
    </div>
  );
}
