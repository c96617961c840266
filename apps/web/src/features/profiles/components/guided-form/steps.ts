import { newProfileFormValues, type ProfileFormInput } from '@vivaha/shared/profile';
import { PROFILE_STEPS, type ProfileStep } from '@vivaha/shared/profile-draft';
import { fieldsOfStep, isRequired, type FormInput } from '@vivaha/shared/profile-fields';

/** An input of the form: a field, or the input a field is asked through (the time of birth). */
export type FormField = FormInput;

/** The guided form's screens: the steps kept in a draft, then the new profile's photos. */
export const SCREENS = [...PROFILE_STEPS, 'photos'] as const;
export type Screen = (typeof SCREENS)[number];

export const isScreen = (value: string | null): value is Screen => SCREENS.includes(value as Screen);

/** The fields each step asks for, in the order it shows them (each field's `step` in PROFILE_FIELDS). */
export const stepFields: Record<ProfileStep, readonly FormInput[]> = Object.fromEntries(
  PROFILE_STEPS.map((step) => [step, fieldsOfStep(step)]),
) as Record<ProfileStep, FormInput[]>;

/** Every field of the form, step by step: the first the server refuses decides where the form goes back to. */
export const allFields = PROFILE_STEPS.flatMap((step) => stepFields[step]);

export const stepOf = (field: string): ProfileStep | undefined =>
  PROFILE_STEPS.find((step) => (stepFields[step] as readonly string[]).includes(field));

/** The form's starting values: no date of birth is suggested, so none is saved by mistake. */
export const guidedDefaults: ProfileFormInput = { ...newProfileFormValues, dob: '' };

/** Whether a person must answer the input (its field's rule refuses an empty answer). */
export const isRequiredInput = (field: FormField): boolean => field !== 'timeOfBirth' && isRequired(field);
