import { describe, expect, it } from 'vitest';

import { birthStars } from '../options/birth-stars.ts';

import { rasiCount, rasiFits, rasiOf, rasiOfWholeStar, starCount, straddlingStars, weekdayOf } from './stars.ts';

/**
 * The padas of each rasi, Mesha to Meena, as almanacs print them: a star alone is all four of its
 * padas.
 */
const almanac = [
  'Ashwini, Bharani, Krittika 1',
  'Krittika 2-4, Rohini, Mrigashira 1-2',
  'Mrigashira 3-4, Ardra, Punarvasu 1-3',
  'Punarvasu 4, Pushya, Ashlesha',
  'Magha, Purva Phalguni, Uttara Phalguni 1',
  'Uttara Phalguni 2-4, Hasta, Chitra 1-2',
  'Chitra 3-4, Swati, Vishakha 1-3',
  'Vishakha 4, Anuradha, Jyeshtha',
  'Mula, Purva Ashadha, Uttara Ashadha 1',
  'Uttara Ashadha 2-4, Shravana, Dhanishta 1-2',
  'Dhanishta 3-4, Shatabhisha, Purva Bhadrapada 1-3',
  'Purva Bhadrapada 4, Uttara Bhadrapada, Revati',
];

/** Every [rasi, star, padam] the almanac lists. */
const almanacPadas = almanac.flatMap((stars, index) =>
  stars.split(', ').flatMap((entry) => {
    const [, name, first, last] = /^(\D+?)(?: (\d)(?:-(\d))?)?$/.exec(entry)!;
    const star = birthStars.find((option) => option.label === name)!.id;
    const [from, to] = [Number(first ?? 1), Number(last ?? first ?? 4)];
    return Array.from({ length: to - from + 1 }, (_, offset) => [index + 1, star, from + offset] as const);
  }),
);

describe('rasiOf', () => {
  it('puts every one of the 108 padas in the rasi the almanac gives', () => {
    for (const [rasi, star, padam] of almanacPadas)
      expect(rasiOf(star, padam), `star ${star} padam ${padam}`).toBe(rasi);
    expect(almanacPadas).toHaveLength(108);
  });

  it('finds exactly the nine stars that straddle two rasis', () => {
    expect(straddlingStars).toEqual([3, 5, 7, 12, 14, 16, 21, 23, 25]);
    for (const star of straddlingStars) expect(rasiOfWholeStar(star)).toBeUndefined();
  });

  it('knows the rasi of the other 18 stars without the padam', () => {
    expect(rasiOfWholeStar(1)).toBe(1);
    expect(rasiOfWholeStar(13)).toBe(6);
    expect(rasiOfWholeStar(27)).toBe(12);
    expect(birthStars.filter((star) => rasiOfWholeStar(star.id) !== undefined)).toHaveLength(18);
  });
});

describe('rasiFits', () => {
  it('accepts the rasi that holds the padam', () => {
    expect(rasiFits(12, 1, 5)).toEqual({ fits: true });
    expect(rasiFits(12, 2, 6)).toEqual({ fits: true });
  });

  it('names the right rasi when the declared one is wrong', () => {
    expect(rasiFits(12, 1, 6)).toEqual({
      fits: false,
      message: 'Uttara Phalguni padam 1 is in Simha (Leo), not Kanya (Virgo)',
    });
    expect(rasiFits(25, 4, 11)).toEqual({
      fits: false,
      message: 'Purva Bhadrapada padam 4 is in Meena (Pisces), not Kumbha (Aquarius)',
    });
  });
});

describe('counts', () => {
  it('counts stars inclusively and round the circle', () => {
    expect(starCount(1, 1)).toBe(1);
    expect(starCount(1, 2)).toBe(2);
    expect(starCount(2, 1)).toBe(27);
    expect(starCount(26, 10)).toBe(12);
  });

  it('counts rasis inclusively and round the circle', () => {
    expect(rasiCount(1, 8)).toBe(8);
    expect(rasiCount(6, 1)).toBe(8);
    expect(rasiCount(12, 5)).toBe(6);
  });
});

describe('weekdayOf', () => {
  it('gives the weekday of a date of birth, Sunday as 0', () => {
    expect(weekdayOf('1990-01-01')).toBe(1); // a Monday
    expect(weekdayOf('2000-02-29')).toBe(2); // a Tuesday
    expect(weekdayOf('1996-05-26')).toBe(0); // a Sunday
  });

  it('gives nothing for a date that is not real', () => {
    expect(weekdayOf('1990-02-30')).toBeUndefined();
    expect(weekdayOf('')).toBeUndefined();
  });
});
