import { messageTemplates } from './message-templates.ts';
import { catalog, saidText } from './said.ts';

/**
 * Messages shown to people, in the spec's words (sections 5 and 8). Both the server and the web
 * app take them from here, so a rule says the same thing on either side.
 */
export const validationMessages = catalog('validation', {
  contactNameRequired: 'Name is required',
  contactNameTooLong: 'Name must be at most 50 characters',
  contactEmailRequired: 'Email is required',
  contactEmailInvalid: 'Email is invalid',
  contactMessageRequired: 'Message is required',
  contactMessageTooLong: 'Message must be at most 500 characters',
  contactSubjectRequired: 'Please select a subject',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password.',
  passwordWeak:
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  otpInvalid: 'Please enter the 6-digit code from the email.',
  textTooLong: 'This is too long.',
  countryInvalid: 'Please choose a country from the list.',
  captchaRequired: 'The bot check is missing. Please try again.',
  captchaInvalid: 'The bot check failed. Please try again.',
  captchaUnavailable: 'The bot check could not be done just now. Please try again in a minute.',
  privacyRequired: 'Please agree to the privacy notice to register.',
  privacyOutdated: 'The privacy notice has changed again. Please read it once more.',
});

/** A text holding a character that cannot be stored (NUL, or half of a surrogate pair). */
export const unsavableText = (label: string) => saidText(messageTemplates, 'unsavable', { label });

export type ValidationMessageKey = keyof typeof validationMessages;
