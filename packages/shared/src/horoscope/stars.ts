import { isCalendarDate } from '../dates.ts';
import { birthStars } from '../options/birth-stars.ts';
import { optionLabel } from '../options/option.ts';
import { rasis } from '../options/rasis.ts';

/**
 * Stars, padams and rasis as the horoscope engine counts them. Star ids follow `birthStars`
 * (1 = Ashwini ... 27 = Revati), rasi ids follow `rasis` (1 = Mesha ... 12 = Meena). The zodiac
 * holds 108 padas (27 stars of 4), 9 to a rasi, so a rasi follows from star and padam.
 */

export const STAR_COUNT = 27;
export const PADAMS_PER_STAR = 4;
export const PADAMS_PER_RASI = 9;
export const RASI_COUNT = 12;
export const WEEKDAY_COUNT = 7;

export const isStar = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= STAR_COUNT;

export const isPadam = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= PADAMS_PER_STAR;

export const isRasi = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= RASI_COUNT;

export const isWeekday = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < WEEKDAY_COUNT;

/** The rasi (1-12) that holds the given padam of the given star. */
export function rasiOf(star: number, padam: number): number {
  const pada = (star - 1) * PADAMS_PER_STAR + (padam - 1);
  return Math.floor(pada / PADAMS_PER_RASI) + 1;
}

/** The rasi of a star when its padam is not known: defined only if the whole star lies in one rasi. */
export function rasiOfWholeStar(star: number): number | undefined {
  const first = rasiOf(star, 1);
  return rasiOf(star, PADAMS_PER_STAR) === first ? first : undefined;
}

/** The stars whose padas lie in two rasis (nine of them: Krittika, Mrigashira, Punarvasu, ...). */
export const straddlingStars: readonly number[] = birthStars
  .map((star) => star.id)
  .filter((star) => rasiOfWholeStar(star) === undefined);

export type RasiFit = { fits: true } | { fits: false; message: string };

/**
 * Whether a declared rasi agrees with star and padam, with a message for the profile form, e.g.
 * "Uttara Phalguni padam 1 is in Simha (Leo), not Kanya (Virgo)". Star, padam and rasi must be
 * valid ids (check them with `isStar`, `isPadam` and `isRasi` first).
 */
export function rasiFits(star: number, padam: number, rasi: number): RasiFit {
  const actual = rasiOf(star, padam);
  if (actual === rasi) return { fits: true };
  const starName = optionLabel(birthStars, star);
  return {
    fits: false,
    message: `${starName} padam ${padam} is in ${optionLabel(rasis, actual)}, not ${optionLabel(rasis, rasi)}`,
  };
}

/**
 * The traditional inclusive count from one star to another: the star itself is 1, the next is 2,
 * the star just before it is 27.
 */
export const starCount = (from: number, to: number): number => ((to - from + STAR_COUNT) % STAR_COUNT) + 1;

/** The inclusive count from one rasi to another: the rasi itself is 1, the one before it is 12. */
export const rasiCount = (from: number, to: number): number => ((to - from + RASI_COUNT) % RASI_COUNT) + 1;

/** The weekday of a 'YYYY-MM-DD' date of birth, 0 = Sunday ... 6 = Saturday; undefined if not a date. */
export function weekdayOf(dob: string): number | undefined {
  if (!isCalendarDate(dob)) return undefined;
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
