import { z } from 'zod';

import { LIST_SEARCH_MAX } from './constants.ts';
import { TIME_PATTERN } from './dates.ts';
import { profileMessages } from './field-messages.ts';
import { isPadam, isRasi, isStar, PADAMS_PER_STAR, rasiOf } from './horoscope/stars.ts';
import { messageTemplates } from './message-templates.ts';
import { birthStars } from './options/birth-stars.ts';
import { rasis } from './options/rasis.ts';
import { SECTION_VISIBILITY, visibilityFieldsSchema } from './privacy.ts';
import { fieldAnswers, fieldSchemas, fieldStarts, inFormOrder } from './profile-fields.ts';
import { carried, catalog, said, saidText, type Said } from './said.ts';
import { pageQuery, wireString } from './wire.ts';

export { profileMessages };

export { PROFILE_TEXT_MAX, tooLong } from './profile-fields.ts';

const m = carried(profileMessages);

/** A star's or a rasi's name inside a message, translated by its list (`locales/<lang>/options.json`). */
const optionWord = (list: 'birthStars' | 'rasis', id: number): Said => ({ catalog: 'options', key: `${list}.${id}` });
catalog(
  'options',
  Object.fromEntries([
    ...birthStars.map((star) => [`birthStars.${star.id}`, star.label]),
    ...rasis.map((rasi) => [`rasis.${rasi.id}`, rasi.label]),
  ]),
);

/**
 * Why a rasi cannot go with the star and padam, or undefined when it can (or one is not given).
 * Without a padam, a star that straddles two rasis allows either.
 */
function rasiProblem(star: unknown, padam: unknown, rasi: unknown): string | undefined {
  // Checked only between values that are themselves valid: a bad one has its own message.
  if (!isStar(star) || !isRasi(rasi) || (padam !== 0 && !isPadam(padam))) return undefined;
  const names = { star: optionWord('birthStars', star), declared: optionWord('rasis', rasi) };
  if (isPadam(padam)) {
    const actual = rasiOf(star, padam);
    if (actual === rasi) return undefined;
    return saidText(messageTemplates, 'rasiPadam', { ...names, padam, actual: optionWord('rasis', actual) });
  }
  const possible = [...new Set([rasiOf(star, 1), rasiOf(star, PADAMS_PER_STAR)])];
  if (possible.includes(rasi)) return undefined;
  const [first, second] = possible.map((id) => optionWord('rasis', id));
  const actual = second ? said(messageTemplates, 'rasiOr', { first: first!, second }) : first!;
  return saidText(messageTemplates, 'rasiStar', { ...names, actual });
}

/**
 * The profile form (spec sections 3 and 5): checked on Save in the browser and again on the
 * server, with the same messages. `astro_birthdaytime` is derived: dob joined with timeOfBirth.
 */
export const profileFormSchema = z
  .object({
    ...inFormOrder(fieldSchemas, {
      // The form asks for the time of birth; astro_birthdaytime is worked out from it below.
      timeOfBirth: wireString('Time of Birth')
        .trim()
        .default('')
        .refine((time) => time === '' || TIME_PATTERN.test(time), { error: m.timeInvalid }),
    }),
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
export const profileFormDefaults = inFormOrder(fieldStarts, { timeOfBirth: '' }) satisfies ProfileFormInput;

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
  ...fieldAnswers,
  age: z.number(),
  timeOfBirth: z.string(),
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

export { pagedSchema } from './answers.ts';

export const profileListQuerySchema = z.object({
  searchtext: wireString('Search').trim().max(LIST_SEARCH_MAX).default(''),
  ...pageQuery(10),
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
