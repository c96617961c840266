import { useId } from 'react';

import { sexes } from '@vivaha/shared/options/sexes';

import type { ProfileSlotProps } from '@/components/profile-slot';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useHiddenIds, useHiddenToggle } from '../api/hidden';
import { useOwnProfiles } from '../api/own-profiles';
import { useShortlistIds, useShortlistToggle } from '../api/shortlist';

import { HeartIcon } from './heart-icon';
import '../lists.css';

const FEMALE = sexes.find((option) => option.label === 'Female')!.id;

/**
 * Save (the heart) and Not interested, for a signed-in member, on a card or a profile page. Both
 * change at once and go back, with the server's words, if it refuses. Nothing shows on the
 * member's own profiles. A profile marked Not interested shows only that, with Show again.
 */
export function ListActions({ profileId, name, sex, place }: ProfileSlotProps) {
  const { t } = useTranslation('lists');
  const statusId = useId();
  const own = useOwnProfiles();
  const saved = useShortlistIds();
  const hidden = useHiddenIds();
  const toggleSave = useShortlistToggle();
  const toggleHidden = useHiddenToggle();

  const ready = own.data && saved.data && hidden.data;
  if (!ready) return <div className={`list-actions list-actions--${place}`} aria-hidden="true" />;
  if (own.data.some((profile) => profile.profileId === profileId)) return null;

  const isSaved = saved.data.profileIds.includes(profileId);
  const isHidden = hidden.data.profileIds.includes(profileId);
  const refused = (error: unknown, fallback: string) => {
    console.error('Changing the lists for profile', profileId, 'failed', error);
    toast.error(error instanceof HttpError ? error.message : fallback);
  };

  const onSave = () => {
    // Saved for the member's one profile that could marry this one, when there is exactly one;
    // with several, the member chooses later on My Shortlist.
    const female = sex === 'Female';
    const candidates = own.data.filter((profile) => profile.sex > 0 && (profile.sex === FEMALE) !== female);
    const forProfileId = !isSaved && candidates.length === 1 ? candidates[0]!.profileId : undefined;
    toggleSave.mutate(
      { profileId, forProfileId, save: !isSaved },
      { onError: (error) => refused(error, t(isSaved ? 'save.removeFailed' : 'save.failed')) },
    );
  };
  const onHide = (hide: boolean) =>
    toggleHidden.mutate(
      { profileId, hide },
      { onError: (error) => refused(error, t(hide ? 'hide.failed' : 'hide.showFailed')) },
    );

  if (isHidden) {
    return (
      <div className={`list-actions list-actions--${place} list-actions--hidden`}>
        <p className="list-actions__note mb-0" id={statusId} role="status">
          {t('hide.done')}
        </p>
        <button
          type="button"
          className="btn btn-outline-primary list-actions__button"
          aria-describedby={statusId}
          aria-label={t('hide.showNamed', { name })}
          disabled={toggleHidden.isPending}
          onClick={() => onHide(false)}
        >
          {t('hide.show')}
        </button>
      </div>
    );
  }

  return (
    <div className={`list-actions list-actions--${place}`}>
      <button
        type="button"
        className={`btn list-actions__button list-actions__save${isSaved ? ' is-saved' : ''}`}
        aria-pressed={isSaved}
        aria-label={t(isSaved ? 'save.savedNamed' : 'save.named', { name })}
        disabled={toggleSave.isPending}
        onClick={onSave}
      >
        <HeartIcon filled={isSaved} />
        <span>{t(isSaved ? 'save.saved' : 'save.action')}</span>
      </button>
      <button
        type="button"
        className="btn btn-link list-actions__button list-actions__hide"
        aria-label={t('hide.named', { name })}
        disabled={toggleHidden.isPending}
        onClick={() => onHide(true)}
      >
        {t('hide.action')}
      </button>
    </div>
  );
}
