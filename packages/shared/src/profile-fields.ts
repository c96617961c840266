import { z } from 'zod';

import { DEFAULT_DOB, EMAIL_MAX, MIN_PROFILE_AGE } from './constants.ts';
import { ageOn, isCalendarDate, todayIso } from './dates.ts';
import { profileMessages } from './field-messages.ts';
import { messageTemplates } from './message-templates.ts';
import { birthStars } from './options/birth-stars.ts';
import { bodyTypes } from './options/body-types.ts';
import { complexions } from './options/complexions.ts';
import { countries } from './options/countries.ts';
import { createdBy } from './options/created-by.ts';
import { educations } from './options/educations.ts';
import { ethnicities } from './options/ethnicities.ts';
import { foodHabits } from './options/food-habits.ts';
import { heightUnits } from './options/height-units.ts';
import { listName, type OptionListName } from './options/lists.ts';
import { maritalStatuses } from './options/marital-statuses.ts';
import { motherTongues } from './options/mother-tongues.ts';
import { occupations } from './options/occupations.ts';
import type { Option } from './options/option.ts';
import { rasis } from './options/rasis.ts';
import { religions } from './options/religions.ts';
import { sexes } from './options/sexes.ts';
import { titles } from './options/titles.ts';
import { weightUnits } from './options/weight-units.ts';
import { carried, saidText } from './said.ts';
import { jsonInt, wireString } from './wire.ts';

const m = carried(profileMessages);

/**
 * Every field of a profile, declared once: its name on the wire, its column, its rule and
 * message, its starting value, its coded list, the edit form's section and the guided form's step
 * that ask for it, whether it is the family's own prose, the label the team reads a waiting edit
 * by, whether the owner may change it, and, for a field beyond the spec's, whether the public page
 * shows it. Made from this table: the form's schema and starting values (profile.ts), both forms'
 * inputs and the owner's and the team's details (the web app's components/profile-form), the
 * server's columns, a waiting edit's changes, the owner's and team's answers, and the public
 * view's fields beyond the spec's. A new field is a row here, its column and migration, and its
 * words in the three languages (docs/decisions/020).
 */

/**
 * The guided profile form's steps, in order. The profile is created on leaving `review`; photos
 * need a saved profile, so they come after it, on the new profile's own page.
 */
export const PROFILE_STEPS = ['for', 'basics', 'background', 'work', 'horoscope', 'contact', 'review'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

/**
 * The edit form's sections, in order (spec section 2, Profile form); the owner's and the team's
 * details views show the same sections.
 */
export const PROFILE_SECTIONS = ['general', 'expectations', 'astro', 'contact'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
/**
 * The sections every visitor of a published profile reads. Contact details and the horoscope are
 * protected: the owner's choice and the requests decide who sees them (modules/access).
 */
export const OPEN_SECTIONS = ['general', 'expectations'] as const satisfies readonly ProfileSection[];
type OpenSection = (typeof OPEN_SECTIONS)[number];

export const tooLong = (max: number) => saidText(messageTemplates, 'tooLong', { max });

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
  familydetails: 300,
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

interface Declaration<Schema extends z.ZodType, Column extends string, Answer extends z.ZodType> {
  /** The column of the profiles table that keeps it (the server's db/schema/profiles.ts). */
  column: Column;
  /** The wire's rule and messages, checked in the browser on Save and again on the server. */
  schema: Schema;
  /** The form's starting value (spec section 3, Form defaults). */
  start: z.input<Schema>;
  /** How the owner's and the team's answers carry it. */
  answer: Answer;
  /** What the team reads it by in a waiting edit's changes. */
  label: string;
  /** The coded list its number comes from. */
  list?: readonly Option[];
  /** The family's own prose, several lines long (a text area in the forms, a paragraph in the views). */
  prose?: true;
  /** The owner's and the team's answers carry the list's label beside it, as `<wire>Text`. */
  withText?: true;
  /** The edit form's section that asks for it (the table's order is the order within a section). */
  section: ProfileSection;
  /** The guided form's step that asks for it, and its place among that step's fields. */
  step: Exclude<ProfileStep, 'review'>;
  place: number;
  /**
   * A field the spec's profile view does not name, shown to every visitor of a published profile
   * in the view's basic details under its wire name. The spec's own fields keep the view's names
   * and places (modules/public/public.view.ts).
   */
  publicIn?: 'basic';
  /** Only the team may change it once the profile is made (sex, date of birth). */
  teamOnly?: true;
  /** The form asks for it through another input, from which it is worked out. */
  askedAs?: 'timeOfBirth';
}

/**
 * One field's declaration, kept as written (its column and flags as literal types), its start
 * checked against its rule; a field shown to every visitor (`publicIn`) must belong to an open
 * section, so no row of the table can publish a contact detail or a birth time.
 */
const declare = <const D extends Declaration<z.ZodType, string, z.ZodType>>(
  declaration: D & { start: z.input<D['schema']> } & (D extends { publicIn: 'basic' }
      ? { section: OpenSection }
      : unknown),
): D => declaration;

/**
 * The fields in the edit form's order, section by section (the order its messages are checked in);
 * `step` and `place` say where the guided form asks for each.
 */
export const PROFILE_FIELDS = {
  name: declare({
    column: 'name',
    schema: requiredText('Nick Name', t.name, m.nameRequired),
    start: '',
    answer: z.string(),
    label: 'Nick Name',
    section: 'general',
    step: 'basics',
    place: 1,
  }),
  createdby: declare({
    column: 'createdBy',
    schema: requiredCode(createdBy, m.createdbyRequired),
    start: 0,
    answer: z.number(),
    label: 'Created by',
    list: createdBy,
    withText: true,
    section: 'general',
    step: 'for',
    place: 1,
  }),
  martialstatus: declare({
    column: 'maritalStatus',
    schema: requiredCode(maritalStatuses, m.martialstatusRequired),
    start: 0,
    answer: z.number(),
    label: 'Marital status',
    list: maritalStatuses,
    withText: true,
    section: 'general',
    step: 'basics',
    place: 4,
  }),
  dob: declare({
    column: 'dob',
    schema: wireString('Date of Birth', { error: m.dobRequired })
      .trim()
      .min(1, { error: m.dobRequired })
      .refine(isCalendarDate, { error: m.dateInvalid })
      .refine((dob) => !isCalendarDate(dob) || ageOn(dob, todayIso()) >= MIN_PROFILE_AGE, { error: m.tooYoung }),
    start: DEFAULT_DOB,
    answer: z.string(),
    label: 'Date of Birth',
    section: 'general',
    step: 'basics',
    place: 3,
    teamOnly: true,
  }),
  sex: declare({
    column: 'sex',
    schema: requiredCode(sexes, m.sexRequired),
    start: 0,
    answer: z.number(),
    label: 'Sex',
    list: sexes,
    withText: true,
    section: 'general',
    step: 'basics',
    place: 2,
    teamOnly: true,
  }),
  ethnicity: declare({
    column: 'ethnicity',
    schema: requiredCode(ethnicities, m.ethnicityRequired),
    start: 0,
    answer: z.number(),
    label: 'Ethnicity',
    list: ethnicities,
    withText: true,
    section: 'general',
    step: 'basics',
    place: 6,
  }),
  motherTonque: declare({
    column: 'motherTongue',
    schema: requiredCode(motherTongues, m.motherTonqueRequired),
    start: 0,
    answer: z.number(),
    label: 'Mother tongue',
    list: motherTongues,
    withText: true,
    section: 'general',
    step: 'basics',
    place: 7,
  }),
  religion: declare({
    column: 'religion',
    schema: optionalCode(religions),
    start: 0,
    answer: z.number(),
    label: 'Religion',
    list: religions,
    withText: true,
    section: 'general',
    step: 'basics',
    place: 5,
  }),
  additionalcaste: declare({
    column: 'additionalCaste',
    schema: text('Caste', t.additionalcaste),
    start: '',
    answer: z.string(),
    label: 'Caste',
    section: 'general',
    step: 'background',
    place: 1,
  }),
  castenobar: declare({
    column: 'casteNoBar',
    schema: flag(false),
    start: false,
    answer: z.boolean(),
    label: 'Caste no bar',
    section: 'general',
    step: 'background',
    place: 2,
  }),
  complexion: declare({
    column: 'complexion',
    schema: optionalCode(complexions),
    start: 0,
    answer: z.number(),
    label: 'Complexion',
    list: complexions,
    section: 'general',
    step: 'background',
    place: 4,
  }),
  bodytype: declare({
    column: 'bodyType',
    schema: optionalCode(bodyTypes),
    start: 0,
    answer: z.number(),
    label: 'Body type',
    list: bodyTypes,
    section: 'general',
    step: 'background',
    place: 5,
  }),
  foodhabits: declare({
    column: 'foodHabits',
    schema: optionalCode(foodHabits),
    start: 0,
    answer: z.number(),
    label: 'Food habits',
    list: foodHabits,
    withText: true,
    section: 'general',
    step: 'background',
    place: 3,
  }),
  sponsor: declare({
    column: 'sponsor',
    schema: flag(true),
    start: true,
    answer: z.boolean(),
    label: 'Can Sponsor Spouse',
    section: 'general',
    step: 'background',
    place: 12,
  }),
  qualification: declare({
    column: 'qualification',
    schema: optionalCode(educations),
    start: 0,
    answer: z.number(),
    label: 'Qualification',
    list: educations,
    withText: true,
    section: 'general',
    step: 'work',
    place: 1,
  }),
  education: declare({
    column: 'education',
    schema: optionalCode(educations),
    start: 0,
    answer: z.number(),
    label: 'Education',
    list: educations,
    withText: true,
    section: 'general',
    step: 'work',
    place: 2,
  }),
  additionalqualification: declare({
    column: 'additionalQualification',
    schema: text('Additional Qualification', t.additionalqualification),
    start: '',
    answer: z.string(),
    label: 'Additional qualification',
    section: 'general',
    step: 'work',
    place: 3,
  }),
  occupation: declare({
    column: 'occupation',
    schema: optionalCode(occupations),
    start: 0,
    answer: z.number(),
    label: 'Occupation',
    list: occupations,
    withText: true,
    section: 'general',
    step: 'work',
    place: 4,
  }),
  additionaloccupation: declare({
    column: 'additionalOccupation',
    schema: text('Additional Occupation', t.additionaloccupation),
    start: '',
    answer: z.string(),
    label: 'Additional occupation',
    section: 'general',
    step: 'work',
    place: 5,
  }),
  annualincome: declare({
    column: 'annualIncome',
    schema: text('Annual Income', t.annualincome),
    start: '',
    answer: z.string(),
    label: 'Annual income',
    section: 'general',
    step: 'work',
    place: 6,
  }),
  livingcity: declare({
    column: 'livingCity',
    schema: text('Living City', t.livingcity),
    start: '',
    answer: z.string(),
    label: 'Living city',
    section: 'general',
    step: 'basics',
    place: 8,
  }),
  residentcountry: declare({
    column: 'residentCountry',
    schema: optionalCode(countries),
    start: 0,
    answer: z.number(),
    label: 'Resident country',
    list: countries,
    withText: true,
    section: 'general',
    step: 'basics',
    place: 9,
  }),
  citizencountry: declare({
    column: 'citizenCountry',
    schema: requiredCode(countries, m.citizencountryRequired),
    start: 0,
    answer: z.number(),
    label: 'Citizen country',
    list: countries,
    withText: true,
    section: 'general',
    step: 'basics',
    place: 10,
  }),
  birthcity: declare({
    column: 'birthCity',
    schema: text('Birth City', t.birthcity),
    start: '',
    answer: z.string(),
    label: 'Birth city',
    section: 'general',
    step: 'background',
    place: 10,
  }),
  birthcountry: declare({
    column: 'birthCountry',
    schema: optionalCode(countries),
    start: 0,
    answer: z.number(),
    label: 'Birth country',
    list: countries,
    withText: true,
    section: 'general',
    step: 'background',
    place: 11,
  }),
  height: declare({
    column: 'height',
    schema: text('Height', t.height),
    start: '',
    answer: z.string(),
    label: 'Height',
    section: 'general',
    step: 'background',
    place: 6,
  }),
  heightType: declare({
    column: 'heightType',
    schema: optionalCode(heightUnits),
    start: 0,
    answer: z.number(),
    label: 'Height unit',
    list: heightUnits,
    section: 'general',
    step: 'background',
    place: 7,
  }),
  weight: declare({
    column: 'weight',
    schema: text('Weight', t.weight),
    start: '',
    answer: z.string(),
    label: 'Weight',
    section: 'general',
    step: 'background',
    place: 8,
  }),
  weightType: declare({
    column: 'weightType',
    schema: optionalCode(weightUnits),
    start: 0,
    answer: z.number(),
    label: 'Weight unit',
    list: weightUnits,
    section: 'general',
    step: 'background',
    place: 9,
  }),
  other: declare({
    column: 'about',
    schema: text('About', t.other),
    start: '',
    answer: z.string(),
    label: 'About',
    prose: true,
    section: 'general',
    step: 'background',
    place: 13,
  }),
  familydetails: declare({
    column: 'familyDetails',
    schema: text('Family details', t.familydetails),
    start: '',
    answer: z.string(),
    label: 'Family details',
    prose: true,
    section: 'general',
    step: 'background',
    place: 14,
    publicIn: 'basic',
  }),
  ex_other: declare({
    column: 'expectations',
    schema: text('Expectations', t.ex_other),
    start: '',
    answer: z.string(),
    label: 'Expectations about the spouse',
    prose: true,
    section: 'expectations',
    step: 'background',
    place: 15,
  }),
  notbeleiveinhor: declare({
    column: 'noHoroscope',
    schema: flag(false),
    start: false,
    answer: z.boolean(),
    label: 'Does not believe in horoscope',
    section: 'astro',
    step: 'horoscope',
    place: 1,
  }),
  astro_star: declare({
    column: 'astroStar',
    schema: optionalCode(birthStars),
    start: 0,
    answer: z.number(),
    label: 'Birth star',
    list: birthStars,
    withText: true,
    section: 'astro',
    step: 'horoscope',
    place: 2,
  }),
  astro_rasi: declare({
    column: 'astroRasi',
    schema: optionalCode(rasis),
    start: 0,
    answer: z.number(),
    label: 'Rasi',
    list: rasis,
    withText: true,
    section: 'astro',
    step: 'horoscope',
    place: 4,
  }),
  astro_padam: declare({
    column: 'astroPadam',
    schema: jsonInt(m.padamInvalid).min(0, { error: m.padamInvalid }).max(4, { error: m.padamInvalid }).default(0),
    start: 0,
    answer: z.number(),
    label: 'Padam',
    section: 'astro',
    step: 'horoscope',
    place: 3,
  }),
  astro_pavam: declare({
    column: 'astroPavam',
    schema: text('Pavam', t.astro_pavam),
    start: '',
    answer: z.string(),
    label: 'Pavam',
    section: 'astro',
    step: 'horoscope',
    place: 5,
  }),
  // Worked out from the date of birth and the form's timeOfBirth (profile.ts), which the step asks for.
  astro_birthdaytime: declare({
    column: 'astroBirthTime',
    schema: wireString('Time of Birth').nullish(),
    start: null,
    answer: z.string().nullable(),
    label: 'Time of birth',
    section: 'astro',
    step: 'horoscope',
    place: 6,
    askedAs: 'timeOfBirth',
  }),
  astro_ChartFile: declare({
    column: 'chartLink',
    schema: text('Chart link', t.astro_ChartFile).refine((link) => link === '' || /^https?:\/\/\S+$/i.test(link), {
      error: m.linkInvalid,
    }),
    start: '',
    answer: z.string(),
    label: 'Horoscope chart link',
    section: 'astro',
    step: 'horoscope',
    place: 8,
  }),
  astro_ChevaiThosam: declare({
    column: 'chevaiThosam',
    schema: flag(false),
    start: false,
    answer: z.boolean(),
    label: 'Chevai thosam (Mangalik)',
    section: 'astro',
    step: 'horoscope',
    place: 7,
  }),
  title: declare({
    column: 'title',
    schema: wireString('Title')
      .trim()
      .default('')
      .refine((title) => title === '' || (titles as readonly string[]).includes(title), { error: m.notInList }),
    start: '',
    answer: z.string(),
    label: 'Title',
    section: 'contact',
    step: 'contact',
    place: 1,
  }),
  contactname: declare({
    column: 'contactName',
    schema: requiredText('Contact Name', t.contactname, m.contactnameRequired),
    start: '',
    answer: z.string(),
    label: 'Contact name',
    section: 'contact',
    step: 'contact',
    place: 2,
  }),
  email: declare({
    column: 'email',
    schema: wireString('Email', { error: m.emailRequired })
      .trim()
      .min(1, { error: m.emailRequired })
      .max(EMAIL_MAX, { error: m.emailInvalid })
      .pipe(z.email({ error: m.emailInvalid })),
    start: '',
    answer: z.string(),
    label: 'Email',
    section: 'contact',
    step: 'contact',
    place: 4,
  }),
  mobile: declare({
    column: 'mobile',
    schema: requiredText('Mobile', t.phone, m.mobileRequired),
    start: '',
    answer: z.string(),
    label: 'Mobile',
    section: 'contact',
    step: 'contact',
    place: 3,
  }),
  phone1: declare({
    column: 'phone1',
    schema: text('Phone 1', t.phone),
    start: '',
    answer: z.string(),
    label: 'Phone 1',
    section: 'contact',
    step: 'contact',
    place: 5,
  }),
  phone2: declare({
    column: 'phone2',
    schema: text('Phone 2', t.phone),
    start: '',
    answer: z.string(),
    label: 'Phone 2',
    section: 'contact',
    step: 'contact',
    place: 6,
  }),
  fax: declare({
    column: 'fax',
    schema: text('Fax', t.phone),
    start: '',
    answer: z.string(),
    label: 'Fax',
    section: 'contact',
    step: 'contact',
    place: 7,
  }),
  organization: declare({
    column: 'organization',
    schema: text('Organization', t.organization),
    start: '',
    answer: z.string(),
    label: 'Organization',
    section: 'contact',
    step: 'contact',
    place: 8,
  }),
  address1: declare({
    column: 'address1',
    schema: text('Address 1', t.address),
    start: '',
    answer: z.string(),
    label: 'Address 1',
    section: 'contact',
    step: 'contact',
    place: 9,
  }),
  address2: declare({
    column: 'address2',
    schema: text('Address 2', t.address),
    start: '',
    answer: z.string(),
    label: 'Address 2',
    section: 'contact',
    step: 'contact',
    place: 10,
  }),
  address3: declare({
    column: 'address3',
    schema: text('Address 3', t.address),
    start: '',
    answer: z.string(),
    label: 'Address 3',
    section: 'contact',
    step: 'contact',
    place: 11,
  }),
  city: declare({
    column: 'city',
    schema: text('City', t.city),
    start: '',
    answer: z.string(),
    label: 'City',
    section: 'contact',
    step: 'contact',
    place: 12,
  }),
  postcode: declare({
    column: 'postcode',
    schema: text('Postcode', t.postcode),
    start: '',
    answer: z.string(),
    label: 'Postcode',
    section: 'contact',
    step: 'contact',
    place: 13,
  }),
  country: declare({
    column: 'country',
    schema: optionalCode(countries),
    start: 0,
    answer: z.number(),
    label: 'Country',
    list: countries,
    section: 'contact',
    step: 'contact',
    place: 14,
  }),
};

type Fields = typeof PROFILE_FIELDS;
export type ProfileField = keyof Fields;

/** A field's declaration, read without its literal types. */
const declarationOf = (field: ProfileField): Declaration<z.ZodType, string, z.ZodType> => PROFILE_FIELDS[field];

/** The fields' wire names, in the edit form's order. */
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileField[];

/** Each field with its declaration, in the table's order (the edit form's). */
export const profileFieldEntries = () =>
  PROFILE_FIELD_NAMES.map((name) => [name, PROFILE_FIELDS[name] as Fields[ProfileField]] as const);

/** The form schema's fields: wire name to rule. */
export const fieldSchemas = mapFields((field) => field.schema) as { [K in ProfileField]: Fields[K]['schema'] };

/** The form's starting values. */
export const fieldStarts = mapFields((field) => field.start) as { [K in ProfileField]: Fields[K]['start'] };

/**
 * One value for each field and each input a field is asked through (`askedAs`), in the edit form's
 * order, the input just before the field made from it: the form's schema checks, and its screens
 * go back to, the first of several refused fields in this order.
 */
export function inFormOrder<
  ByField extends Record<ProfileField, unknown>,
  Asked extends Record<'timeOfBirth', unknown>,
>(byField: ByField, asked: Asked): ByField & Asked {
  return Object.fromEntries(
    profileFieldEntries().flatMap(([name, field]) =>
      'askedAs' in field
        ? [
            [field.askedAs, asked[field.askedAs]],
            [name, byField[name]],
          ]
        : [[name, byField[name]]],
    ),
  ) as ByField & Asked;
}

/** Labels carried beside a coded field in the owner's and team's answers. */
type WithText = { [K in ProfileField]: Fields[K] extends { withText: true } ? K : never }[ProfileField];

/** The answers' fields: each field as stored, and `<wire>Text` beside the coded ones that carry it. */
export const fieldAnswers = {
  ...mapFields((field) => field.answer),
  ...Object.fromEntries(
    profileFieldEntries()
      .filter(([, field]) => 'withText' in field && field.withText)
      .map(([name]) => [`${name}Text`, z.string()]),
  ),
} as { [K in ProfileField]: Fields[K]['answer'] } & { [K in WithText as `${K}Text`]: z.ZodString };

/** The answers' fields as the owner's and the team's answers carry them. */
export type FieldAnswers = { [K in keyof typeof fieldAnswers]: z.infer<(typeof fieldAnswers)[K]> };

/** The column of each field: wire name to column. */
export type FieldColumns = { [K in ProfileField]: Fields[K]['column'] };

/** The fields only the team may change once the profile is made, and their columns. */
export type TeamOnlyField = { [K in ProfileField]: Fields[K] extends { teamOnly: true } ? K : never }[ProfileField];
export type TeamOnlyColumn = FieldColumns[TeamOnlyField];

/** The form's inputs: the fields, with the inputs some are asked through in their place. */
export type FormInput = Exclude<ProfileField, 'astro_birthdaytime'> | 'timeOfBirth';

/** The fields beyond the spec's that the public view carries in its basic details. */
type PublicBasicField = {
  [K in ProfileField]: Fields[K] extends { publicIn: 'basic' } ? K : never;
}[ProfileField];

/** Those fields, in the table's order. */
export const publicBasicFields = PROFILE_FIELD_NAMES.filter(
  (name): name is PublicBasicField => declarationOf(name).publicIn === 'basic',
);

/** The inputs an edit form's section asks for, in the order it shows them. */
export const fieldsOfSection = (section: ProfileSection): FormInput[] =>
  profileFieldEntries()
    .filter(([, field]) => field.section === section)
    .map(([name, field]) => ('askedAs' in field ? field.askedAs : name) as FormInput);

/** Whether a person must answer the field: its rule refuses an empty answer (no text, no choice). */
export const isRequired = (field: ProfileField): boolean => {
  const { schema, start } = declarationOf(field);
  if (typeof start === 'boolean') return false;
  return !schema.safeParse(typeof start === 'number' ? 0 : '').success;
};

/** Whether the field is a yes-or-no answer (a check box). */
export const isYesOrNo = (field: ProfileField): boolean => typeof declarationOf(field).start === 'boolean';

/** Whether the field is the family's own prose (a text area, shown as a paragraph). */
export const isProse = (field: ProfileField): boolean => declarationOf(field).prose === true;

/** The coded list a field's number comes from, if it is a coded field. */
export const listOf = (field: ProfileField): readonly Option[] | undefined => declarationOf(field).list;

/**
 * The name of the coded list an input's number comes from, which its words go by in the locale
 * files; undefined for an input without one (the time of birth is asked as text).
 */
export const codedListName = (input: FormInput): OptionListName | undefined => {
  const list = input === 'timeOfBirth' ? undefined : listOf(input);
  return list && listName(list);
};

/** The inputs a guided step asks for, in the order it shows them. */
export const fieldsOfStep = (step: ProfileStep): FormInput[] =>
  profileFieldEntries()
    .filter(([, field]) => field.step === step)
    .sort(([, a], [, b]) => a.place - b.place)
    .map(([name, field]) => ('askedAs' in field ? field.askedAs : name) as FormInput);

function mapFields<T>(pick: (field: Fields[ProfileField]) => T): Record<ProfileField, T> {
  return Object.fromEntries(profileFieldEntries().map(([name, field]) => [name, pick(field)])) as Record<
    ProfileField,
    T
  >;
}
