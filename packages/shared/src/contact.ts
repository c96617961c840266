import { z } from 'zod';

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_MAX } from './constants.ts';
import { validationMessages as m } from './messages.ts';
import { wireString } from './wire.ts';

/** The six subjects of the Contact Us form (spec section 3); the wire value is the text itself. */
export const contactSubjects = [
  'I want to close my account',
  'Translation Services (Paid)',
  'Astrological Services (Paid)',
  'Increase my allowed profile limit',
  'Change my profile DOB/Sex',
  'Other Issues',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

const requiredText = (label: string, required: string) =>
  wireString(label, { error: required }).trim().min(1, { error: required });

/** The form fields, checked the same way in the browser and on the server (spec section 5). */
export const contactFormSchema = z.object({
  name: requiredText('Name', m.contactNameRequired).max(CONTACT_NAME_MAX, {
    error: m.contactNameTooLong,
  }),
  email: requiredText('Email', m.contactEmailRequired)
    .max(EMAIL_MAX, { error: m.contactEmailInvalid })
    .pipe(z.email({ error: m.contactEmailInvalid })),
  subject: z.enum(contactSubjects, { error: m.contactSubjectRequired }),
  message: requiredText('Message', m.contactMessageRequired).max(CONTACT_MESSAGE_MAX, {
    error: m.contactMessageTooLong,
  }),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

/** POST /api/contact: the form plus the bot-check token. */
export const contactRequestSchema = contactFormSchema.extend({
  captchaToken: wireString('Bot check').optional(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.boolean(), msg: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
