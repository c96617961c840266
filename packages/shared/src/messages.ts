/**
 * Messages shown to people, in the spec's words (sections 5 and 8). Both the server and the web
 * app take them from here, so a rule says the same thing on either side.
 */
export const validationMessages = {
  contactNameRequired: 'Name is required',
  contactNameTooLong: 'Name must be at most 50 characters',
  contactEmailRequired: 'Email is required',
  contactEmailInvalid: 'Email is invalid',
  contactMessageRequired: 'Message is required',
  contactMessageTooLong: 'Message must be at most 500 characters',
  contactSubjectRequired: 'Please select a subject',
  captchaRequired: 'The bot check is missing. Please try again.',
  captchaInvalid: 'The bot check failed. Please try again.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Finds the key of a message text, so the web app can translate a message the server sent. */
export function validationMessageKey(text: string): ValidationMessageKey | undefined {
  return (Object.keys(validationMessages) as ValidationMessageKey[]).find(
    (key) => validationMessages[key] === text,
  );
}
