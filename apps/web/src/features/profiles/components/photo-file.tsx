import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@vivaha/shared/profile';

import { useTranslation, type TFunction } from '@/lib/i18n';

/** The largest photo, in MB, as the messages say it. */
export const PHOTO_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** The server's checks of a photo file, in the browser: what is wrong with it, or undefined. */
export function photoFileProblem(file: File, t: TFunction<'profiles'>) {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return t('photos.badType');
  if (file.size > PHOTO_MAX_BYTES) return t('photos.tooLarge', { mb: PHOTO_MB });
  return undefined;
}

/** An upload's progress bar, 0 to 100. */
export function UploadProgress({ percent, className = '' }: { percent: number; className?: string }) {
  const { t } = useTranslation('profiles');
  return (
    <div
      className={`progress${className ? ` ${className}` : ''}`}
      role="progressbar"
      aria-label={t('photos.uploading')}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
