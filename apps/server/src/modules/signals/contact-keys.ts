import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * The countries where most Vivaha families live, by the portal's country id, so a local number
 * ("077 123 4567" in Sri Lanka, "07700 900123" in the U.K.) reads as the same E.164 number as
 * its international form. Any other country, or none, reads local numbers as Sri Lankan.
 */
const ISO_BY_COUNTRY: Record<number, CountryCode> = {
  129: 'LK',
  104: 'IN',
  76: 'GB',
  230: 'US',
  14: 'AU',
  38: 'CA',
  155: 'NZ',
  82: 'DE',
  75: 'FR',
  212: 'CH',
  107: 'IT',
  164: 'NO',
  211: 'SE',
  59: 'DK',
  153: 'NL',
  231: 'AE',
  178: 'QA',
  193: 'SA',
  116: 'KW',
  165: 'OM',
  17: 'BH',
  198: 'SG',
  131: 'MY',
  132: 'MV',
  106: 'IL',
  109: 'JP',
};

/** Numbers shorter than this are not worth comparing ("0", "n/a", an extension). */
const MIN_DIGITS = 6;

/** A phone number as E.164 (`tel:+94771234567`), or its bare digits when it does not parse. */
export function phoneKey(raw: string, countryId: number): string | null {
  const compact = raw.replace(/[^\d+]/g, '');
  const digits = compact.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) return null;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const parsed = parsePhoneNumberFromString(international, ISO_BY_COUNTRY[countryId] ?? 'LK');
  return parsed?.isPossible() ? `tel:${parsed.number}` : `tel:${digits}`;
}

/** An address in lower case, trimmed. */
export function emailKey(raw: string): string | null {
  const address = raw.trim().toLowerCase();
  return address.includes('@') ? `mail:${address}` : null;
}

export interface ContactValues {
  mobile: string;
  phone1: string;
  phone2: string;
  email: string;
  country: number;
}

/** Every comparable contact of a profile, without repeats. */
export function contactKeys(values: ContactValues): string[] {
  const keys = [
    phoneKey(values.mobile, values.country),
    phoneKey(values.phone1, values.country),
    phoneKey(values.phone2, values.country),
    emailKey(values.email),
  ];
  return [...new Set(keys.filter((key): key is string => key !== null))];
}
