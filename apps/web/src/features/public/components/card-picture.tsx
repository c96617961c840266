import { useTranslation } from '@/lib/i18n';

import type { SearchHit } from '../api/search-profiles';

import { CARD_IMAGE, isFemale, PICTURE_SIZES, photoSrcSet } from './placeholder';

function LockIcon() {
  return (
    <svg className="result-card__lock-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z"
      />
    </svg>
  );
}

/**
 * The photo, where this viewer may see it; else the site's drawn silhouette of a bride or a groom,
 * with a small lock and "Photo on request" when a photo is there but kept back. Never a blurred
 * copy of the photo: a blur can be undone.
 */
export function CardPicture({
  hit,
  eager,
}: {
  hit: Pick<SearchHit, 'name' | 'sex' | 'defaultimage' | 'photoProtected'>;
  eager: boolean;
}) {
  const { t } = useTranslation('public');
  if (hit.defaultimage) {
    return (
      <img
        className="result-card__photo"
        src={hit.defaultimage}
        srcSet={photoSrcSet({ card: hit.defaultimage })}
        sizes={PICTURE_SIZES.resultCard}
        alt={t('photoAlt', { name: hit.name })}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    );
  }
  return (
    <div
      className={`result-card__placeholder result-card__placeholder--${isFemale(hit.sex) ? 'bride' : 'groom'}`}
      role="img"
      aria-label={t(hit.photoProtected ? 'protectedPhotoAlt' : 'noPhotoAlt', { name: hit.name })}
    >
      {hit.photoProtected && (
        <span className="result-card__lock">
          <LockIcon />
          {t('result.photoOnRequest')}
        </span>
      )}
    </div>
  );
}
