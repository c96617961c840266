import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';

import type { AdminProfile } from '@vivaha/shared/admin';

import { ActionButton } from '@/components/action-button';
import { PageSpinner } from '@/components/page-spinner';
import { ProfileDetails } from '@/components/profile-form/profile-details';
import { isNotFound } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useAdminProfile } from '../api/get-admin-profile';

import { adminProfilePath } from './admin-paths';
import { AdminPhotos } from './admin-photos';
import { adminSections } from './admin-sections';
import { PendingChanges } from './pending-changes';
import { PhotoCheckReview } from './photo-check-review';
import { ReviewSignals } from './review-signals';
import { isPublished, StatusBadges } from './status-badges';
import { usePublish } from './use-publish';
import type { Review } from './use-review';
import '../admin.css';

interface Props {
  review: Review;
  onClose: () => void;
  /** Opens the profile after this one in the list, or says none is left. */
  onNext: (afterId: number) => Promise<void>;
}

export const REVIEW_PANEL_ID = 'review-panel';
const titleId = 'review-title';
const newTabHintId = 'review-new-tab';

/**
 * The review panel beside the list (a full-width page of its own on a phone): what a reviewer
 * needs of the admin view (status, signals, the owner's waiting changes, photos, every field),
 * with Publish, Publish & next and Next, and the full page for the rest (edit, delete, the owner,
 * the history). Focus moves to its title whenever it shows another profile.
 */
export function ReviewPanel({ review, onClose, onNext }: Props) {
  const { t } = useTranslation('admin');
  const title = useRef<HTMLHeadingElement>(null);
  const key = 'id' in review ? review.id : review.done;
  useEffect(() => {
    title.current?.focus();
  }, [key]);

  return (
    <aside id={REVIEW_PANEL_ID} className="review-panel" aria-labelledby={titleId}>
      {'id' in review ? (
        <ReviewedProfile id={review.id} title={title} onClose={onClose} onNext={onNext} />
      ) : (
        <div className="card card-body shadow-sm">
          <h2 id={titleId} className="h4" tabIndex={-1} ref={title}>
            {t('review.doneTitle')}
          </h2>
          <p role="status">{t(`review.${review.done}`)}</p>
          <button type="button" className="btn btn-outline-secondary align-self-start" onClick={onClose}>
            {t('review.close')}
          </button>
        </div>
      )}
    </aside>
  );
}

interface ProfileProps extends Omit<Props, 'review'> {
  id: number;
  title: RefObject<HTMLHeadingElement | null>;
}

function ReviewedProfile({ id, title, onClose, onNext }: ProfileProps) {
  const { t } = useTranslation('admin');
  const profile = useAdminProfile(id);
  const publish = usePublish();
  const [moving, setMoving] = useState(false);
  const p = profile.data;

  const next = async (publishFirst: AdminProfile | undefined) => {
    setMoving(true);
    try {
      if (publishFirst && !(await publish.publish(publishFirst))) return;
      await onNext(id);
    } catch (error) {
      console.error('Opening the next profile after', id, 'failed', error);
      toast.error(t('review.nextFailed'));
    } finally {
      setMoving(false);
    }
  };
  const onPublish = async (profile: AdminProfile) => {
    // The buttons go once it is published: the title keeps the focus in the panel.
    if (await publish.publish(profile)) title.current?.focus();
  };

  const busy = moving || publish.isPending;
  return (
    <>
      <div className="review-panel__bar card card-body shadow-sm mb-3">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <div>
            <h2 id={titleId} className="h4 mb-1 text-break" tabIndex={-1} ref={title}>
              {p ? p.name : t('review.loading')}
            </h2>
            {p && (
              <>
                <p className="text-body-secondary mb-2 text-break">
                  {t('view.profileId', { id: p.profileid })}
                  <br />
                  {t('review.owner', { email: p.owner.email })}
                </p>
                <StatusBadges profile={p} />
              </>
            )}
          </div>
          <button type="button" className="btn btn-outline-secondary review-button" onClick={onClose}>
            {t('review.close')}
          </button>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-3" role="group" aria-label={t('review.actions')}>
          {p && !isPublished(p) && (
            <>
              <ActionButton className="btn btn-success review-button" disabled={busy} run={() => next(p)}>
                {t('review.publishNext')}
              </ActionButton>
              <ActionButton className="btn btn-outline-success review-button" disabled={busy} run={() => onPublish(p)}>
                {publish.isPending && !moving ? t('actions.publishing') : t('review.publish')}
              </ActionButton>
            </>
          )}
          <ActionButton className="btn btn-outline-primary review-button" disabled={busy} run={() => next(undefined)}>
            {t('review.next')}
          </ActionButton>
          <Link
            className="btn btn-outline-secondary review-button"
            to={adminProfilePath(id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabHintId}
          >
            {t('review.fullPage')}
          </Link>
          <span id={newTabHintId} hidden>
            {t('list.opensNewTab')}
          </span>
        </div>
        {busy && (
          <p className="mb-0 mt-2 text-body-secondary" role="status">
            {moving ? t('review.moving') : t('actions.publishing')}
          </p>
        )}
      </div>
      {profile.isPending && <PageSpinner />}
      {profile.isError && (
        <div className="alert alert-warning" role="alert">
          {isNotFound(profile.error) ? t('view.notFoundText') : t('view.loadFailed')}
        </div>
      )}
      {p && (
        <>
          <ReviewSignals profile={p} />
          <PendingChanges profile={p} />
          <AdminPhotos profile={p} />
          <PhotoCheckReview profile={p} />
          <ProfileDetails
            profile={p}
            extraSections={adminSections(p, t).filter((section) => section.id === 'status')}
          />
        </>
      )}
    </>
  );
}
