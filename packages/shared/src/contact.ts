import { z } from 'zod';

import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_MAX } from './constants.ts';
import { contactSubjects } from './contact-subjects.ts';
import { validationMessages } from './messages.ts';
import { carried } from './said.ts';
import { wireString } from './wire.ts';

const m = carried(validationMessages);

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
