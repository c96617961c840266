import { useTranslation } from '@/lib/i18n';

import type { SearchHit } from '../api/search-profiles';

import { CARD_IMAGE, PICTURE_SIZES, photoSrcSet } from './placeholder';

/**
 * A letter as a reader sees one: a letter or digit with the marks written on it (a Sinhala or
 * Tamil vowel sign or virama, an accent) and a joiner. For the names on the site this is the
 * grapheme Intl.Segmenter finds (the test compares the two), without what the Segmenter costs a
 * phone on first use: loading its break rules took 30 to 100 ms of the page's start.
 */
const LETTER = /[\p{L}\p{N}][\p{M}\u200C\u200D]*/u;

/**
 * A name's initials, for a card without a photo: the first letter of its first and last words
 * ('Kumari Perera' gives KP), each a whole letter with its vowel sign in Sinhala and Tamil.
 */
export function initials(name: string): string {
  const firsts = name
    .split(/\s+/)
    .map((word) => LETTER.exec(word)?.[0] ?? '')
    .filter(Boolean);
  return (firsts.length > 1 ? [firsts[0], firsts.at(-1)] : firsts).join('').toLocaleUpperCase();
}

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

/** The photo, where the owner lets anyone see it; else the initials, and a lock when it is kept back. */
export function CardPicture({
  hit,
  eager,
}: {
  hit: Pick<SearchHit, 'name' | 'defaultimage' | 'photoProtected'>;
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
      className="result-card__placeholder"
      role="img"
      aria-label={t(hit.photoProtected ? 'protectedPhotoAlt' : 'noPhotoAlt', { name: hit.name })}
    >
      <span className="result-card__initials">{initials(hit.name)}</span>
      {hit.photoProtected && (
        <span className="result-card__lock">
          <LockIcon />
          {t('result.photosProtected')}
        </span>
      )}
    </div>
  );
}
