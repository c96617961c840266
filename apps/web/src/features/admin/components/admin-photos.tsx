import type { AdminProfile } from '@vivaha/shared/admin';

import { CardSection } from '@/components/card-section';
import { Thumbnail } from '@/components/thumbnail';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useDeleteAdminImage } from '../api/delete-admin-image';

import { confirmDialog } from './confirm-dialog';
import '../admin.css';

type Props = { profile: Pick<AdminProfile, 'profileid' | 'name' | 'adminImage'> };

/** The profile's photos as 150 by 150 thumbnails, each with Delete Image (spec section 2). */
export function AdminPhotos({ profile }: Props) {
  const { t } = useTranslation('admin');
  const remove = useDeleteAdminImage(profile.profileid);

  const onDelete = async (imageId: number) => {
    try {
      const yes = await confirmDialog({
        title: t('images.confirmTitle'),
        text: t('images.confirmText'),
        confirm: t('images.confirmYes'),
        cancel: t('images.confirmNo'),
      });
      if (!yes) return;
      await remove.mutateAsync(imageId);
      toast.success(t('images.deleted'));
    } catch (error) {
      console.error('Deleting image', imageId, 'failed', error);
      toast.error(t('images.failed'));
    }
  };

  return (
    <CardSection headingId="admin-photos-title" title={t('images.title')}>
      {profile.adminImage.length === 0 ? (
        <p className="mb-0">{t('images.none')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
          {profile.adminImage.map((image, index) => (
            <li key={image.imageId}>
              {!image.reviewed && <span className="badge text-bg-warning d-block mb-1">{t('images.waiting')}</span>}
              <a
                href={image.imageLocation}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('images.open', { n: index + 1 })}
              >
                <Thumbnail
                  src={image.thumbnail}
                  alt={t('images.alt', { n: index + 1, name: profile.name })}
                  className="d-block rounded border admin-thumb"
                />
              </a>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger mt-2"
                disabled={remove.isPending}
                onClick={() => void onDelete(image.imageId)}
                aria-label={t('images.deleteN', { n: index + 1 })}
              >
                {t('images.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
