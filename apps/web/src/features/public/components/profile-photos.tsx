import { useState } from 'react';

import { useTranslation } from '@/lib/i18n';

import type { ProfileViewData } from '../api/get-profile-view';

import { CARD_IMAGE, PICTURE_SIZES, photoSrcSet, placeholderImage } from './placeholder';

/**
 * The photo column (spec section 4, Profile view visibility): the first photo with thumbnails to
 * switch it, or the gendered placeholder: photo-protected when the photos are hidden from this
 * visitor, no-photo otherwise.
 */
export function ProfilePhotos({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const [selected, setSelected] = useState(0);
  const { name, sex } = view.summary;
  const photos = view.showphoto && view.photoavailable ? view.images.items : [];
  const main = photos[selected] ?? photos[0];

  if (!main) {
    const hidden = !view.showphoto && view.photoprotected;
    return (
      <figure className="mb-0 view-placeholder">
        <img
          className="view-photo"
          src={placeholderImage(sex, hidden ? 'photo-protected' : 'no-photo')}
          alt={t(hidden ? 'protectedPhotoAlt' : 'noPhotoAlt', { name })}
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          fetchPriority="high"
        />
        {view.images.message && (
          <figcaption className="small text-body-secondary mt-2">{view.images.message}</figcaption>
        )}
      </figure>
    );
  }
  return (
    <div>
      {/* The page's largest picture: asked for first, before the thumbnails and the side columns.
          The box is never drawn wider than 20rem (PICTURE_SIZES.viewPhoto), so the medium size
          (720 px) is sharp even on a phone of 3 device pixels per CSS pixel (2.25 of them): the
          full photo, two to four times the bytes, would only spend a family's mobile data. The
          full one stands in only for a photo stored before the medium size existed. */}
      <img
        className="view-photo"
        src={main.medium || main.imagename}
        srcSet={photoSrcSet(main.medium ? { medium: main.medium } : { full: main.imagename })}
        sizes={PICTURE_SIZES.viewPhoto}
        alt={t('photoAlt', { name })}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        fetchPriority="high"
      />
      {photos.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={t('view.photos')}>
          {photos.map((photo, index) => (
            <li key={photo.thumbnail}>
              <button
                type="button"
                className="view-thumb"
                aria-pressed={photo === main}
                aria-label={t('view.showPhoto', { number: index + 1 })}
                onClick={() => setSelected(index)}
              >
                <img
                  src={photo.thumbnail}
                  srcSet={photoSrcSet({ thumb: photo.thumbnail })}
                  sizes="64px"
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
