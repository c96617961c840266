import { z } from 'zod';

import { CASTE_SEARCH_MAX, SEARCH_AGE_FROM, SEARCH_AGE_TO, SEARCH_PAGE_SIZE } from './constants.ts';

export const searchMessages = {
  age: 'Please enter an age of at most two digits.',
  caste: `Caste Search can be at most ${CASTE_SEARCH_MAX} characters.`,
  sex: 'Looking for must be 1 (grooms) or 2 (brides).',
  code: 'Please choose a value from the list.',
} as const;

/** A coded filter: 0 or absent means any; an unknown code simply finds nothing. */
const code = z.coerce
  .number({ error: searchMessages.code })
  .int({ error: searchMessages.code })
  .min(0)
  .max(1_000_000)
  .default(0);
const age = (fallback: number) =>
  z
    .string()
    .trim()
    .default('')
    .refine((value) => /^\d{0,2}$/.test(value), { error: searchMessages.age })
    .transform((value) => (value === '' ? fallback : Number(value)));

/** GET /api/pp/search (spec section 3, Search parameters). */
export const searchQuerySchema = z.object({
  sx: z.coerce
    .number({ error: searchMessages.sex })
    .int()
    .refine((value) => value === 0 || value === 1 || value === 2, { error: searchMessages.sex })
    .default(0),
  ms: code,
  re: code,
  ec: code,
  mt: code,
  ed: code,
  oc: code,
  rc: code,
  af: age(SEARCH_AGE_FROM),
  at: age(SEARCH_AGE_TO),
  st: z.string().trim().max(CASTE_SEARCH_MAX, { error: searchMessages.caste }).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

/** The parsed JSON of a latest or random item's searchResults (spec section 3). */
export interface LatestResult {
  profileid: number;
  name: string;
  age: number;
  occupation: string;
  livingcity: string;
  religion: string;
  ethnicity: string;
  education: string;
  martialstatus: string;
  sex: string;
  profileURL: string;
  defaultimage: string;
}

/** The parsed JSON of a search item's searchResults (spec section 3). */
export interface SearchResult {
  profileid: number;
  name: string;
  age: number;
  livingcity: string;
  residentcountry: string;
  ethnicity: string;
  religion: string;
  martialstatus: string;
  occupation: string;
  sex: string;
  astroChevaiThosam: boolean;
  ChartAvailable: boolean;
  profileURL: string;
  defaultimage: string;
}

export const latestResponseSchema = z.object({ items: z.array(z.object({ searchResults: z.string() })) });
export const searchResponseSchema = z.object({
  items: z.array(z.object({ lastSeen: z.string().nullable(), searchResults: z.string() })),
  totalCount: z.number(),
  /** True when there are more matches than totalCount, which stops at 2,000. */
  countCapped: z.boolean(),
});
export const latestQuerySchema = z.object({
  sx: z.coerce
    .number({ error: searchMessages.sex })
    .int()
    .refine((value) => value === 1 || value === 2, { error: searchMessages.sex }),
});

/** GET /api/pp/{id} (spec section 3, Profile view response). */
export const profileViewSchema = z.object({
  searchResults: z.string(),
  basicDetails: z.string(),
  astroDetails: z.string(),
  contactDetails: z.string(),
  imageDisplay: z.string(),
  showphoto: z.boolean(),
  photoavailable: z.boolean(),
  photoprotected: z.boolean(),
  showcontact: z.boolean(),
  showastro: z.boolean(),
  fkCustId: z.number(),
  /** Created by a marriage broker: labelled so families know who they deal with. */
  bybroker: z.boolean(),
  permisionData: z.array(z.object({ profileId: z.number(), name: z.string() })),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export interface ViewSummary {
  profileid: number;
  name: string;
  age: number;
  sex: string;
  createdby: string;
  martialstatus: string;
  ethnicity: string;
  religion: string;
  additionalcaste: string;
  mothertonque: string;
  education: string;
  occupation: string;
  livingcity: string;
  residentcountry: string;
  birthcity: string;
  /** False unless the horoscope section is open to this viewer. */
  astroChevaiThosam: boolean;
  ChartAvailable: boolean;
  profileURL: string;
  /** The main photo's card address; '' unless the photo section is open to this viewer. */
  defaultimage: string;
}

export interface BasicDetails {
  birthcountry: string;
  castenobar: boolean;
  sponsor: boolean;
  annualincome: string;
  additionaloccupation: string;
  additionalqualification: string;
  notbeleiveinhor: boolean;
  heightText: string;
  weightText: string;
  complexion: string;
  foodhabits: string;
  bodytype: string;
  citizencountry: string;
  other: string;
  exOther: string;
}

export interface AstroDetails {
  notbeleiveinhor?: boolean;
  astro_star?: string;
  astro_rasi?: string;
  astro_padam?: number;
  astro_pavam?: string;
  astro_birthdaytime?: string | null;
  astroChevaiThosam?: boolean;
  astro_ChartFile?: string;
  message: string;
}

export interface ContactDetails {
  title?: string;
  contactname?: string;
  email?: string;
  organization?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  city?: string;
  postcode?: string;
  country?: string;
  phone1?: string;
  phone2?: string;
  fax?: string;
  mobile?: string;
  message: string;
}

export interface ImageDisplay {
  items: Array<{ imagename: string; thumbnail: string }>;
  message: string;
}
