import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** The member's profile form's four sections, which the admin form and view begin with too. */
export const profileFormSections = [
  'General Information',
  'Your Expectations about the spouse',
  'Astro Details',
  'Contact Information',
] as const;

/** Fills in every required field of a profile form, created by `createdBy` with `maritalStatus`. */
export async function fillRequiredProfile(
  user: User,
  { createdBy, maritalStatus }: { createdBy: string; maritalStatus: string },
) {
  await user.type(await screen.findByLabelText('Nick Name'), 'Nimal');
  await user.selectOptions(screen.getByLabelText('Created By'), createdBy);
  await user.selectOptions(screen.getByLabelText('Marital Status'), maritalStatus);
  await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
  await user.selectOptions(screen.getByLabelText('Ethnicity'), 'Sinhalese');
  await user.selectOptions(screen.getByLabelText('Mother Tongue'), 'Sinhala');
  await user.selectOptions(screen.getByLabelText('Citizen Country'), 'Sri Lanka');
  await user.type(screen.getByLabelText('Contact Name'), 'Sunil Perera');
  await user.type(screen.getByLabelText('Email'), 'sunil@example.lk');
  await user.type(screen.getByLabelText('Mobile'), '0771234567');
}

/** Presses a profile form's Save. */
export const saveProfileForm = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

/** An edit form under `heading` holds the stored fixture's name, date and time of birth. */
export async function expectEditFormLoaded(heading: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByLabelText('Nick Name')).toHaveValue('Nimal');
  expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-05-17');
  expect(screen.getByLabelText('Time of Birth')).toHaveValue('06:45');
}
