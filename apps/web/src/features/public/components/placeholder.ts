/** The site's own pictures for a profile without a photo, or with protected photos. */
export type PlaceholderKind = 'no-photo' | 'photo-protected';

/** A profile's sex as the public calls spell it ('Male' or 'Female'). */
export const isFemale = (sex: string | undefined) => sex === 'Female';

export const placeholderImage = (sex: string | undefined, kind: PlaceholderKind = 'no-photo') =>
  `/img/${isFemale(sex) ? 'bride' : 'groom'}-${kind}.svg`;

/** The card pictures the server makes are 480 by 600; the placeholders share the shape. */
export const CARD_IMAGE = { width: 480, height: 600 } as const;
