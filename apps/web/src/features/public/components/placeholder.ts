import { PHOTO_DIMENSIONS } from '@vivaha/shared/constants';

/** The site's own pictures for a profile without a photo, or with protected photos. */
export type PlaceholderKind = 'no-photo' | 'photo-protected';

/** A profile's sex as the public calls spell it ('Male' or 'Female'). */
export const isFemale = (sex: string | undefined) => sex === 'Female';

export const placeholderImage = (sex: string | undefined, kind: PlaceholderKind = 'no-photo') =>
  `/img/${isFemale(sex) ? 'bride' : 'groom'}-${kind}.svg`;

/** The card pictures the server makes are 480 by 600; the placeholders share the shape. */
export const CARD_IMAGE = PHOTO_DIMENSIONS.card;

/**
 * A photo's srcset from the sizes an answer gives addresses for, each with its width, so the
 * browser takes the smallest that fills the box at the screen's density. Only sizes that look
 * the same in the box belong together: the card and the full photo under `object-fit: cover`
 * (both centred), the medium and the full photo (the whole photo, one within 720 px, one within
 * 1600), never the square thumbnail in a 4:5 box. The widths are the largest each size can be: a
 * photo taller than wide, or smaller than 1600 px to begin with, is narrower. The pages give one
 * size per picture today (the card, the medium, the thumbnail), each sharp in its box.
 */
export function photoSrcSet(sizes: Partial<Record<keyof typeof PHOTO_DIMENSIONS, string>>): string | undefined {
  const candidates = (Object.keys(PHOTO_DIMENSIONS) as Array<keyof typeof PHOTO_DIMENSIONS>)
    .filter((size) => sizes[size])
    .map((size) => `${sizes[size]} ${PHOTO_DIMENSIONS[size].width}w`);
  return candidates.length ? candidates.join(', ') : undefined;
}

/**
 * How wide each picture is drawn, for `sizes` (Bootstrap's container and columns): a homepage card
 * (5/12 of a phone's width, a third of the row from md), a profile card in a list (half a phone's
 * width, a third of a tablet's, at most a quarter of the widest container from lg: see
 * `.card-grid`), the profile view's photo (up to 20rem on a phone, 5/12 of the column from sm).
 */
export const PICTURE_SIZES = {
  randomCard: '(min-width: 1400px) 424px, (min-width: 768px) 31vw, 40vw',
  resultCard: '(min-width: 1400px) 320px, (min-width: 992px) 280px, (min-width: 768px) 31vw, 47vw',
  viewPhoto: '(min-width: 992px) 230px, (min-width: 576px) 38vw, 20rem',
} as const;
