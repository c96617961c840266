import type { Language } from './languages.ts';
import list from './towns.json' with { type: 'json' };

/**
 * The main towns of Sri Lanka in the three scripts, as families write them in a profile's city
 * (which stays as they typed it): the city fields suggest these names, and a search for a town by
 * any of its names finds it written in the others ("Kandy" finds "මහනුවර" and "கண்டி").
 * `also` holds other spellings in Latin letters. The towns themselves are data, in `towns.json`.
 */
export interface Town {
  en: string;
  si: string;
  ta: string;
  also?: readonly string[];
}

export const towns: readonly Town[] = list;

/** A name as compared: lower case, without spaces, dots, hyphens or apostrophes ("Nuwara-Eliya"). */
const folded = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.'’-]+/g, '');

const namesOf = (town: Town) => [town.en, town.si, town.ta, ...(town.also ?? [])];

const byName = new Map(towns.flatMap((town) => namesOf(town).map((name) => [folded(name), town] as const)));

/**
 * Every name a search for a place should find: all the names of a known town typed in any script
 * or spelling, else the place as typed.
 */
export function placeNames(typed: string): string[] {
  const place = typed.trim();
  if (!place) return [];
  const town = byName.get(folded(place));
  return town ? namesOf(town) : [place];
}

/**
 * The names a city field suggests on a page: each town in the page's script first, then the
 * other Sri Lankan script and English, so a family picks the name they write.
 */
export function townSuggestions(language: Language): string[] {
  const order: Array<'en' | 'si' | 'ta'> =
    language === 'si' ? ['si', 'ta', 'en'] : language === 'ta' ? ['ta', 'si', 'en'] : ['en', 'si', 'ta'];
  const collator = new Intl.Collator(language);
  return order.flatMap((script) => towns.map((town) => town[script]).sort(collator.compare));
}
