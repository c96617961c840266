import { birthStars } from './birth-stars.ts';
import { bodyTypes } from './body-types.ts';
import { complexions } from './complexions.ts';
import { countries } from './countries.ts';
import { createdBy } from './created-by.ts';
import { educations } from './educations.ts';
import { ethnicities } from './ethnicities.ts';
import { foodHabits } from './food-habits.ts';
import { heightUnits } from './height-units.ts';
import { maritalStatuses } from './marital-statuses.ts';
import { motherTongues } from './mother-tongues.ts';
import { occupations } from './occupations.ts';
import type { Option } from './option.ts';
import { rasis } from './rasis.ts';
import { religions } from './religions.ts';
import { sexes } from './sexes.ts';
import { weightUnits } from './weight-units.ts';

/** Every coded list, by the name its translations use (`locales/<lang>/options.json`). */
export const optionLists = {
  birthStars,
  bodyTypes,
  complexions,
  countries,
  createdBy,
  educations,
  ethnicities,
  foodHabits,
  heightUnits,
  maritalStatuses,
  motherTongues,
  occupations,
  rasis,
  religions,
  sexes,
  weightUnits,
} as const satisfies Record<string, readonly Option[]>;
export type OptionListName = keyof typeof optionLists;

/** The name of a coded list, found by the list itself. */
export const listName = (list: readonly Option[]): OptionListName | undefined =>
  (Object.keys(optionLists) as OptionListName[]).find((name) => optionLists[name] === list);

/**
 * The lists whose words also stand before a noun in a title or a heading ("Sinhalese Buddhist
 * Bride", "Never Married Grooms"). Sinhala and Tamil write those as adjectives ("சிங்கள பௌத்த
 * மணமகள்", not "சிங்களவர் பௌத்தர் மணமகள்"): the `asAdjective` section of their options.json.
 * English uses the labels themselves.
 */
export const adjectiveLists = [
  'ethnicities',
  'religions',
  'maritalStatuses',
] as const satisfies readonly OptionListName[];
export type AdjectiveListName = (typeof adjectiveLists)[number];
