import type { ProfileStep } from '@vivaha/shared/profile-draft';

import { FieldInputs } from '@/components/profile-form/field-inputs';

import { stepFields } from './steps';

import '@/styles/fonts-local-names.css';

/**
 * A step's inputs, as PROFILE_FIELDS places them. Gender is asked in Basics only when "who it is
 * for" did not say it.
 */
export function StepFields({ step, askSex }: { step: Exclude<ProfileStep, 'for' | 'review'>; askSex: boolean }) {
  const fields = stepFields[step].filter((field) => askSex || field !== 'sex');
  return <FieldInputs fields={fields} screen="guided" />;
}
