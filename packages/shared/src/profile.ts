import { z } from 'zod';

import { DEFAULT_DOB, EMAIL_MAX, LIST_SEARCH_MAX, MIN_PROFILE_AGE } from './constants.ts';
import { ageOn, isCalendarDate, TIME_PATTERN, todayIso } from './dates.ts';
import { profileMessages } from './field-messages.ts';
import { isPadam, isRasi, isStar, PADAMS_PER_STAR, rasiFits, rasiOf } from './horoscope/stars.ts';
import { messageTemplates, withValues } from './message-templates.ts';
import { birthStars } from './options/birth-stars.ts';
import { bodyTypes } from './options/body-types.ts';
import { complexions } from './options/complexions.ts';
import { countries } from './options/countries.ts';
import { createdBy } from './options/created-by.ts';
import { educations } from './options/educations.ts';
import { ethnicities } from './options/ethnicities.ts';
import { foodHabits } from './options/food-habits.ts';
import { heightUnits } from './options/height-units.ts';
import { maritalStatuses } from './options/marital-statuses.ts';
import { motherTongues } from './options/mother-tongues.ts';
import { occupations } from './options/occupations.ts';
import { optionLabel, type Option } from './options/option.ts';
import { rasis } from './options/rasis.ts';
import { religions } from './options/religions.ts';
import { sexes } from './options/sexes.ts';
import { titles } from './options/titles.ts';
import { weightUnits } from './options/weight-units.ts';
import { SECTION_VISIBILITY, visibilityFieldsSchema } from './privacy.ts';
import { jsonInt, wireString } from './wire.ts';

export { profileMessages };

export const tooLong = (max: number) => withValues(messageTemplates.tooLong, { max });

const m = profileMessages;

/** Optional free text, trimmed, with a length the database keeps. */
const text = (label: string, max: number) =>
  wireString(label)
    .trim()
    .max(max, { error: tooLong(max) })
    .default('');

/** A coded field that may be left unselected (0): a JSON number from its list. */
const optionalCode = (list: readonly Option[]) =>
  jsonInt(m.notInList)
    .default(0)
    .refine((id) => id === 0 || list.some((option) => option.id === id), { error: m.notInList });

/** A coded field the person must choose (spec section 5): a JSON number from its list. */
const requiredCode = (list: readonly Option[], required: string) =>
  jsonInt(m.notInList, required)
    .refine((id) => id !== 0, { error: required })
    .refine((id) => id === 0 || list.some((option) => option.id === id), { error: m.notInList });

const requiredText = (label: string, max: number, required: string) =>
  wireString(label, { error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });

const flag = (fallback: boolean) => z.boolean().default(fallback);

/** The text limits of the profile's free-text fields. */
export const PROFILE_TEXT_MAX = {
  name: 60,
  additionalcaste: 100,
  additionalqualification: 200,
  additionaloccupation: 200,
  annualincome: 50,
  livingcity: 60,
  birthcity: 60,
  height: 20,
  weight: 20,
  other: 2000,
  ex_other: 2000,
  astro_pavam: 100,
  astro_ChartFile: 500,
  contactname: 100,
  organization: 100,
  address: 100,
  city: 60,
  postcode: 20,
  phone: 30,
} as const;
const t = PROFILE_TEXT_MAX;

/**
 * Why a rasi cannot go with the star and padam, or undefined when it can (or one is not given).
 * Without a padam, a star that straddles two rasis allows either.
 */
function rasiProblem(star: unknown, padam: unknown, rasi: unknown): string | undefined {
  // Checked only between values that are themselves valid: a bad one has its own message.
  if (!isStar(star) || !isRasi(rasi) || (padam !== 0 && !isPadam(padam))) return undefined;
  if (isPadam(padam)) {
    const fit = rasiFits(star, padam, rasi);
    return fit.fits ? undefined : `${fit.message}. ${m.rasiMismatch}`;
  }
  const possible = [...new Set([rasiOf(star, 1), rasiOf(star, PADAMS_PER_STAR)])];
  if (possible.includes(rasi)) return undefined;
  const names = possible.map((id) => optionLabel(rasis, id)).join(' or ');
  return `${optionLabel(birthStars, star)} is in ${names}, not ${optionLabel(rasis, rasi)}. ${m.rasiMismatch}`;
}

/**
 * The profile form (spec sections 3 and 5): checked on Save in the browser and again on the
 * server, with the same messages. `astro_birthdaytime` is derived: dob joined with timeOfBirth.
 */
export const profileFormSchema = z
  .object({
    name: requiredText('Nick Name', t.name, m.nameRequired),
    createdby: requiredCode(createdBy, m.createdbyRequired),
    martialstatus: requiredCode(maritalStatuses, m.martialstatusRequired),
    dob: wireString('Date of Birth', { error: m.dobRequired })
      .trim()
      .min(1, { error: m.dobRequired })
      .refine(isCalendarDate, { error: m.dateInvalid })
      .refine((dob) => !isCalendarDate(dob) || ageOn(dob, todayIso()) >= MIN_PROFILE_AGE, { error: m.tooYoung }),
    sex: requiredCode(sexes, m.sexRequired),
    ethnicity: requiredCode(ethnicities, m.ethnicityRequired),
    motherTonque: requiredCode(motherTongues, m.motherTonqueRequired),
    religion: optionalCode(religions),
    additionalcaste: text('Caste', t.additionalcaste),
    castenobar: flag(false),
    complexion: optionalCode(complexions),
    bodytype: optionalCode(bodyTypes),
    foodhabits: optionalCode(foodHabits),
    sponsor: flag(true),
    qualification: optionalCode(educations),
    education: optionalCode(educations),
    additionalqualification: text('Additional Qualification', t.additionalqualification),
    occupation: optionalCode(occupations),
    additionaloccupation: text('Additional Occupation', t.additionaloccupation),
    annualincome: text('Annual Income', t.annualincome),
    livingcity: text('Living City', t.livingcity),
    residentcountry: optionalCode(countries),
    citizencountry: requiredCode(countries, m.citizencountryRequired),
    birthcity: text('Birth City', t.birthcity),
    birthcountry: optionalCode(countries),
    height: text('Height', t.height),
    weight: text('Weight', t.weight),
    heightType: optionalCode(heightUnits),
    weightType: optionalCode(weightUnits),
    other: text('About', t.other),
    ex_other: text('Expectations', t.ex_other),
    notbeleiveinhor: flag(false),
    astro_star: optionalCode(birthStars),
    astro_rasi: optionalCode(rasis),
    astro_padam: jsonInt(m.padamInvalid).min(0, { error: m.padamInvalid }).max(4, { error: m.padamInvalid }).default(0),
    astro_pavam: text('Pavam', t.astro_pavam),
    astro_ChevaiThosam: flag(false),
    astro_ChartFile: text('Chart link', t.astro_ChartFile).refine(
      (link) => link === '' || /^https?:\/\/\S+$/i.test(link),
      {
        error: m.linkInvalid,
      },
    ),
    timeOfBirth: wireString('Time of Birth')
      .trim()
      .default('')
      .refine((time) => time === '' || TIME_PATTERN.test(time), { error: m.timeInvalid }),
    astro_birthdaytime: wireString('Time of Birth').nullish(),
    email: wireString('Email', { error: m.emailRequired })
      .trim()
      .min(1, { error: m.emailRequired })
      .max(EMAIL_MAX, { error: m.emailInvalid })
      .pipe(z.email({ error: m.emailInvalid })),
    contactname: requiredText('Contact Name', t.contactname, m.contactnameRequired),
    title: wireString('Title')
      .trim()
      .default('')
      .refine((title) => title === '' || (titles as readonly string[]).includes(title), { error: m.notInList }),
    organization: text('Organization', t.organization),
    address1: text('Address 1', t.address),
    address2: text('Address 2', t.address),
    address3: text('Address 3', t.address),
    city: text('City', t.city),
    postcode: text('Postcode', t.postcode),
    country: optionalCode(countries),
    phone1: text('Phone 1', t.phone),
    phone2: text('Phone 2', t.phone),
    fax: text('Fax', t.phone),
    mobile: requiredText('Mobile', t.phone, m.mobileRequired),
    // Who may see each protected section; left out, a new profile takes the default and a save
    // keeps what is stored.
    ...visibilityFieldsSchema.shape,
  })
  .superRefine((form, context) => {
    const problem = rasiProblem(form.astro_star, form.astro_padam, form.astro_rasi);
    if (problem) context.addIssue({ code: 'custom', path: ['astro_rasi'], message: problem });
  })
  .transform((form) => ({
    ...form,
    // The birth date-time is the date of birth joined with the time of birth, or nothing.
    astro_birthdaytime: form.timeOfBirth ? `${form.dob}T${form.timeOfBirth}` : null,
  }));

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The form's starting values (spec section 3, Form defaults). */
export const profileFormDefaults = {
  name: '',
  createdby: 0,
  martialstatus: 0,
  dob: DEFAULT_DOB,
  sex: 0,
  ethnicity: 0,
  motherTonque: 0,
  religion: 0,
  additionalcaste: '',
  castenobar: false,
  complexion: 0,
  bodytype: 0,
  foodhabits: 0,
  sponsor: true,
  qualification: 0,
  education: 0,
  additionalqualification: '',
  occupation: 0,
  additionaloccupation: '',
  annualincome: '',
  livingcity: '',
  residentcountry: 0,
  citizencountry: 0,
  birthcity: '',
  birthcountry: 0,
  height: '',
  weight: '',
  heightType: 0,
  weightType: 0,
  other: '',
  ex_other: '',
  notbeleiveinhor: false,
  astro_star: 0,
  astro_rasi: 0,
  astro_padam: 0,
  astro_pavam: '',
  astro_ChevaiThosam: false,
  astro_ChartFile: '',
  timeOfBirth: '',
  astro_birthdaytime: null,
  email: '',
  contactname: '',
  title: '',
  organization: '',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  postcode: '',
  country: 0,
  phone1: '',
  phone2: '',
  fax: '',
  mobile: '',
} satisfies ProfileFormInput;

/** One photo of a profile, as its owner and admins see it. */
export const profileImageSchema = z.object({
  imageId: z.number(),
  /** The full-size picture. */
  imageLocation: z.string(),
  card: z.string(),
  thumbnail: z.string(),
  isMain: z.boolean(),
  /** False until the team has reviewed it: nobody but the owner and the team sees it yet. */
  reviewed: z.boolean(),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;

const nullableText = z.string().nullable();

/** The whole profile as its owner and admins read it (spec section 3, Profile), names as spelt. */
export const ownerProfileSchema = z.object({
  profileid: z.number(),
  fk_custid: z.number(),
  name: z.string(),
  createdby: z.number(),
  createdbyText: z.string(),
  martialstatus: z.number(),
  martialstatusText: z.string(),
  dob: z.string(),
  age: z.number(),
  sex: z.number(),
  sexText: z.string(),
  ethnicity: z.number(),
  ethnicityText: z.string(),
  motherTonque: z.number(),
  motherTonqueText: z.string(),
  religion: z.number(),
  religionText: z.string(),
  additionalcaste: z.string(),
  castenobar: z.boolean(),
  complexion: z.number(),
  bodytype: z.number(),
  foodhabits: z.number(),
  foodhabitsText: z.string(),
  sponsor: z.boolean(),
  qualification: z.number(),
  qualificationText: z.string(),
  education: z.number(),
  educationText: z.string(),
  additionalqualification: z.string(),
  occupation: z.number(),
  occupationText: z.string(),
  additionaloccupation: z.string(),
  annualincome: z.string(),
  livingcity: z.string(),
  residentcountry: z.number(),
  residentcountryText: z.string(),
  citizencountry: z.number(),
  citizencountryText: z.string(),
  birthcity: z.string(),
  birthcountry: z.number(),
  birthcountryText: z.string(),
  country: z.number(),
  height: z.string(),
  weight: z.string(),
  heightType: z.number(),
  weightType: z.number(),
  other: z.string(),
  ex_other: z.string(),
  notbeleiveinhor: z.boolean(),
  astro_star: z.number(),
  astro_starText: z.string(),
  astro_rasi: z.number(),
  astro_rasiText: z.string(),
  astro_padam: z.number(),
  astro_pavam: z.string(),
  astro_birthdaytime: nullableText,
  timeOfBirth: z.string(),
  astro_ChevaiThosam: z.boolean(),
  astro_ChartFile: z.string(),
  email: z.string(),
  contactname: z.string(),
  title: z.string(),
  organization: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  postcode: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  fax: z.string(),
  mobile: z.string(),
  phone1verified: z.boolean(),
  phone2verified: z.boolean(),
  mobileverified: z.boolean(),
  active: z.number(),
  reviewed: z.boolean(),
  viewCount: z.number(),
  imagecount: z.number(),
  /** The ISO week of the owner's last sign-in ('2026-W47'), or null before the first. */
  lastloginweek: nullableText,
  lastlogin: nullableText,
  /** The spec's {product}id: the profile's own id in this product, Vivaha. */
  vivahaid: z.number(),
  randomNo: z.number(),
  horprotected: z.boolean(),
  photoprotected: z.boolean(),
  contactprotected: z.boolean(),
  photovisibility: z.enum(SECTION_VISIBILITY),
  contactvisibility: z.enum(SECTION_VISIBILITY),
  horvisibility: z.enum(SECTION_VISIBILITY),
  /** Hidden from the public after reports from several members, until the team decides. */
  heldForReview: z.boolean(),
  adminOverrideCode: z.string(),
  modifiedby: z.string(),
  modifiedon: z.string(),
  addedon: z.string(),
  defaultImageName: z.string(),
  /** The owner's account id (the spec's customer id). */
  newCustID: z.number(),
  /** Anonymous messages waiting for the profile: the product has none, so always 0. */
  annonmessages: z.number(),
  removeComments: z.string(),
  // Payment (spec section 3): the service is free, so these stay empty unless the team sets them.
  packageID: z.number().nullable(),
  expiresOn: nullableText,
  paidOn: nullableText,
  amountPaid: nullableText,
  paidCurrency: z.string(),
  payComments: z.string(),
  isGold: z.boolean(),
  orderstatus: z.string(),
  images: z.array(profileImageSchema),
  /**
   * The owner's edit of a published profile is waiting for the team: the owner reads their new
   * version, everyone else still sees the reviewed one.
   */
  pendingReview: z.boolean(),
});
export type OwnerProfile = z.infer<typeof ownerProfileSchema>;

/** A row of My Profiles and of the admin listing (spec section 3, Owner/admin list item). */
export const profileListItemSchema = z.object({
  profileId: z.number(),
  name: z.string(),
  age: z.number(),
  dob: z.string(),
  viewCount: z.number(),
  reviewed: z.boolean(),
  active: z.number(),
  sex: z.enum(['Male', 'Female']),
  /** An edit or a photo is waiting for the team's review. */
  pendingReview: z.boolean(),
  /** Hidden from the public after reports from several members, until the team decides. */
  heldForReview: z.boolean(),
});
export type ProfileListItem = z.infer<typeof profileListItemSchema>;

/**
 * A row of My Profiles: the list item with the family's controls in one line. Who may see the
 * contact details ('approved': only families the owner approves; 'rule': members with a published
 * profile of the other sex, as the spec's rule has it; 'everyone'), how many families have seen
 * the protected details, and how many requests wait for the owner's answer.
 */
export const ownProfileListItemSchema = profileListItemSchema.extend({
  contactShownTo: z.enum(['approved', 'rule', 'everyone']),
  seenBy: z.number(),
  requestsWaiting: z.number(),
});
export type OwnProfileListItem = z.infer<typeof ownProfileListItemSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalCount: z.number() });

export const profileListQuerySchema = z.object({
  searchtext: wireString('Search').trim().max(LIST_SEARCH_MAX).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type ProfileListQuery = z.input<typeof profileListQuerySchema>;

/** Photos (not in the spec's tables; members need them): at most 6 a profile, 8 MB each. */
export const PHOTO_LIMIT = 6;
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Status codes shown in the lists. */
export const activeStatusLabels: Record<number, string> = {
  0: 'Inactive',
  1: 'Active',
  60: 'Suspended',
  99: 'Removed',
};

/**
 * What a new profile's form starts from: the spec's defaults, but with Can Sponsor Spouse not
 * ticked, so no form makes a promise for the family (the wire keeps the spec's default for a
 * client that leaves the field out).
 */
export const newProfileFormValues = { ...profileFormDefaults, sponsor: false };
