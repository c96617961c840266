import { z } from 'zod';

import { EMAIL_MAX, PASSWORD_MIN } from './constants.ts';
import { validationMessages as m } from './messages.ts';

/** The spec's strength rule: 8+ characters with a lower, an upper, a digit and one of @#$%^&+=! */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&+=!]).{8,}$/;
const PASSWORD_MAX = 128;

export const isStrongPassword = (value: string) =>
  value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && PASSWORD_PATTERN.test(value);

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(EMAIL_MAX, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((value) => value.toLowerCase());

export const strongPassword = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .refine(isStrongPassword, { error: m.passwordWeak });

const anyPassword = z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(PASSWORD_MAX);
export const otpField = z
  .string({ error: m.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: m.otpInvalid });
const captchaToken = z.string().max(20_000).optional();
const domain = z.string().max(253).optional();

/** POST /identity/login */
export const loginRequestSchema = z.object({
  domain,
  email: emailField,
  password: anyPassword,
  rememberMe: z.boolean().optional(),
  returnUrl: z.string().max(2000).optional(),
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

/** POST /identity/confirmemail: the link mailed to the new address. */
export const confirmEmailRequestSchema = z.object({ token: z.string().trim().min(20).max(200) });

/** POST /identity/changepassword (signed in). */
export const changePasswordRequestSchema = z.object({ oldPassword: anyPassword, newPassword: strongPassword });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
/** A password change ends every other session, so the answer carries this session's new token. */
export const changePasswordResponseSchema = identityAnswerSchema.extend({ token: z.string().optional() });

const text = (max: number) => z.string().trim().max(max, { error: m.textTooLong }).default('');

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
  title: text(20),
  customerName: text(100),
  eMail: z.string().optional(),
  organization: text(100),
  address1: text(100),
  address2: text(100),
  city: text(60),
  postcode: text(20),
  phone1: text(30),
  phone2: text(30),
  fax: text(30),
  mobile: text(30),
  countryId: z.coerce.number().int().min(0).default(0),
  countryName: z.string().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** GET /identity/me: who the token belongs to. */
export const meResponseSchema = z.object({
  id: z.number(),
  cxName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  profileLimit: z.number(),
});
export type Me = z.infer<typeof meResponseSchema>;
