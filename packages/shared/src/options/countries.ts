import list from './countries.json' with { type: 'json' };
import { type Option } from './option.ts';

/**
 * Countries and territories (`residentcountry`, `citizencountry`, `birthcountry`, `country`,
 * search parameter `rc`), in alphabetical order. Sri Lanka (129), India (104), United Kingdom
 * (76), United States (230), Australia (14) and Canada (38) have the spec's ids; every other entry
 * is numbered from 1 in alphabetical order, skipping those six ids.
 */
export const countries: readonly Option[] = list;

/** Countries of the browse shortcuts (`/Matrimonial-Country/...`), in the order they are shown. */
export const shortcutCountryIds = [
  129, // Sri Lanka
  104, // India
  76, // United Kingdom (U.K)
  230, // United States (U.S.A)
  38, // Canada
  14, // Australia
  155, // New Zealand
  82, // Germany
  75, // France
  107, // Italy
  212, // Switzerland
  164, // Norway
  211, // Sweden
  59, // Denmark
  153, // Netherlands
  231, // United Arab Emirates
  178, // Qatar
  193, // Saudi Arabia
  116, // Kuwait
  165, // Oman
  17, // Bahrain
  198, // Singapore
  131, // Malaysia
  132, // Maldives
  109, // Japan
  205, // South Korea
  103, // Ireland
] as const;

/** Sri Lanka: first in every list of countries a person picks from. */
export const SRI_LANKA_ID = 129;

/**
 * The countries as a list shows them: Sri Lanka first, then the others in the alphabetical order
 * of the page's language (Intl.Collator), by the names the page shows. The list above is kept in
 * English alphabetical order (its test checks), so English names need no sorting: the first
 * Intl.Collator a page makes loads the browser's locale data, a long pause on a phone.
 */
export function countriesInOrder(nameOf: (country: Option) => string, language: string): Option[] {
  const englishNames = language === 'en' && countries.every((country) => nameOf(country) === country.label);
  if (englishNames) {
    return [...countries.filter(({ id }) => id === SRI_LANKA_ID), ...countries.filter(({ id }) => id !== SRI_LANKA_ID)];
  }
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ country, name: nameOf(country) }))
    .sort(
      (a, b) =>
        Number(b.country.id === SRI_LANKA_ID) - Number(a.country.id === SRI_LANKA_ID) ||
        collator.compare(a.name, b.name),
    )
    .map(({ country }) => country);
}
