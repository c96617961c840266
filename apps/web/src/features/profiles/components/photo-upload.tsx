import { type ChangeEvent, useEffect, useRef, useState } from 'react';

import { PHOTO_LIMIT, PHOTO_TYPES } from '@vivaha/shared/profile';

import { FieldError } from '@/components/field-error';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useUploadProfileImage } from '../api/upload-profile-image';

import { PHOTO_MB, photoFileProblem, UploadProgress } from './photo-file';

import '@/styles/parts/forms.scss';

/** Add photo: the server's checks first in the browser, a preview, and the upload's progress. */
export function PhotoUpload({ profileId, photoCount }: { profileId: number; photoCount: number }) {
  const { t } = useTranslation('profiles');
  const upload = useUploadProfileImage(profileId);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const full = photoCount >= PHOTO_LIMIT;

  // The preview's object URL is let go as soon as it is replaced or no longer shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = photoFileProblem(file, t);
    setProblem(reason);
    if (reason) {
      event.target.value = '';
      return;
    }
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { file, onProgress: setProgress, tooLarge: t('photos.tooLarge', { mb: PHOTO_MB }) },
      {
        onSuccess: () => toast.success(t('photos.uploaded')),
        onError: (error) => toast.error(error.message || t('photos.uploadFailed')),
        onSettled: () => {
          setPreview(undefined);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const describedBy = ['photo-file-help', problem ? 'photo-file-error' : ''].filter(Boolean).join(' ');
  return (
    <div className="mt-2 photo-upload">
      <label htmlFor="photo-file" className="form-label">
        {t('photos.add')}
      </label>
      <input
        ref={input}
        id="photo-file"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        disabled={full || upload.isPending}
        aria-invalid={Boolean(problem)}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <div id="photo-file-help" className="form-text">
        {full ? t('photos.limit', { limit: PHOTO_LIMIT }) : t('photos.addHelp', { mb: PHOTO_MB })}
      </div>
      <FieldError id="photo-file-error" message={problem} />
      {preview && (
        <div className="d-flex align-items-center gap-3 mt-3">
          <img
            src={preview}
            alt={t('photos.preview')}
            width={150}
            height={150}
            className="rounded border photo-thumb"
          />
          <div className="flex-grow-1">
            <div className="small mb-1" aria-hidden="true">
              {t('photos.progress', { percent: progress })}
            </div>
            <UploadProgress percent={progress} />
          </div>
        </div>
      )}
    </div>
  );
}
