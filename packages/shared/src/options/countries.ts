import { type Option } from './option.ts';

/**
 * Countries and territories (`residentcountry`, `citizencountry`, `birthcountry`, `country`,
 * search parameter `rc`), in alphabetical order. Sri Lanka (129), India (104), United Kingdom
 * (76), United States (230), Australia (14) and Canada (38) have the spec's ids; every other entry
 * is numbered from 1 in alphabetical order, skipping those six ids.
 */
export const countries = [
  { id: 1, label: 'Afghanistan' },
  { id: 2, label: 'Aland Islands' },
  { id: 3, label: 'Albania' },
  { id: 4, label: 'Algeria' },
  { id: 5, label: 'American Samoa' },
  { id: 6, label: 'Andorra' },
  { id: 7, label: 'Angola' },
  { id: 8, label: 'Anguilla' },
  { id: 9, label: 'Antigua and Barbuda' },
  { id: 10, label: 'Argentina' },
  { id: 11, label: 'Armenia' },
  { id: 12, label: 'Aruba' },
  { id: 14, label: 'Australia' },
  { id: 13, label: 'Austria' },
  { id: 15, label: 'Azerbaijan' },
  { id: 16, label: 'Bahamas' },
  { id: 17, label: 'Bahrain' },
  { id: 18, label: 'Bangladesh' },
  { id: 19, label: 'Barbados' },
  { id: 20, label: 'Belarus' },
  { id: 21, label: 'Belgium' },
  { id: 22, label: 'Belize' },
  { id: 23, label: 'Benin' },
  { id: 24, label: 'Bermuda' },
  { id: 25, label: 'Bhutan' },
  { id: 26, label: 'Bolivia' },
  { id: 27, label: 'Bonaire, Sint Eustatius and Saba' },
  { id: 28, label: 'Bosnia and Herzegovina' },
  { id: 29, label: 'Botswana' },
  { id: 30, label: 'Brazil' },
  { id: 31, label: 'British Indian Ocean Territory' },
  { id: 32, label: 'Brunei' },
  { id: 33, label: 'Bulgaria' },
  { id: 34, label: 'Burkina Faso' },
  { id: 35, label: 'Burundi' },
  { id: 36, label: 'Cambodia' },
  { id: 37, label: 'Cameroon' },
  { id: 38, label: 'Canada' },
  { id: 39, label: 'Cape Verde' },
  { id: 40, label: 'Cayman Islands' },
  { id: 41, label: 'Central African Republic' },
  { id: 42, label: 'Chad' },
  { id: 43, label: 'Chile' },
  { id: 44, label: 'China' },
  { id: 45, label: 'Christmas Island' },
  { id: 46, label: 'Cocos (Keeling) Islands' },
  { id: 47, label: 'Colombia' },
  { id: 48, label: 'Comoros' },
  { id: 49, label: 'Congo' },
  { id: 50, label: 'Congo (Democratic Republic)' },
  { id: 51, label: 'Cook Islands' },
  { id: 52, label: 'Costa Rica' },
  { id: 53, label: "Cote d'Ivoire" },
  { id: 54, label: 'Croatia' },
  { id: 55, label: 'Cuba' },
  { id: 56, label: 'Curacao' },
  { id: 57, label: 'Cyprus' },
  { id: 58, label: 'Czech Republic' },
  { id: 59, label: 'Denmark' },
  { id: 60, label: 'Djibouti' },
  { id: 61, label: 'Dominica' },
  { id: 62, label: 'Dominican Republic' },
  { id: 63, label: 'Ecuador' },
  { id: 64, label: 'Egypt' },
  { id: 65, label: 'El Salvador' },
  { id: 66, label: 'Equatorial Guinea' },
  { id: 67, label: 'Eritrea' },
  { id: 68, label: 'Estonia' },
  { id: 69, label: 'Eswatini' },
  { id: 70, label: 'Ethiopia' },
  { id: 71, label: 'Falkland Islands' },
  { id: 72, label: 'Faroe Islands' },
  { id: 73, label: 'Fiji' },
  { id: 74, label: 'Finland' },
  { id: 75, label: 'France' },
  { id: 77, label: 'French Guiana' },
  { id: 78, label: 'French Polynesia' },
  { id: 79, label: 'Gabon' },
  { id: 80, label: 'Gambia' },
  { id: 81, label: 'Georgia' },
  { id: 82, label: 'Germany' },
  { id: 83, label: 'Ghana' },
  { id: 84, label: 'Gibraltar' },
  { id: 85, label: 'Greece' },
  { id: 86, label: 'Greenland' },
  { id: 87, label: 'Grenada' },
  { id: 88, label: 'Guadeloupe' },
  { id: 89, label: 'Guam' },
  { id: 90, label: 'Guatemala' },
  { id: 91, label: 'Guernsey' },
  { id: 92, label: 'Guinea' },
  { id: 93, label: 'Guinea-Bissau' },
  { id: 94, label: 'Guyana' },
  { id: 95, label: 'Haiti' },
  { id: 96, label: 'Honduras' },
  { id: 97, label: 'Hong Kong' },
  { id: 98, label: 'Hungary' },
  { id: 99, label: 'Iceland' },
  { id: 104, label: 'India' },
  { id: 100, label: 'Indonesia' },
  { id: 101, label: 'Iran' },
  { id: 102, label: 'Iraq' },
  { id: 103, label: 'Ireland' },
  { id: 105, label: 'Isle of Man' },
  { id: 106, label: 'Israel' },
  { id: 107, label: 'Italy' },
  { id: 108, label: 'Jamaica' },
  { id: 109, label: 'Japan' },
  { id: 110, label: 'Jersey' },
  { id: 111, label: 'Jordan' },
  { id: 112, label: 'Kazakhstan' },
  { id: 113, label: 'Kenya' },
  { id: 114, label: 'Kiribati' },
  { id: 115, label: 'Kosovo' },
  { id: 116, label: 'Kuwait' },
  { id: 117, label: 'Kyrgyzstan' },
  { id: 118, label: 'Laos' },
  { id: 119, label: 'Latvia' },
  { id: 120, label: 'Lebanon' },
  { id: 121, label: 'Lesotho' },
  { id: 122, label: 'Liberia' },
  { id: 123, label: 'Libya' },
  { id: 124, label: 'Liechtenstein' },
  { id: 125, label: 'Lithuania' },
  { id: 126, label: 'Luxembourg' },
  { id: 127, label: 'Macau' },
  { id: 128, label: 'Madagascar' },
  { id: 130, label: 'Malawi' },
  { id: 131, label: 'Malaysia' },
  { id: 132, label: 'Maldives' },
  { id: 133, label: 'Mali' },
  { id: 134, label: 'Malta' },
  { id: 135, label: 'Marshall Islands' },
  { id: 136, label: 'Martinique' },
  { id: 137, label: 'Mauritania' },
  { id: 138, label: 'Mauritius' },
  { id: 139, label: 'Mayotte' },
  { id: 140, label: 'Mexico' },
  { id: 141, label: 'Micronesia' },
  { id: 142, label: 'Moldova' },
  { id: 143, label: 'Monaco' },
  { id: 144, label: 'Mongolia' },
  { id: 145, label: 'Montenegro' },
  { id: 146, label: 'Montserrat' },
  { id: 147, label: 'Morocco' },
  { id: 148, label: 'Mozambique' },
  { id: 149, label: 'Myanmar' },
  { id: 150, label: 'Namibia' },
  { id: 151, label: 'Nauru' },
  { id: 152, label: 'Nepal' },
  { id: 153, label: 'Netherlands' },
  { id: 154, label: 'New Caledonia' },
  { id: 155, label: 'New Zealand' },
  { id: 156, label: 'Nicaragua' },
  { id: 157, label: 'Niger' },
  { id: 158, label: 'Nigeria' },
  { id: 159, label: 'Niue' },
  { id: 160, label: 'Norfolk Island' },
  { id: 161, label: 'North Korea' },
  { id: 162, label: 'North Macedonia' },
  { id: 163, label: 'Northern Mariana Islands' },
  { id: 164, label: 'Norway' },
  { id: 165, label: 'Oman' },
  { id: 166, label: 'Pakistan' },
  { id: 167, label: 'Palau' },
  { id: 168, label: 'Palestine' },
  { id: 169, label: 'Panama' },
  { id: 170, label: 'Papua New Guinea' },
  { id: 171, label: 'Paraguay' },
  { id: 172, label: 'Peru' },
  { id: 173, label: 'Philippines' },
  { id: 174, label: 'Pitcairn Islands' },
  { id: 175, label: 'Poland' },
  { id: 176, label: 'Portugal' },
  { id: 177, label: 'Puerto Rico' },
  { id: 178, label: 'Qatar' },
  { id: 179, label: 'Reunion' },
  { id: 180, label: 'Romania' },
  { id: 181, label: 'Russia' },
  { id: 182, label: 'Rwanda' },
  { id: 183, label: 'Saint Barthelemy' },
  { id: 184, label: 'Saint Helena' },
  { id: 185, label: 'Saint Kitts and Nevis' },
  { id: 186, label: 'Saint Lucia' },
  { id: 187, label: 'Saint Martin' },
  { id: 188, label: 'Saint Pierre and Miquelon' },
  { id: 189, label: 'Saint Vincent and the Grenadines' },
  { id: 190, label: 'Samoa' },
  { id: 191, label: 'San Marino' },
  { id: 192, label: 'Sao Tome and Principe' },
  { id: 193, label: 'Saudi Arabia' },
  { id: 194, label: 'Senegal' },
  { id: 195, label: 'Serbia' },
  { id: 196, label: 'Seychelles' },
  { id: 197, label: 'Sierra Leone' },
  { id: 198, label: 'Singapore' },
  { id: 199, label: 'Sint Maarten' },
  { id: 200, label: 'Slovakia' },
  { id: 201, label: 'Slovenia' },
  { id: 202, label: 'Solomon Islands' },
  { id: 203, label: 'Somalia' },
  { id: 204, label: 'South Africa' },
  { id: 205, label: 'South Korea' },
  { id: 206, label: 'South Sudan' },
  { id: 207, label: 'Spain' },
  { id: 129, label: 'Sri Lanka' },
  { id: 208, label: 'Sudan' },
  { id: 209, label: 'Suriname' },
  { id: 210, label: 'Svalbard and Jan Mayen' },
  { id: 211, label: 'Sweden' },
  { id: 212, label: 'Switzerland' },
  { id: 213, label: 'Syria' },
  { id: 214, label: 'Taiwan' },
  { id: 215, label: 'Tajikistan' },
  { id: 216, label: 'Tanzania' },
  { id: 217, label: 'Thailand' },
  { id: 218, label: 'Timor-Leste' },
  { id: 219, label: 'Togo' },
  { id: 220, label: 'Tokelau' },
  { id: 221, label: 'Tonga' },
  { id: 222, label: 'Trinidad and Tobago' },
  { id: 223, label: 'Tunisia' },
  { id: 224, label: 'Turkey' },
  { id: 225, label: 'Turkmenistan' },
  { id: 226, label: 'Turks and Caicos Islands' },
  { id: 227, label: 'Tuvalu' },
  { id: 228, label: 'Uganda' },
  { id: 229, label: 'Ukraine' },
  { id: 231, label: 'United Arab Emirates' },
  { id: 76, label: 'United Kingdom (U.K)' },
  { id: 230, label: 'United States (U.S.A)' },
  { id: 232, label: 'Uruguay' },
  { id: 233, label: 'Uzbekistan' },
  { id: 234, label: 'Vanuatu' },
  { id: 235, label: 'Vatican City' },
  { id: 236, label: 'Venezuela' },
  { id: 237, label: 'Vietnam' },
  { id: 238, label: 'Virgin Islands (British)' },
  { id: 239, label: 'Virgin Islands (U.S.)' },
  { id: 240, label: 'Wallis and Futuna' },
  { id: 241, label: 'Western Sahara' },
  { id: 242, label: 'Yemen' },
  { id: 243, label: 'Zambia' },
  { id: 244, label: 'Zimbabwe' },
] as const satisfies readonly Option[];

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
] as const satisfies readonly (typeof countries)[number]['id'][];

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
