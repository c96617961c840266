import { z } from 'zod';

import {
  CASTE_SEARCH_MAX,
  CITY_SEARCH_MAX,
  CODE_MAX,
  SEARCH_AGE_FROM,
  SEARCH_AGE_TO,
  SEARCH_PAGE_SIZE,
} from './constants.ts';
import { searchMessages } from './field-messages.ts';
import { carried } from './said.ts';
import { VERIFICATION_KINDS } from './verification.ts';
import { pageQuery, wireString } from './wire.ts';

const searchErrors = carried(searchMessages);

export { searchMessages };

/**
 * A coded filter: 0 or absent means any; an unknown code simply finds nothing. Codes are kept as
 * smallint, so a larger one cannot be one.
 */
const code = z.coerce
  .number({ error: searchErrors.code })
  .int({ error: searchErrors.code })
  .min(0, { error: searchErrors.code })
  .max(CODE_MAX, { error: searchErrors.code })
  .default(0);
const age = (fallback: number) =>
  wireString('Age')
    .trim()
    .default('')
    .refine((value) => /^\d{0,2}$/.test(value), { error: searchErrors.age })
    .transform((value) => (value === '' ? fallback : Number(value)));

/** GET /api/pp/search (spec section 3, Search parameters). */
export const searchQuerySchema = z.object({
  sx: z.coerce
    .number({ error: searchErrors.sex })
    .int()
    .refine((value) => value === 0 || value === 1 || value === 2, { error: searchErrors.sex })
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
  st: wireString('Caste Search').trim().max(CASTE_SEARCH_MAX, { error: searchErrors.caste }).default(''),
  /** The city a profile lives in (beyond the spec): a town by any of its names, or part of a place's. */
  ct: wireString('City').trim().max(CITY_SEARCH_MAX, { error: searchErrors.city }).default(''),
  /** Verified only (beyond the spec): profiles showing each of these badges; `vf=phone,nic` or repeated. */
  vf: z
    .preprocess(
      (value) =>
        (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value])
          .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
          .filter((item) => item !== ''),
      z
        .array(z.unknown(), { error: searchErrors.verified })
        .refine((kinds) => kinds.every((kind) => (VERIFICATION_KINDS as readonly unknown[]).includes(kind)), {
          error: searchErrors.verified,
        }),
    )
    .transform((kinds) => VERIFICATION_KINDS.filter((kind) => kinds.includes(kind)))
    .default([]),
  // A page past the last match answers empty.
  ...pageQuery(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

/**
 * A section the spec sends as a JSON string inside the JSON answer (section 3). The server encodes
 * the section through its schema, so a field the schema does not list never leaves; the web app
 * decodes the string and checks it against the same schema.
 */
const jsonSection = <T extends z.ZodType>(schema: T) =>
  z.codec(z.string(), schema, {
    decode: (text, context) => {
      try {
        return JSON.parse(text) as z.input<T>;
      } catch {
        context.issues.push({ code: 'invalid_format', format: 'json', input: text, message: 'Not JSON' });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });

/** What every card of a profile shows. */
const cardSchema = z.object({
  profileid: z.number(),
  name: z.string(),
  age: z.number(),
  livingcity: z.string(),
  religion: z.string(),
  ethnicity: z.string(),
  martialstatus: z.string(),
  occupation: z.string(),
  sex: z.string(),
  profileURL: z.string(),
  /** The main photo's card address; '' unless this viewer may see the photos (visibility.ts). */
  defaultimage: z.string(),
  /**
   * True when the profile has a reviewed photo that this card keeps back from this viewer
   * (visibility.ts), so the card can say a photo is there, on request, rather than missing.
   */
  photoProtected: z.boolean(),
  /** The checks whose badge the profile shows now (verification.ts). */
  verified: z.array(z.enum(VERIFICATION_KINDS)),
});

/** A latest or random item's searchResults (spec section 3). */
export const latestResultSchema = cardSchema.extend({ education: z.string() });
export type LatestResult = z.infer<typeof latestResultSchema>;

/** A search item's searchResults (spec section 3). */
export const searchResultSchema = cardSchema.extend({
  residentcountry: z.string(),
  /** False unless this viewer may see the horoscope (visibility.ts). */
  astroChevaiThosam: z.boolean(),
  ChartAvailable: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const latestResponseSchema = z.object({
  items: z.array(z.object({ searchResults: jsonSection(latestResultSchema) })),
});
export const searchResponseSchema = z.object({
  items: z.array(z.object({ lastSeen: z.string().nullable(), searchResults: jsonSection(searchResultSchema) })),
  totalCount: z.number(),
  /** True when there are more matches than totalCount, which stops 2,000 past the page's start. */
  countCapped: z.boolean(),
});
/** The search fields the browse presets fill, as GET /api/pp/browse counts them. */
export const BROWSE_FIELDS = ['ms', 'ec', 'mt', 're', 'oc', 'rc'] as const;
export type BrowseField = (typeof BROWSE_FIELDS)[number];

/**
 * GET /api/pp/browse: published grooms and brides for each code of each browse field, so the
 * browse index shows its counts and leaves out the presets that would find nobody. Codes with no
 * published profile are left out.
 */
export const browseCountsSchema = z.object({
  items: z.array(z.object({ field: z.enum(BROWSE_FIELDS), code: z.number(), grooms: z.number(), brides: z.number() })),
});
export type BrowseCounts = z.infer<typeof browseCountsSchema>;

/**
 * GET /api/pp/facts: how many families trust the site, for the homepage. Counts only, never
 * anything about a person: published profiles, member accounts, and requests for protected
 * details that their owners approved. Kept ten minutes on the server.
 */
export const siteFactsSchema = z.object({
  profiles: z.number().int().min(0),
  families: z.number().int().min(0),
  introductions: z.number().int().min(0),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

export const latestQuerySchema = z.object({
  sx: z.coerce
    .number({ error: searchErrors.sex })
    .int()
    .refine((value) => value === 1 || value === 2, { error: searchErrors.sex }),
});

/**
 * The profile view's summary (its searchResults): a search card and more. Its photo flags are the
 * view's own (showphoto, photoavailable, photoprotected).
 */
export const viewSummarySchema = searchResultSchema.omit({ photoProtected: true }).extend({
  createdby: z.string(),
  additionalcaste: z.string(),
  mothertonque: z.string(),
  education: z.string(),
  birthcity: z.string(),
});
export type ViewSummary = z.infer<typeof viewSummarySchema>;

export const basicDetailsSchema = z.object({
  birthcountry: z.string(),
  castenobar: z.boolean(),
  sponsor: z.boolean(),
  annualincome: z.string(),
  additionaloccupation: z.string(),
  additionalqualification: z.string(),
  notbeleiveinhor: z.boolean(),
  heightText: z.string(),
  weightText: z.string(),
  complexion: z.string(),
  foodhabits: z.string(),
  bodytype: z.string(),
  citizencountry: z.string(),
  other: z.string(),
  exOther: z.string(),
  /**
   * The fields beyond the spec's that the field table shows here (`publicIn`), in its order,
   * each with its wire name (its label's key), its value (a coded one by its label) and whether it
   * is the family's own prose: the page draws them without knowing the table. A server older
   * than the page sends none.
   */
  more: z
    .array(z.object({ field: z.string(), value: z.union([z.string(), z.number(), z.boolean()]), prose: z.boolean() }))
    .default([]),
});
export type BasicDetails = z.infer<typeof basicDetailsSchema>;

/** A protected section: a closed one carries only its message; an open one its fields as well. */
const protectedSection = <T extends z.ZodRawShape>(fields: T) =>
  z.object(fields).partial().extend({ message: z.string() });

export const astroDetailsSchema = protectedSection({
  notbeleiveinhor: z.boolean(),
  astro_star: z.string(),
  astro_rasi: z.string(),
  astro_padam: z.number(),
  astro_pavam: z.string(),
  astro_birthdaytime: z.string().nullable(),
  astroChevaiThosam: z.boolean(),
  astro_ChartFile: z.string(),
});
export type AstroDetails = z.infer<typeof astroDetailsSchema>;

export const contactDetailsSchema = protectedSection({
  title: z.string(),
  contactname: z.string(),
  email: z.string(),
  organization: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  fax: z.string(),
  mobile: z.string(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const imageDisplaySchema = z.object({
  items: z.array(
    z.object({
      /** The full size (within 1600 by 1600). */
      imagename: z.string(),
      thumbnail: z.string(),
      /** The same photo within 720 by 720, for phones (beyond the spec). */
      medium: z.string(),
    }),
  ),
  message: z.string(),
});
export type ImageDisplay = z.infer<typeof imageDisplaySchema>;

/** A request's state as the profile view tells the asking member. */
export const REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** GET /api/pp/{id} (spec section 3, Profile view response). */
export const profileViewSchema = z.object({
  searchResults: jsonSection(viewSummarySchema),
  basicDetails: jsonSection(basicDetailsSchema),
  astroDetails: jsonSection(astroDetailsSchema),
  contactDetails: jsonSection(contactDetailsSchema),
  imageDisplay: jsonSection(imageDisplaySchema),
  showphoto: z.boolean(),
  photoavailable: z.boolean(),
  photoprotected: z.boolean(),
  showcontact: z.boolean(),
  showastro: z.boolean(),
  fkCustId: z.number(),
  /** Created by a marriage broker: labelled so families know who they deal with. */
  bybroker: z.boolean(),
  /**
   * The viewer's own profiles that may ask, each with its latest request to this profile
   * (pending, approved, rejected), or null when it never asked.
   */
  permisionData: z.array(
    z.object({ profileId: z.number(), name: z.string(), request: z.enum(REQUEST_STATES).nullable() }),
  ),
});
/** The view as the web app reads it: every section decoded and checked. */
export type ProfileView = z.output<typeof profileViewSchema>;
/** The view as it travels: each section a JSON string. */
export type ProfileViewWire = z.input<typeof profileViewSchema>;
