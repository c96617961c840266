import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import type { AdminProfile } from '@vivaha/shared/admin';
import { PHOTO_DECLINE_REASONS, type PhotoDeclineReason } from '@vivaha/shared/verification';

import { ActionButton } from '@/components/action-button';
import { CardSection } from '@/components/card-section';
import { FieldError } from '@/components/field-error';
import { PoseDrawing } from '@/components/pose-drawing';
import { ShortDate } from '@/components/short-date';
import { Thumbnail } from '@/components/thumbnail';
import { VerifiedList } from '@/components/verified-badges';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useAdminChecks, useDecidePhotoCheck, useWaitingPhotoChecks } from '../api/photo-checks';

import { adminProfilePath } from './admin-paths';
import '@/styles/parts/forms.scss';
import '../admin.css';

type Props = { profile: Pick<AdminProfile, 'profileid' | 'name' | 'adminImage'> };

/**
 * The profile's checks on the team's review (README, Verification): its badges, and the photo
 * check waiting, if any: the pose asked for, the photo sent beside the profile's own photos, and
 * Approve, or Decline with a reason the owner is told. The photo is deleted on either.
 */
export function PhotoCheckReview({ profile }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const checks = useAdminChecks(profile.profileid);
  const decide = useDecidePhotoCheck(profile.profileid);
  const [reason, setReason] = useState<PhotoDeclineReason | ''>('');
  const [problem, setProblem] = useState<string>();

  const send = async (decision: 'approve' | 'decline') => {
    setProblem(undefined);
    if (decision === 'decline' && !reason) {
      setProblem(t('photoCheck.reasonNeeded'));
      return;
    }
    try {
      const done = await decide.mutateAsync(
        decision === 'approve' ? { decision } : { decision, reason: reason || undefined },
      );
      toast.success(done.message);
    } catch (error) {
      console.error('Deciding the photo check of profile', profile.profileid, 'failed', error);
      const field = error instanceof HttpError ? error.fieldErrors.reason : undefined;
      if (field) setProblem(field);
      else toast.error(error instanceof HttpError ? error.message : t('photoCheck.failed'));
    }
  };
  const onDecline = (event: FormEvent) => {
    event.preventDefault();
    void send('decline');
  };

  const data = checks.data;
  const selfie = data?.selfie;
  return (
    <CardSection title={t('photoCheck.title')}>
      {checks.isError && <p className="text-danger mb-0">{t('photoCheck.loadFailed')}</p>}
      {data && (
        <>
          {data.verified.length ? (
            <VerifiedList kinds={data.verified} />
          ) : (
            <p className="mb-2">{t('photoCheck.noBadges')}</p>
          )}
          {!selfie ? (
            <p className="mb-0 text-body-secondary">{t('photoCheck.noneWaiting')}</p>
          ) : (
            <>
              <p className="mb-2">
                {t('photoCheck.asked')} <ShortDate value={selfie.sentOn} />
              </p>
              <PoseDrawing pose={selfie.pose} size={96} />
              <div className="d-flex flex-wrap gap-3 mt-3 mb-3 align-items-start">
                <figure className="mb-0">
                  <img
                    src={selfie.url}
                    alt={t('photoCheck.selfieAlt', { name: profile.name })}
                    width={240}
                    className="d-block rounded border photo-check-selfie"
                  />
                  <figcaption className="small text-body-secondary mt-1">{t('photoCheck.selfieCaption')}</figcaption>
                </figure>
                {profile.adminImage.slice(0, 3).map((image, index) => (
                  <figure key={image.imageId} className="mb-0">
                    <Thumbnail
                      src={image.thumbnail}
                      alt={t('images.alt', { n: index + 1, name: profile.name })}
                      className="d-block rounded border admin-thumb"
                      eager
                    />
                    <figcaption className="small text-body-secondary mt-1">
                      {t('photoCheck.profilePhoto', { n: index + 1 })}
                    </figcaption>
                  </figure>
                ))}
              </div>
              <p className="small text-body-secondary">
                {t('photoCheck.deletedBy')} <ShortDate value={selfie.deletedOn} />
              </p>
              <ActionButton
                className="btn btn-success review-button mb-3"
                disabled={decide.isPending}
                run={() => send('approve')}
              >
                {t('photoCheck.approve')}
              </ActionButton>
              <form noValidate onSubmit={onDecline} className="photo-check-decline">
                <label htmlFor={`${id}-reason`} className="form-label">
                  {t('photoCheck.reasonLabel')}
                </label>
                <select
                  id={`${id}-reason`}
                  className={`form-select mb-2${problem ? ' is-invalid' : ''}`}
                  value={reason}
                  aria-invalid={Boolean(problem)}
                  aria-describedby={problem ? `${id}-reason-error` : undefined}
                  onChange={(event) => setReason(event.target.value as PhotoDeclineReason | '')}
                >
                  <option value="">{t('photoCheck.reasonChoose')}</option>
                  {PHOTO_DECLINE_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {t(`photoCheck.reasons.${value}`)}
                    </option>
                  ))}
                </select>
                <FieldError id={`${id}-reason-error`} message={problem} />
                <button type="submit" className="btn btn-outline-danger review-button" disabled={decide.isPending}>
                  {t('photoCheck.decline')}
                </button>
              </form>
            </>
          )}
        </>
      )}
    </CardSection>
  );
}

/** The overview's list of photo checks waiting for the team, oldest first, each a link to its profile. */
export function WaitingPhotoChecks() {
  const { t } = useTranslation('admin');
  const waiting = useWaitingPhotoChecks();
  const items = waiting.data?.items ?? [];
  return (
    <CardSection headingId="waiting-photo-checks" title={t('photoCheck.waitingTitle', { count: items.length })}>
      {waiting.isError && <p className="text-danger mb-0">{t('photoCheck.loadFailed')}</p>}
      {waiting.data && !items.length && <p className="mb-0">{t('photoCheck.noneWaitingAll')}</p>}
      {items.length > 0 && (
        <ul className="mb-0">
          {items.map((item) => (
            <li key={item.profileid}>
              <Link to={adminProfilePath(item.profileid)}>
                {item.name || t('view.profileId', { id: item.profileid })}
              </Link>{' '}
              <span className="text-body-secondary">
                (<ShortDate value={item.sentOn} />)
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
