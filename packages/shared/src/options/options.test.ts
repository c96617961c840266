import { describe, expect, it } from 'vitest';

import { birthStars } from './birth-stars.ts';
import { bodyTypes } from './body-types.ts';
import { complexions } from './complexions.ts';
import { countries, shortcutCountryIds } from './countries.ts';
import { createdBy } from './created-by.ts';
import { educations } from './educations.ts';
import { ethnicities } from './ethnicities.ts';
import { foodHabits } from './food-habits.ts';
import { heightUnits } from './height-units.ts';
import { adminMaritalStatusLabel, maritalStatuses } from './marital-statuses.ts';
import { motherTongues } from './mother-tongues.ts';
import { occupations, shortcutOccupationIds } from './occupations.ts';
import { findOption, isOptionId, type Option, optionIds, optionLabel } from './option.ts';
import { rasis } from './rasis.ts';
import { religions } from './religions.ts';
import { sexes } from './sexes.ts';
import { isTitle, titles } from './titles.ts';
import { weightUnits } from './weight-units.ts';

const lists: Record<string, readonly Option[]> = {
  createdBy,
  sexes,
  maritalStatuses,
  ethnicities,
  motherTongues,
  religions,
  bodyTypes,
  complexions,
  foodHabits,
  educations,
  heightUnits,
  weightUnits,
  rasis,
  birthStars,
  occupations,
  countries,
};

/** The list as the spec writes it, each id before its label ("1 Self, 2 Parents"), to compare in one go. */
const written = (list: readonly Option[]) => list.map(({ id, label }) => `${id} ${label}`).join(', ');

/** The spec’s fixed lists as it writes them, by the name of the list. */
const specLists: Record<string, string> = {
  createdBy: '1 Self, 2 Parents, 3 Siblings, 4 Friend, 5 Marriage Broker, 6 Others',
  sexes: '1 Male, 2 Female',
  maritalStatuses: '74 Never Married, 75 Widowed/Widower, 76 Divorced, 77 Separated',
  ethnicities:
    '1 Sinhalese, 2 Sri Lankan Tamil, 3 Sri Lankan Moor/Muslim, 4 Indian Tamil, 5 Sri Lankan Malay, 6 Burgher/Eurasian, 7 Indian Moor, 8 Other',
  motherTongues: '1 Sinhala, 2 Tamil, 3 English, 4 Malay, 5 Other',
  religions: '65 Hindu, 66 Christian, 67 Roman Catholic, 190 Muslim, 296 Buddhist, 304 Atheist, 310 Non R C',
  bodyTypes: '1 Slim, 2 Athletic, 3 Average, 4 Heavy',
  complexions: '96 Dark, 97 Fair, 98 Brown, 99 White, 100 Black, 262 Wheatish, 278 Very Fair, 284 Wheatish Brown',
  foodHabits: '63 Vegetarian, 64 Non-Vegetarian',
  educations:
    '1 No Education, 2 Primary, 3 Secondary, 4 Higher, 5 Diploma, 6 Graduate Degree, 7 Postgraduate Degree, 8 Doctor of Philosophy',
  heightUnits: '1 Inches, 2 cm',
  weightUnits: '1 lbs, 2 kg',
};

describe('every option list', () => {
  it.each(Object.entries(lists))('%s has unique positive integer ids and non-empty labels', (_name, list) => {
    const ids = optionIds(list);
    expect(new Set(ids).size).toBe(ids.length);
    for (const option of list) {
      expect(Number.isInteger(option.id) && option.id > 0).toBe(true);
      expect(option.label.trim()).not.toBe('');
      expect(option.label).toBe(option.label.trim());
    }
  });

  it.each(Object.entries(lists))('%s has unique labels', (_name, list) => {
    const labels = list.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('the spec’s fixed lists', () => {
  it('titles are the spec’s texts', () => {
    expect(titles.join(', ')).toBe('Mr., Mrs., Ms., Dr., Prof., Rev., Hon., Sir, Madam, Master, Miss, Mx.');
    expect(isTitle('Dr.')).toBe(true);
    expect(isTitle('Dr')).toBe(false);
    expect(isTitle(1)).toBe(false);
  });

  it.each(Object.entries(specLists))('%s', (name, expected) => {
    expect(written(lists[name]!)).toBe(expected);
  });
});

describe('astro lists', () => {
  it.each([
    ['rasi', 12, rasis],
    ['birth star', 27, birthStars],
  ] as const)('%s has %i entries: ids 1..n in order, each with Sinhala and Tamil names', (_name, count, list) => {
    expect(list).toHaveLength(count);
    expect(optionIds(list)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    for (const option of list) {
      expect(option.si.trim()).not.toBe('');
      expect(option.ta.trim()).not.toBe('');
      expect(option.si).toMatch(/^[\u0D80-\u0DFF\u200D]+$/u);
      expect(option.ta).toMatch(/^[\u0B80-\u0BFF]+$/u);
    }
  });

  it('starts and ends in the traditional order', () => {
    expect(rasis[0]).toEqual({ id: 1, label: 'Mesha (Aries)', si: 'මේෂ', ta: 'மேஷம்' });
    expect(rasis[11]).toMatchObject({ id: 12, si: 'මීන', ta: 'மீனம்' });
    expect(birthStars[0]).toEqual({ id: 1, label: 'Ashwini', si: 'අස්විද', ta: 'அசுவினி' });
    expect(birthStars[26]).toMatchObject({ id: 27, label: 'Revati', si: 'රේවතී', ta: 'ரேவதி' });
  });
});

describe('occupations', () => {
  it('has about 40 entries', () => {
    expect(occupations.length).toBeGreaterThanOrEqual(35);
    expect(occupations.length).toBeLessThanOrEqual(50);
  });

  it('carries the spec’s ids and labels', () => {
    const required: [number, string][] = [
      [53, 'Doctor'],
      [54, 'Engineer'],
      [55, 'Teacher'],
      [56, 'Technician'],
      [78, 'Software Professional'],
      [79, 'Sales Professional'],
      [80, 'Executive'],
      [81, 'Hardware Professional'],
      [82, 'Accountant'],
      [83, 'Consultant'],
      [323, 'Student'],
      [273, 'Not Employed'],
    ];
    for (const [id, label] of required) expect(optionLabel(occupations, id)).toBe(label);
  });

  it('has the 10 shortcut occupations, all in the list', () => {
    expect(shortcutOccupationIds).toEqual([53, 54, 55, 56, 78, 79, 80, 81, 82, 83]);
    for (const id of shortcutOccupationIds) expect(isOptionId(occupations, id)).toBe(true);
  });
});

describe('countries', () => {
  const required: [number, string][] = [
    [129, 'Sri Lanka'],
    [104, 'India'],
    [230, 'United States (U.S.A)'],
    [76, 'United Kingdom (U.K)'],
    [14, 'Australia'],
    [38, 'Canada'],
  ];

  it('has about 240-245 entries with unique labels', () => {
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.length).toBeLessThanOrEqual(250);
    expect(new Set(countries.map((country) => country.label.toLowerCase())).size).toBe(countries.length);
  });

  it('carries the spec’s ids and labels', () => {
    for (const [id, label] of required) expect(optionLabel(countries, id)).toBe(label);
  });

  it('numbers every other country alphabetically from 1, skipping the spec’s ids', () => {
    const fixedIds = new Set(required.map(([id]) => id));
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const others = countries.filter((country) => !fixedIds.has(country.id));
    const byName = [...others].sort((a, b) => collator.compare(a.label, b.label));
    const expected = Array.from({ length: others.length + fixedIds.size }, (_, index) => index + 1).filter(
      (id) => !fixedIds.has(id),
    );
    expect(byName.map((country) => country.id)).toEqual(expected.slice(0, others.length));
  });

  it('is listed in alphabetical order', () => {
    const labels = countries.map((country) => country.label);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(labels).toEqual([...labels].sort(collator.compare));
  });

  it('has the 27 browse shortcuts, all in the list', () => {
    expect(shortcutCountryIds).toHaveLength(27);
    expect(new Set(shortcutCountryIds).size).toBe(27);
    for (const id of shortcutCountryIds) expect(isOptionId(countries, id)).toBe(true);
    const labels = shortcutCountryIds.map((id) => optionLabel(countries, id));
    expect(labels).toEqual([
      'Sri Lanka',
      'India',
      'United Kingdom (U.K)',
      'United States (U.S.A)',
      'Canada',
      'Australia',
      'New Zealand',
      'Germany',
      'France',
      'Italy',
      'Switzerland',
      'Norway',
      'Sweden',
      'Denmark',
      'Netherlands',
      'United Arab Emirates',
      'Qatar',
      'Saudi Arabia',
      'Kuwait',
      'Oman',
      'Bahrain',
      'Singapore',
      'Malaysia',
      'Maldives',
      'Japan',
      'South Korea',
      'Ireland',
    ]);
  });
});

describe('helpers', () => {
  it('optionIds lists the ids in order', () => {
    expect(optionIds(religions)).toEqual([65, 66, 67, 190, 296, 304, 310]);
  });

  it('optionLabel finds a label, or undefined for unselected and unknown ids', () => {
    expect(optionLabel(religions, 296)).toBe('Buddhist');
    expect(optionLabel(religions, 0)).toBeUndefined();
    expect(optionLabel(religions, 1)).toBeUndefined();
    expect(optionLabel(religions, null)).toBeUndefined();
    expect(optionLabel(religions, undefined)).toBeUndefined();
  });

  it('findOption returns the whole entry', () => {
    expect(findOption(rasis, 5)?.ta).toBe('சிம்மம்');
    expect(findOption(rasis, 13)).toBeUndefined();
  });

  it('isOptionId accepts only the list’s numeric ids', () => {
    expect(isOptionId(maritalStatuses, 74)).toBe(true);
    expect(isOptionId(maritalStatuses, 0)).toBe(false);
    expect(isOptionId(maritalStatuses, 1)).toBe(false);
    expect(isOptionId(maritalStatuses, '74')).toBe(false);
    expect(isOptionId(maritalStatuses, null)).toBe(false);
  });

  it('the admin form spells status 77 Seperated; elsewhere it is Separated', () => {
    expect(adminMaritalStatusLabel(77)).toBe('Seperated');
    expect(optionLabel(maritalStatuses, 77)).toBe('Separated');
    expect(adminMaritalStatusLabel(74)).toBe('Never Married');
    expect(adminMaritalStatusLabel(0)).toBeUndefined();
  });
});
