/**
 * Places of the demo profiles: Sri Lankan towns with their telephone area codes, and the
 * countries where Sri Lankans abroad commonly live, with phone formats and usual incomes.
 */

/** Sri Lanka's id in the countries list. */
export const SRI_LANKA = 129;

/** Sri Lankan towns and their landline area codes. */
export const lankanAreaCodes: Record<string, string> = {
  Colombo: '11',
  'Dehiwala-Mount Lavinia': '11',
  Nugegoda: '11',
  Maharagama: '11',
  Wellawatte: '11',
  Wattala: '11',
  Moratuwa: '11',
  Gampaha: '33',
  Negombo: '31',
  Chilaw: '32',
  Puttalam: '32',
  Kalutara: '34',
  Panadura: '38',
  Beruwala: '34',
  Kandy: '81',
  Akurana: '81',
  Nawalapitiya: '54',
  Matale: '66',
  Kegalle: '35',
  Mawanella: '35',
  Kurunegala: '37',
  Galle: '91',
  Matara: '41',
  Hambantota: '47',
  Ratnapura: '45',
  Badulla: '55',
  Bandarawela: '57',
  'Nuwara Eliya': '52',
  Hatton: '51',
  Talawakelle: '52',
  Anuradhapura: '25',
  Polonnaruwa: '27',
  Trincomalee: '26',
  Batticaloa: '65',
  Kattankudy: '65',
  Eravur: '65',
  Kalmunai: '67',
  Akkaraipattu: '67',
  Sammanthurai: '67',
  Jaffna: '21',
  'Point Pedro': '21',
  Chavakachcheri: '21',
  Kilinochchi: '21',
  Vavuniya: '24',
  Mannar: '23',
  Mullaitivu: '21',
};

export const lankanMobilePrefixes: readonly string[] = ['70', '71', '72', '74', '75', '76', '77', '78'];

export const lankanStreets: readonly string[] = [
  'Temple Road',
  'Galle Road',
  'Station Road',
  'Kandy Road',
  'Hospital Road',
  'Church Street',
  'Lake Drive',
  'Main Street',
  'Flower Road',
  'Park Avenue',
  'School Lane',
  'Old Road',
  'New Road',
  'Hill Street',
  'Beach Road',
  'Circular Road',
  'Mosque Road',
  'Kovil Road',
  'Lily Avenue',
  'Rosmead Place',
];

export const foreignStreets: readonly string[] = [
  'Maple Avenue',
  'Station Road',
  'Church Street',
  'Park Lane',
  'King Street',
  'Victoria Road',
  'High Street',
  'Queen Street',
  'Elm Street',
  'Garden Road',
  'Oak Drive',
  'Mill Lane',
];

export interface ForeignCity {
  name: string;
  /** Phone prefixes of this city, when they differ from the country's. */
  prefixes?: readonly string[];
}

export interface AbroadCountry {
  /** The id in the countries list. */
  country: number;
  /** The name in a sentence, as in "relocate to the UK". */
  name: string;
  /** The name after a city, as in "London, UK". */
  short: string;
  /** 'Canadian', for "a Canadian citizen". */
  demonym: string;
  cities: readonly ForeignCity[];
  /** The phone format: P is a prefix, # a random digit. */
  phone: string;
  prefixes: readonly string[];
  currency: string;
  /** A usual income at the middle of the career scale: per year, or per month when `monthly`. */
  income: number;
  monthly?: boolean;
  /** Sri Lankans settle and take citizenship here (else they work on visas). */
  settles: boolean;
  /** Weights are often given in pounds here. */
  pounds?: boolean;
}

const cities = (...names: string[]): ForeignCity[] => names.map((name) => ({ name }));

/** Countries where Sri Lankans live abroad, by a short key. */
export const abroadCountries = {
  canada: {
    country: 38,
    name: 'Canada',
    short: 'Canada',
    demonym: 'Canadian',
    cities: cities('Toronto', 'Scarborough', 'Markham', 'Mississauga', 'Brampton'),
    phone: '+1 P ### ####',
    prefixes: ['416', '647', '905', '437', '289'],
    currency: 'CAD',
    income: 80_000,
    settles: true,
    pounds: true,
  },
  uk: {
    country: 76,
    name: 'the UK',
    short: 'UK',
    demonym: 'British',
    cities: cities('London', 'Harrow', 'Croydon', 'Wembley', 'Ilford', 'East Ham', 'Tooting', 'Leicester'),
    phone: '+44 P ######',
    prefixes: ['7700', '7723', '7956', '7877', '7412', '7533', '7940'],
    currency: 'GBP',
    income: 45_000,
    settles: true,
    pounds: true,
  },
  australia: {
    country: 14,
    name: 'Australia',
    short: 'Australia',
    demonym: 'Australian',
    cities: cities('Melbourne', 'Sydney', 'Brisbane', 'Perth', 'Adelaide'),
    phone: '+61 P ### ###',
    prefixes: ['400', '412', '421', '433', '450', '468'],
    currency: 'AUD',
    income: 95_000,
    settles: true,
  },
  newZealand: {
    country: 155,
    name: 'New Zealand',
    short: 'New Zealand',
    demonym: 'New Zealand',
    cities: cities('Auckland', 'Wellington', 'Christchurch'),
    phone: '+64 P ### ####',
    prefixes: ['21', '22', '27'],
    currency: 'NZD',
    income: 80_000,
    settles: true,
  },
  switzerland: {
    country: 212,
    name: 'Switzerland',
    short: 'Switzerland',
    demonym: 'Swiss',
    cities: cities('Zurich', 'Bern', 'Basel', 'Lucerne'),
    phone: '+41 P ### ## ##',
    prefixes: ['76', '77', '78', '79'],
    currency: 'CHF',
    income: 95_000,
    settles: true,
  },
  norway: {
    country: 164,
    name: 'Norway',
    short: 'Norway',
    demonym: 'Norwegian',
    cities: cities('Oslo', 'Bergen', 'Stavanger'),
    phone: '+47 P## ## ###',
    prefixes: ['4', '9'],
    currency: 'NOK',
    income: 620_000,
    settles: true,
  },
  france: {
    country: 75,
    name: 'France',
    short: 'France',
    demonym: 'French',
    cities: cities('Paris', 'Lyon'),
    phone: '+33 P ## ## ## ##',
    prefixes: ['6', '7'],
    currency: 'EUR',
    income: 42_000,
    settles: true,
  },
  germany: {
    country: 82,
    name: 'Germany',
    short: 'Germany',
    demonym: 'German',
    cities: cities('Berlin', 'Frankfurt', 'Essen', 'Dortmund'),
    phone: '+49 P ########',
    prefixes: ['151', '160', '170', '176'],
    currency: 'EUR',
    income: 52_000,
    settles: true,
  },
  italy: {
    country: 107,
    name: 'Italy',
    short: 'Italy',
    demonym: 'Italian',
    cities: cities('Milan', 'Rome', 'Naples'),
    phone: '+39 P ### ####',
    prefixes: ['320', '333', '347', '380'],
    currency: 'EUR',
    income: 32_000,
    settles: true,
  },
  uae: {
    country: 231,
    name: 'the UAE',
    short: 'UAE',
    demonym: 'Emirati',
    cities: cities('Dubai', 'Abu Dhabi', 'Sharjah'),
    phone: '+971 P ### ####',
    prefixes: ['50', '52', '55', '56'],
    currency: 'AED',
    income: 15_000,
    monthly: true,
    settles: false,
  },
  qatar: {
    country: 178,
    name: 'Qatar',
    short: 'Qatar',
    demonym: 'Qatari',
    cities: cities('Doha'),
    phone: '+974 P### ####',
    prefixes: ['3', '5', '6', '7'],
    currency: 'QAR',
    income: 12_000,
    monthly: true,
    settles: false,
  },
  saudi: {
    country: 193,
    name: 'Saudi Arabia',
    short: 'Saudi Arabia',
    demonym: 'Saudi',
    cities: cities('Riyadh', 'Jeddah'),
    phone: '+966 P ### ####',
    prefixes: ['50', '53', '55', '56'],
    currency: 'SAR',
    income: 12_000,
    monthly: true,
    settles: false,
  },
  kuwait: {
    country: 116,
    name: 'Kuwait',
    short: 'Kuwait',
    demonym: 'Kuwaiti',
    cities: cities('Kuwait City'),
    phone: '+965 P### ####',
    prefixes: ['5', '6', '9'],
    currency: 'KWD',
    income: 900,
    monthly: true,
    settles: false,
  },
  singapore: {
    country: 198,
    name: 'Singapore',
    short: 'Singapore',
    demonym: 'Singaporean',
    cities: cities('Singapore'),
    phone: '+65 P### ####',
    prefixes: ['8', '9'],
    currency: 'SGD',
    income: 72_000,
    settles: true,
  },
  malaysia: {
    country: 131,
    name: 'Malaysia',
    short: 'Malaysia',
    demonym: 'Malaysian',
    cities: cities('Kuala Lumpur', 'Petaling Jaya'),
    phone: '+60 P-### ####',
    prefixes: ['12', '13', '16', '17', '19'],
    currency: 'MYR',
    income: 84_000,
    settles: false,
  },
  usa: {
    country: 230,
    name: 'the USA',
    short: 'USA',
    demonym: 'US',
    cities: [
      { name: 'New Jersey', prefixes: ['201', '732', '973'] },
      { name: 'Los Angeles', prefixes: ['213', '310', '818'] },
      { name: 'New York', prefixes: ['212', '718', '917'] },
      { name: 'Houston', prefixes: ['713', '832'] },
    ],
    phone: '+1 P ### ####',
    prefixes: ['201', '213', '212'],
    currency: 'USD',
    income: 95_000,
    settles: true,
    pounds: true,
  },
  india: {
    country: 104,
    name: 'India',
    short: 'India',
    demonym: 'Indian',
    cities: cities('Chennai', 'Tiruchirappalli', 'Bengaluru'),
    phone: '+91 P#### #####',
    prefixes: ['9', '8', '7'],
    currency: 'INR',
    income: 1_200_000,
    settles: false,
  },
  japan: {
    country: 109,
    name: 'Japan',
    short: 'Japan',
    demonym: 'Japanese',
    cities: cities('Tokyo', 'Osaka'),
    phone: '+81 P #### ####',
    prefixes: ['80', '90'],
    currency: 'JPY',
    income: 4_800_000,
    settles: false,
  },
  korea: {
    country: 205,
    name: 'South Korea',
    short: 'South Korea',
    demonym: 'Korean',
    cities: cities('Seoul', 'Busan'),
    phone: '+82 P #### ####',
    prefixes: ['10'],
    currency: 'KRW',
    income: 38_000_000,
    settles: false,
  },
  maldives: {
    country: 132,
    name: 'the Maldives',
    short: 'Maldives',
    demonym: 'Maldivian',
    cities: cities('Male'),
    phone: '+960 P## ####',
    prefixes: ['7', '9'],
    currency: 'MVR',
    income: 25_000,
    monthly: true,
    settles: false,
  },
} as const satisfies Record<string, AbroadCountry>;

export type AbroadKey = keyof typeof abroadCountries;
