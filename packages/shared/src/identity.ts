import { z } from 'zod';

import { EMAIL_MAX, PASSWORD_MIN } from './constants.ts';
import { validationMessages } from './messages.ts';
import { countries } from './options/countries.ts';
import { carried } from './said.ts';
import { captchaToken, jsonInt, wireString } from './wire.ts';

const m = carried(validationMessages);

/** The spec's strength rule: 8+ characters with a lower, an upper, a digit and one of @#$%^&+=! */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&+=!]).{8,}$/;
const PASSWORD_MAX = 128;

export const isStrongPassword = (value: string) =>
  value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && PASSWORD_PATTERN.test(value);

export const emailField = wireString('Email', { error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(EMAIL_MAX, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((value) => value.toLowerCase());

export const strongPassword = wireString('Password', { error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .refine(isStrongPassword, { error: m.passwordWeak });

const anyPassword = wireString('Password', { error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(PASSWORD_MAX);
export const otpField = wireString('Code', { error: m.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: m.otpInvalid });
const domain = wireString('Domain').max(253).optional();

/** POST /identity/login */
export const loginRequestSchema = z.object({
  domain,
  email: emailField,
  password: anyPassword,
  rememberMe: z.boolean().optional(),
  returnUrl: wireString('Return address').max(2000).optional(),
  captchaToken,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The answer of every identity call: returnCode 1 is success. */
export const identityAnswerSchema = z.object({ returnCode: z.number(), returnText: z.string() });
export type IdentityAnswer = z.infer<typeof identityAnswerSchema>;

export const loginResponseSchema = identityAnswerSchema.extend({ token: z.string(), cxName: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /identity/createotp: step one of registering. */
export const createOtpRequestSchema = z.object({ domain, email: emailField, password: strongPassword, captchaToken });
export type CreateOtpRequest = z.input<typeof createOtpRequestSchema>;

/** POST /identity/createviaotp: step two, the code from the mail. */
export const createViaOtpRequestSchema = z.object({
  email: emailField,
  password: strongPassword,
  otp: otpField,
  captchaToken,
  /**
   * Beyond the spec's call: the privacy notice agreed to (the web app's form needs it). Left out,
   * the account is made and its member is asked on signing in; false is refused.
   */
  privacyAgreed: z.literal(true, { error: m.privacyRequired }).optional(),
});
export type CreateViaOtpRequest = z.input<typeof createViaOtpRequestSchema>;

/** POST /identity/otpresetpassword */
export const otpResetPasswordRequestSchema = z.object({ email: emailField, captchaToken });
export type OtpResetPasswordRequest = z.input<typeof otpResetPasswordRequestSchema>;

/** POST /identity/resetpasswordbyotp */
export const resetPasswordByOtpRequestSchema = z.object({
  email: emailField,
  otp: otpField,
  newPassword: strongPassword,
  captchaToken,
});
export type ResetPasswordByOtpRequest = z.input<typeof resetPasswordByOtpRequestSchema>;

/** POST /identity/changeemail (signed in): the new address and the account's current password. */
export const changeEmailRequestSchema = z.object({ email: emailField, password: anyPassword });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** POST /identity/deleteaccount (signed in): the password again (the page also asks for a typed word). */
export const deleteAccountRequestSchema = z.object({ password: anyPassword });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** POST /identity/export (signed in): a copy of the member's data, mailed as a link; the password again. */
export const exportRequestSchema = z.object({ password: anyPassword });
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** POST /identity/confirmemail: the link mailed to the new address. */
export const confirmEmailRequestSchema = z.object({ token: wireString('Link').trim().min(20).max(200) });

/** POST /identity/changepassword (signed in). */
export const changePasswordRequestSchema = z.object({ oldPassword: anyPassword, newPassword: strongPassword });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
/** A password change ends every other session, so the answer carries this session's new token. */
export const changePasswordResponseSchema = identityAnswerSchema.extend({ token: z.string().optional() });

const text = (label: string, max: number) => wireString(label).trim().max(max, { error: m.textTooLong }).default('');

/** The account's own details (spec section 3, User details). */
export const userDetailsSchema = z.object({
  title: z.string(),
  customerName: z.string(),
  eMail: z.string(),
  organization: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  postcode: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  fax: z.string(),
  mobile: z.string(),
  countryId: z.number(),
  countryName: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** POST /identity/updateuser: eMail and countryName may be sent but are not changed here. */
export const updateUserRequestSchema = z.object({
  title: text('Title', 20),
  customerName: text('Name', 100),
  eMail: wireString('Email').optional(),
  organization: text('Organization', 100),
  address1: text('Address 1', 100),
  address2: text('Address 2', 100),
  city: text('City', 60),
  postcode: text('Postcode', 20),
  phone1: text('Phone 1', 30),
  phone2: text('Phone 2', 30),
  fax: text('Fax', 30),
  mobile: text('Mobile', 30),
  countryId: jsonInt(m.countryInvalid)
    .refine((id) => id === 0 || countries.some((country) => country.id === id), { error: m.countryInvalid })
    .default(0),
  countryName: wireString('Country').optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** GET /identity/me: who the token belongs to. */
export const meResponseSchema = z.object({
  id: z.number(),
  cxName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  profileLimit: z.number(),
  /** Whether the member agreed to the privacy notice as it is now (PRIVACY_VERSION). */
  privacyCurrent: z.boolean(),
});

/** POST /identity/privacy (signed in): the member agrees to the privacy notice of this version. */
export const privacyAgreementSchema = z.object({
  version: wireString('Version').max(20, { error: m.privacyOutdated }),
});
export type Me = z.infer<typeof meResponseSchema>;
