import { describe, expect, it } from 'vitest';

import { birthStars } from '../options/birth-stars.ts';

import { rasiCount, rasiFits, rasiOf, rasiOfWholeStar, starCount, straddlingStars, weekdayOf } from './stars.ts';

/** The padas of each rasi as printed in almanacs: [rasi, [star, first padam, last padam]...]. */
const almanac: [number, [number, number, number][]][] = [
  [
    1,
    [
      [1, 1, 4],
      [2, 1, 4],
      [3, 1, 1],
    ],
  ], // Mesha: Ashwini, Bharani, Krittika 1
  [
    2,
    [
      [3, 2, 4],
      [4, 1, 4],
      [5, 1, 2],
    ],
  ], // Vrishabha: Krittika 2-4, Rohini, Mrigashira 1-2
  [
    3,
    [
      [5, 3, 4],
      [6, 1, 4],
      [7, 1, 3],
    ],
  ], // Mithuna: Mrigashira 3-4, Ardra, Punarvasu 1-3
  [
    4,
    [
      [7, 4, 4],
      [8, 1, 4],
      [9, 1, 4],
    ],
  ], // Kataka: Punarvasu 4, Pushya, Ashlesha
  [
    5,
    [
      [10, 1, 4],
      [11, 1, 4],
      [12, 1, 1],
    ],
  ], // Simha: Magha, Purva Phalguni, Uttara Phalguni 1
  [
    6,
    [
      [12, 2, 4],
      [13, 1, 4],
      [14, 1, 2],
    ],
  ], // Kanya: Uttara Phalguni 2-4, Hasta, Chitra 1-2
  [
    7,
    [
      [14, 3, 4],
      [15, 1, 4],
      [16, 1, 3],
    ],
  ], // Thula: Chitra 3-4, Swati, Vishakha 1-3
  [
    8,
    [
      [16, 4, 4],
      [17, 1, 4],
      [18, 1, 4],
    ],
  ], // Vrischika: Vishakha 4, Anuradha, Jyeshtha
  [
    9,
    [
      [19, 1, 4],
      [20, 1, 4],
      [21, 1, 1],
    ],
  ], // Dhanu: Mula, Purva Ashadha, Uttara Ashadha 1
  [
    10,
    [
      [21, 2, 4],
      [22, 1, 4],
      [23, 1, 2],
    ],
  ], // Makara: Uttara Ashadha 2-4, Shravana, Dhanishta 1-2
  [
    11,
    [
      [23, 3, 4],
      [24, 1, 4],
      [25, 1, 3],
    ],
  ], // Kumbha: Dhanishta 3-4, Shatabhisha, Purva Bhadrapada 1-3
  [
    12,
    [
      [25, 4, 4],
      [26, 1, 4],
      [27, 1, 4],
    ],
  ], // Meena: Purva Bhadrapada 4, Uttara Bhadrapada, Revati
];

describe('rasiOf', () => {
  it('puts every one of the 108 padas in the rasi the almanac gives', () => {
    let padas = 0;
    for (const [rasi, ranges] of almanac) {
      for (const [star, first, last] of ranges) {
        for (let padam = first; padam <= last; padam++) {
          expect(rasiOf(star, padam), `star ${star} padam ${padam}`).toBe(rasi);
          padas++;
        }
      }
    }
    expect(padas).toBe(108);
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
