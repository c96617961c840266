import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import { PHOTO_TYPES } from '@vivaha/shared/profile';

import { BusyButton } from '@/components/busy-button';
import { FieldError } from '@/components/field-error';
import { PoseDrawing } from '@/components/pose-drawing';
import { ShortDate } from '@/components/short-date';
import { useTranslation } from '@/lib/i18n';

import { useDrawPose, useProfileChecks, useSendSelfie, useWithdrawPhotoCheck } from '../api/profile-checks';

import { formError } from './check-form-error';
import { CheckOutcome } from './check-outcome';
import { PHOTO_MB, photoFileProblem, UploadProgress } from './photo-file';

import '@/styles/parts/forms.scss';

/**
 * The team's photo check (README, Verification): the site draws a pose, the owner takes a photo
 * of the person in it (a phone opens its front camera), and the team compares it with the
 * profile's photos. The photo is deleted as soon as the team decides, and is never shown to
 * other members; the owner may cancel meanwhile, which deletes it at once.
 */
export function PhotoCheck({ profileId, name }: { profileId: number; name: string }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const checks = useProfileChecks(profileId);
  const draw = useDrawPose(profileId);
  const send = useSendSelfie(profileId);
  const withdraw = useWithdrawPhotoCheck(profileId);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [said, setSaid] = useState<string>();
  const [error, setError] = useState<{ message: string; field?: string }>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const forget = () => {
    setFile(undefined);
    setPreview(undefined);
    if (input.current) input.current.value = '';
  };
  const failed = (failure: unknown, what: string) => {
    console.error(what, profileId, 'failed', failure);
    setError(formError(failure, 'file', t('checks.failed')));
  };
  const run = async (what: string, work: () => Promise<string | undefined>) => {
    setSaid(undefined);
    setError(undefined);
    try {
      setSaid(await work());
    } catch (failure) {
      failed(failure, what);
    }
  };

  const onStart = () =>
    run('Drawing a pose for profile', async () => {
      forget();
      await draw.mutateAsync();
      return undefined;
    });
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setError(undefined);
    if (!chosen) return;
    const problem = photoFileProblem(chosen, t);
    if (problem) {
      forget();
      setError({ message: '', field: problem });
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const onSend = () =>
    run('Sending the photo check of profile', async () => {
      if (!file) {
        setError({ message: '', field: t('checks.photoChoose') });
        return undefined;
      }
      setProgress(0);
      const done = await send.mutateAsync({
        file,
        onProgress: setProgress,
        tooLarge: t('photos.tooLarge', { mb: PHOTO_MB }),
      });
      forget();
      return done.message;
    });
  const onCancel = () =>
    run('Cancelling the photo check of profile', async () => {
      forget();
      return (await withdraw.mutateAsync()).message;
    });

  const photo = checks.data?.photo;
  const under = checks.data?.photoCheck;
  const busy = draw.isPending || send.isPending || withdraw.isPending;
  return (
    <div className="mt-3 photo-check" aria-busy={busy}>
      <h3 className="h6">{t('checks.photoTitle')}</h3>
      {photo?.current ? (
        <p className="mb-0" role="status">
          {t('checks.photoDone')}
        </p>
      ) : under?.state === 'waiting' ? (
        <>
          <p className="mb-2" role="status">
            {t('checks.photoWaiting')} <ShortDate value={under.expiresOn} />
          </p>
          <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => void onCancel()}>
            {t('checks.photoCancel')}
          </button>
        </>
      ) : under?.state === 'posed' ? (
        <>
          <p className="mb-2">{t('checks.photoPose', { name })}</p>
          <PoseDrawing pose={under.pose} />
          <p className="form-text">{t('checks.photoPoseHint')}</p>
          <label htmlFor={`${id}-selfie`} className="form-label">
            {t('checks.photoFile')}
          </label>
          <input
            ref={input}
            id={`${id}-selfie`}
            name="selfie"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            capture="user"
            className={`form-control${error?.field ? ' is-invalid' : ''}`}
            disabled={busy}
            aria-invalid={Boolean(error?.field)}
            aria-describedby={error?.field ? `${id}-selfie-error` : undefined}
            onChange={onChoose}
          />
          <FieldError id={`${id}-selfie-error`} message={error?.field} />
          {preview && (
            <img
              src={preview}
              alt={t('checks.photoPreview')}
              width={150}
              height={150}
              className="d-block rounded border mt-2 photo-check__preview"
            />
          )}
          {send.isPending && <UploadProgress percent={progress} className="mt-2" />}
          <div className="d-flex flex-wrap gap-2 mt-2">
            <BusyButton
              type="button"
              busy={send.isPending}
              busyText={t('checks.photoSending')}
              disabled={busy}
              onClick={() => void onSend()}
            >
              {t('checks.photoSend')}
            </BusyButton>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => void onStart()}>
              {t('checks.photoOther')}
            </button>
            <button type="button" className="btn btn-link" disabled={busy} onClick={() => void onCancel()}>
              {t('checks.photoCancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          {photo?.result === 'declined' && (
            <p className="alert alert-warning mb-2" role="status">
              {t('checks.photoDeclined')} {photo.reason ? t(`checks.photoReasons.${photo.reason}`) : ''}
            </p>
          )}
          {photo?.result === 'verified' && (
            <p className="mb-2" role="status">
              {t('checks.photoStale')}
            </p>
          )}
          <p className="mb-2">{t('checks.photoIntro', { name })}</p>
          <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void onStart()}>
            {t('checks.photoStart')}
          </button>
        </>
      )}
      <CheckOutcome said={said || undefined} error={error?.message} gap="mt-2" />
    </div>
  );
}
