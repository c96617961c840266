import { profileFormDefaults, type OwnerProfile, type ProfileFormInput } from '@vivaha/shared/profile';

type Key = keyof typeof profileFormDefaults;

/**
 * The edit form's starting values from the loaded profile (spec section 4): every form field the
 * answer carries, the date part of dob, and timeOfBirth as HH:MM. Missing values keep the defaults.
 */
export function toFormValues(profile: OwnerProfile): ProfileFormInput {
  const values: Record<string, unknown> = { ...profileFormDefaults };
  const loaded = profile as unknown as Record<string, unknown>;
  for (const key of Object.keys(profileFormDefaults) as Key[]) {
    const value = loaded[key];
    if (value !== null && value !== undefined) values[key] = value;
  }
  values.dob = (profile.dob ?? '').slice(0, 10) || profileFormDefaults.dob;
  values.timeOfBirth = profile.timeOfBirth || (profile.astro_birthdaytime ?? '').slice(11, 16);
  return values as ProfileFormInput;
}
