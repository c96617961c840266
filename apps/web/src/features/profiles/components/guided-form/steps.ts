import type { OptionListName } from '@vivaha/shared/options/lists';
import { newProfileFormValues, type ProfileFormInput } from '@vivaha/shared/profile';
import { PROFILE_STEPS, type ProfileStep } from '@vivaha/shared/profile-draft';
import { fieldsOfStep, type FormInput } from '@vivaha/shared/profile-fields';

export type FormField = Exclude<keyof ProfileFormInput, 'astro_birthdaytime'>;

/** The guided form's screens: the steps kept in a draft, then the new profile's photos. */
export const SCREENS = [...PROFILE_STEPS, 'photos'] as const;
export type Screen = (typeof SCREENS)[number];

export const isScreen = (value: string | null): value is Screen => SCREENS.includes(value as Screen);

/** The fields each step asks for, in the order it shows them (each field's `step` in PROFILE_FIELDS). */
export const stepFields: Record<ProfileStep, readonly FormField[]> = Object.fromEntries(
  PROFILE_STEPS.map((step) => [step, fieldsOfStep(step)]),
) as Record<ProfileStep, FormInput[]>;

/** Every field of the form, step by step: the first the server refuses decides where the form goes back to. */
export const allFields = PROFILE_STEPS.flatMap((step) => stepFields[step]);

export const stepOf = (field: string): ProfileStep | undefined =>
  PROFILE_STEPS.find((step) => (stepFields[step] as readonly string[]).includes(field));

/** The form's starting values: no date of birth is suggested, so none is saved by mistake. */
export const guidedDefaults: ProfileFormInput = { ...newProfileFormValues, dob: '' };

/** The coded fields and the list each one's number comes from, for the review's words. */
export const codedLists: Partial<Record<FormField, OptionListName>> = {
  createdby: 'createdBy',
  martialstatus: 'maritalStatuses',
  sex: 'sexes',
  ethnicity: 'ethnicities',
  motherTonque: 'motherTongues',
  religion: 'religions',
  complexion: 'complexions',
  bodytype: 'bodyTypes',
  foodhabits: 'foodHabits',
  qualification: 'educations',
  education: 'educations',
  occupation: 'occupations',
  residentcountry: 'countries',
  citizencountry: 'countries',
  birthcountry: 'countries',
  country: 'countries',
  heightType: 'heightUnits',
  weightType: 'weightUnits',
  astro_star: 'birthStars',
  astro_rasi: 'rasis',
};
