/**
 * The six subjects of the Contact Us form (spec section 3); the wire value is the text itself.
 * Apart from contact.ts's schemas, so the form's page can list them without loading zod.
 */
export const contactSubjects = [
  'I want to close my account',
  'Translation Services (Paid)',
  'Astrological Services (Paid)',
  'Increase my allowed profile limit',
  'Change my profile DOB/Sex',
  'Other Issues',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];
