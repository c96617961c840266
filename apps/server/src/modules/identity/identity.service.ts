import crypto from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { countries } from '@vivaha/shared/options/countries';
import { findOption } from '@vivaha/shared/options/option';

import { badRequest, HttpError, unauthorized } from '#src/lib/http-errors.ts';
import type { Limit, RateLimiter } from '#src/lib/rate-limit.ts';
import type { Mail, Mailer } from '#src/modules/mail/mail.service.ts';

import { identityMails } from './identity.mails.ts';
import type { CodePurpose, IdentityRepository, User, UserDetailsRow } from './identity.repository.ts';
import { decoy, hashPassword, keyedHash, newCode, sameHash, type TokenSigner, verifyPassword } from './secrets.ts';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
const EMAIL_LINK_TTL_HOURS = 24;

/**
 * Limits, each for one kind of abuse. Logins: 10 failures per address and 50 attempts per client
 * address in 15 minutes stops password guessing but not a person with a few typos. Codes: one mail a minute and
 * 6 an hour per address stops mail bombing; code checks: 10 per address in 15 minutes on top of
 * the 5 wrong tries that kill a code.
 */
const limits = {
  loginByEmail: (email: string): Limit => ({ key: `login:email:${email}`, max: 10, windowSeconds: 15 * 60 }),
  loginByIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 50, windowSeconds: 15 * 60 }),
  codeMinute: (email: string, purpose: CodePurpose): Limit => ({
    key: `code:minute:${purpose}:${email}`,
    max: 1,
    windowSeconds: 60,
  }),
  codeHour: (email: string): Limit => ({ key: `code:hour:${email}`, max: 6, windowSeconds: 60 * 60 }),
  codeByIp: (ip: string): Limit => ({ key: `code:ip:${ip}`, max: 30, windowSeconds: 60 * 60 }),
  checkByEmail: (email: string): Limit => ({ key: `check:email:${email}`, max: 10, windowSeconds: 15 * 60 }),
  emailChange: (userId: number): Limit => ({ key: `email-change:${userId}`, max: 5, windowSeconds: 60 * 60 }),
};

export const identityText = {
  loginOk: 'Login successful',
  loginFailed: 'Invalid email or password.',
  codeSent: 'OTP sent to your email',
  codeTooSoon: 'Please wait a minute before asking for another code.',
  codeWrong: 'The code is not correct. Please check the email and try again.',
  codeDead: 'This code has expired or is no longer valid. Please ask for a new one.',
  registered: 'Registration successful',
  alreadyRegistered: 'This email address already has an account. Please log in.',
  passwordReset: 'Password reset successfully',
  emailLinkSent: 'Email reset instructions sent to your email.',
  emailChanged: 'Your email address has been changed.',
  emailLinkDead: 'This link has expired or has already been used.',
  emailTaken: 'That email address is already used by another account.',
  passwordChanged: 'Password changed successfully.',
  oldPasswordWrong: 'Your current password is not correct.',
  userUpdated: 'User updated successfully!',
  countryUnknown: 'Please choose a country from the list.',
} as const;

interface Deps {
  repository: IdentityRepository;
  limiter: RateLimiter;
  mailer: Mailer;
  signer: TokenSigner;
  codeSecret: string;
  siteName: string;
  /** Told of each sign-in (profiles keep their owner's last-seen time). */
  onLogin?: (userId: number) => Promise<void>;
}

export interface RequestContext {
  ip: string;
  /** The site's address, for links in mails. */
  siteUrl: string;
  log: FastifyBaseLogger;
}

/** The name shown in the header: the account's full name, else the part of the address before @. */
export const displayName = (user: Pick<User, 'customerName' | 'email'>) =>
  user.customerName.trim() || user.email.split('@')[0] || user.email;

export function createIdentityService({ repository, limiter, mailer, signer, codeSecret, siteName, onLogin }: Deps) {
  const codeHash = (email: string, purpose: CodePurpose, code: string) =>
    keyedHash(codeSecret, `${purpose}:${email}:${code}`);

  /** Mail faults are logged, never shown: the answer must not tell whether an account exists. */
  async function sendQuietly(mail: Mail, context: RequestContext) {
    try {
      await mailer.send(mail);
    } catch (error) {
      context.log.error({ err: error, subject: mail.subject }, 'identity mail not sent');
    }
  }

  async function limitCodeMails(email: string, purpose: CodePurpose, ip: string) {
    try {
      await limiter.consume(limits.codeMinute(email, purpose));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        throw new HttpError(429, identityText.codeTooSoon, undefined, error.headers);
      }
      throw error;
    }
    await limiter.consume(limits.codeHour(email), limits.codeByIp(ip));
  }

  /** Spends a code: wrong tries count, the fifth kills it, a right one is used up. */
  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
    await limiter.consume(limits.checkByEmail(email));
    const stored = await repository.findLiveCode(email, purpose);
    if (!stored || stored.attempts >= CODE_MAX_TRIES)
      throw badRequest(identityText.codeDead, { otp: identityText.codeDead });
    if (!sameHash(stored.codeHash, codeHash(email, purpose, code))) {
      const tries = await repository.countWrongTry(stored.id, CODE_MAX_TRIES);
      const message = tries === undefined || tries >= CODE_MAX_TRIES ? identityText.codeDead : identityText.codeWrong;
      throw badRequest(message, { otp: message });
    }
    if (!(await repository.deleteCode(stored.id)))
      throw badRequest(identityText.codeDead, { otp: identityText.codeDead });
  }

  return {
    async login(email: string, password: string, context: RequestContext) {
      // Every attempt counts against the client address; only failures against the account, so a
      // member signing in on several devices is never locked out by their own success.
      await limiter.check(limits.loginByEmail(email));
      await limiter.consume(limits.loginByIp(context.ip));
      const user = await repository.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
      if (!user || !valid) {
        await limiter.consume(limits.loginByEmail(email));
        throw new HttpError(401, identityText.loginFailed);
      }
      await repository.recordLogin(user.id);
      await onLogin?.(user.id);
      const token = await signer.sign({ userId: user.id, version: user.tokenVersion });
      return { token, cxName: displayName(user) };
    },

    /** Register, step one. Answers the same whether or not the address has an account. */
    async startRegistration(email: string, context: RequestContext): Promise<void> {
      await limitCodeMails(email, 'register', context.ip);
      if (await repository.findByEmail(email)) {
        await sendQuietly(identityMails.alreadyRegistered(siteName, email, `${context.siteUrl}/login`), context);
        return;
      }
      const code = newCode();
      await repository.saveCode(email, 'register', codeHash(email, 'register', code), CODE_TTL_MINUTES * 60);
      await sendQuietly(identityMails.registerCode(siteName, email, code, CODE_TTL_MINUTES), context);
    },

    async completeRegistration(email: string, password: string, code: string): Promise<void> {
      await checkCode(email, 'register', code);
      const created = await repository.create(email, await hashPassword(password));
      if (!created) throw new HttpError(409, identityText.alreadyRegistered);
    },

    /** Reset, step one. Answers the same whether or not the address has an account. */
    async startReset(email: string, context: RequestContext): Promise<void> {
      await limitCodeMails(email, 'reset', context.ip);
      if (!(await repository.findByEmail(email))) return;
      const code = newCode();
      await repository.saveCode(email, 'reset', codeHash(email, 'reset', code), CODE_TTL_MINUTES * 60);
      await sendQuietly(identityMails.resetCode(siteName, email, code, CODE_TTL_MINUTES), context);
    },

    async completeReset(email: string, code: string, newPassword: string, context: RequestContext): Promise<void> {
      await checkCode(email, 'reset', code);
      const user = await repository.findByEmail(email);
      if (!user) throw badRequest(identityText.codeDead, { otp: identityText.codeDead });
      await repository.setPassword(user.id, await hashPassword(newPassword));
      await sendQuietly(identityMails.passwordChanged(siteName, user.email), context);
    },

    async changePassword(user: User, oldPassword: string, newPassword: string, context: RequestContext) {
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw badRequest(identityText.oldPasswordWrong, { oldPassword: identityText.oldPasswordWrong });
      }
      const updated = await repository.setPassword(user.id, await hashPassword(newPassword));
      if (!updated) throw unauthorized();
      await sendQuietly(identityMails.passwordChanged(siteName, user.email), context);
      return signer.sign({ userId: updated.id, version: updated.tokenVersion });
    },

    /** Mails a link to the new address; the change happens only when the link is opened. */
    async requestEmailChange(user: User, newEmail: string, context: RequestContext): Promise<void> {
      await limiter.consume(limits.emailChange(user.id));
      if (newEmail === user.email) return;
      const holder = await repository.findByEmail(newEmail);
      if (holder) {
        await sendQuietly(identityMails.emailInUse(siteName, newEmail), context);
        return;
      }
      const token = crypto.randomBytes(32).toString('base64url');
      await repository.saveEmailChange(user.id, newEmail, keyedHash(codeSecret, token), EMAIL_LINK_TTL_HOURS * 3600);
      const link = `${context.siteUrl}/confirmemail?token=${encodeURIComponent(token)}`;
      await sendQuietly(identityMails.confirmEmail(siteName, newEmail, link, EMAIL_LINK_TTL_HOURS), context);
      await sendQuietly(identityMails.emailChangeRequested(siteName, user.email, newEmail), context);
    },

    async confirmEmailChange(token: string): Promise<void> {
      const result = await repository.applyEmailChange(keyedHash(codeSecret, token));
      if (result === 'taken') throw new HttpError(409, identityText.emailTaken);
      if (!result) throw badRequest(identityText.emailLinkDead);
    },

    async updateDetails(user: User, details: UserDetailsRow): Promise<void> {
      if (details.countryId !== 0 && !findOption(countries, details.countryId)) {
        throw badRequest(identityText.countryUnknown, { countryId: identityText.countryUnknown });
      }
      await repository.updateDetails(user.id, details);
    },

    /** The user a bearer token stands for, or undefined when it is bad, expired or revoked. */
    async authenticate(token: string): Promise<User | undefined> {
      const claims = await signer.verify(token);
      if (!claims) return undefined;
      const user = await repository.findById(claims.userId);
      return user && user.tokenVersion === claims.version ? user : undefined;
    },

    /** ADMIN_EMAIL + ADMIN_PASSWORD: the account exists and is an admin (its password is set only when created). */
    async ensureAdmin(email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
      const existing = await repository.findByEmail(email);
      if (!existing) {
        await repository.create(email.toLowerCase(), await hashPassword(password), 'admin');
        return 'created';
      }
      if (existing.role === 'admin') return 'unchanged';
      await repository.setRole(email, 'admin');
      return 'promoted';
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
