import type { OwnerProfile } from '@vivaha/shared/profile';

import { CardSection } from '@/components/card-section';
import { confirmToast } from '@/components/confirm-toast';
import { Thumbnail } from '@/components/thumbnail';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useSetMainImage } from '../api/set-main-image';

import { PhotoUpload } from './photo-upload';
import '@/styles/parts/forms.scss';
import '../profiles.css';

/** The owner's photos: thumbnails, the main one marked, Make main, Delete and Add photo. */
export function PhotoManager({ profile }: { profile: Pick<OwnerProfile, 'profileid' | 'name' | 'images'> }) {
  const { t } = useTranslation('profiles');
  const id = profile.profileid;
  const remove = useDeleteProfileImage(id);
  const makeMain = useSetMainImage(id);
  const busy = remove.isPending || makeMain.isPending;

  const onDelete = async (imageId: number) => {
    const yes = await confirmToast(t('photos.deleteConfirm'), {
      confirm: t('actions.confirm'),
      cancel: t('actions.cancel'),
    });
    if (!yes) return;
    remove.mutate(imageId, {
      onSuccess: () => toast.success(t('photos.deleted')),
      onError: (error) => toast.error(error.message || t('photos.deleteFailed')),
    });
  };
  const onMakeMain = (imageId: number) =>
    makeMain.mutate(imageId, {
      onSuccess: () => toast.success(t('photos.mainSet')),
      onError: (error) => toast.error(error.message || t('photos.mainFailed')),
    });

  return (
    <CardSection headingId="photos-title" title={t('photos.title')}>
      <p className="form-text mt-0">
        {t('photos.intro')} {t('photos.reviewNote')}
      </p>
      {profile.images.length === 0 ? (
        <p>{t('photos.none')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-3 photo-list">
          {profile.images.map((image, index) => (
            <li key={image.imageId} className="photo-item">
              <div className="position-relative">
                <Thumbnail
                  src={image.thumbnail}
                  alt={t('photos.alt', { n: index + 1, name: profile.name })}
                  className="rounded border photo-thumb"
                />
                {image.isMain && <span className="badge text-bg-primary photo-main-badge">{t('photos.main')}</span>}
              </div>
              {!image.reviewed && <span className="badge text-bg-warning mt-1">{t('photos.waiting')}</span>}
              <div className="d-flex gap-1 mt-2">
                {!image.isMain && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    disabled={busy}
                    onClick={() => onMakeMain(image.imageId)}
                    aria-label={t('photos.makeMainN', { n: index + 1 })}
                  >
                    {t('photos.makeMain')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={busy}
                  onClick={() => void onDelete(image.imageId)}
                  aria-label={t('photos.deleteN', { n: index + 1 })}
                >
                  {t('photos.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PhotoUpload profileId={id} photoCount={profile.images.length} />
    </CardSection>
  );
}
