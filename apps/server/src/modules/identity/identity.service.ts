import crypto from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { AUTH_COOKIE_DAYS } from '@vivaha/shared/constants';
import type { Language } from '@vivaha/shared/languages';
import { validationMessages as m } from '@vivaha/shared/messages';
import { PRIVACY_VERSION } from '@vivaha/shared/retention';

import { badRequest, HttpError, httpError, unauthorized } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';
import type { Limit, RateLimiter } from '#src/lib/rate-limit.ts';
import { isAdmin, TEAM_ROLE } from '#src/modules/access/index.ts';
import type { Mailer } from '#src/modules/mail/index.ts';

import { checkAdminPassword, commonPasswordText, isCommonPassword } from './common-passwords.ts';
import { identityMails } from './identity.mails.ts';
import type { CodePurpose, IdentityRepository, User, UserDetailsRow } from './identity.repository.ts';
import {
  decoy,
  hashPassword,
  keyedHash,
  newCode,
  newSessionId,
  sameHash,
  type TokenSigner,
  verifyPassword,
} from './secrets.ts';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
const EMAIL_LINK_TTL_HOURS = 24;
const SESSION_TTL_SECONDS = AUTH_COOKIE_DAYS * 24 * 60 * 60;

/**
 * Limits, each for one kind of abuse. Logins: 10 failures for one account from one client address
 * and 50 attempts per client address in 15 minutes stop password guessing, but nobody elsewhere
 * can lock a member out, and a person with a few typos is not stopped. Codes: one mail a minute
 * and 6 an hour per address stops mail bombing; code checks: 10 per address in 15 minutes on top
 * of the 5 wrong tries that kill a code.
 */
const limits = {
  loginByAccount: (email: string, ip: string): Limit => ({
    key: `login:email:${email}:${ip}`,
    max: 10,
    windowSeconds: 15 * 60,
  }),
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

export const identityText = messages('identity', {
  languageSaved: 'Your language is saved.',
  loginOk: 'Login successful',
  loginFailed: 'Invalid email or password.',
  loggedOut: 'You have been logged out.',
  codeSent: 'OTP sent to your email',
  codeTooSoon: 'Please wait a minute before asking for another code.',
  /** Every failed code check, whatever the reason: it must not tell whether an account exists. */
  codeInvalid: 'The code is not correct or has expired. Please check the email or ask for a new one.',
  registered: 'Registration successful',
  passwordReset: 'Password reset successfully',
  emailLinkSent: 'Email reset instructions sent to your email.',
  emailChanged: 'Your email address has been changed.',
  emailLinkDead: 'This link has expired or has already been used.',
  emailTaken: 'That email address is already used by another account.',
  passwordChanged: 'Password changed successfully.',
  oldPasswordWrong: 'Your current password is not correct.',
  passwordCommon: commonPasswordText,
  userUpdated: 'User updated successfully!',
  privacyAgreed: 'Thank you: your agreement to the privacy notice is recorded.',
  logInFirst: 'Please log in first.',
  sessionEnded: 'Your session has ended. Please log in again.',
  logInAgain: 'Please log in again.',
  adminOnly: 'This needs an administrator.',
  chooseLanguage: 'Choose en, si or ta.',
} as const);

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
  /** The page's language: the mails of this call are written in it, and a sign-in saves it. */
  language: Language;
  /** The site's address, for links in mails. */
  siteUrl: string;
  log: FastifyBaseLogger;
}

/** The name shown in the header: the account's full name, else the part of the address before @. */
/** A signed-in session as the web app keeps it. */
export interface Session {
  token: string;
  cxName: string;
}

export const displayName = (user: Pick<User, 'customerName' | 'email'>) =>
  user.customerName.trim() || user.email.split('@')[0] || user.email;

/** A value that no six-digit code hashes to: stored where no code may work, so the writes stay the same. */
const unusable = () => crypto.randomBytes(16).toString('hex');

export function createIdentityService({ repository, limiter, mailer, signer, codeSecret, siteName, onLogin }: Deps) {
  const codeHash = (email: string, purpose: CodePurpose, code: string) =>
    keyedHash(codeSecret, `${purpose}:${email}:${code}`);
  const codeRefused = () => {
    const invalid = said(identityText, 'codeInvalid');
    return badRequest(invalid, { otp: invalid });
  };

  /** One of the 10,000 most used passwords is refused, on the field that holds it. */
  async function refuseCommon(password: string, field: 'password' | 'newPassword') {
    if (await isCommonPassword(password)) {
      const common = said(identityText, 'passwordCommon');
      throw badRequest(common, { [field]: common });
    }
  }

  async function limitCodeMails(email: string, purpose: CodePurpose, ip: string) {
    try {
      await limiter.consume(limits.codeMinute(email, purpose));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        throw httpError(429, said(identityText, 'codeTooSoon'), undefined, error.headers);
      }
      throw error;
    }
    await limiter.consume(limits.codeHour(email), limits.codeByIp(ip));
  }

  /** Spends a code: wrong tries count, the fifth kills it, a right one is used up. One answer for every failure. */
  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
    await limiter.consume(limits.checkByEmail(email));
    const stored = await repository.findLiveCode(email, purpose);
    if (!stored || stored.attempts >= CODE_MAX_TRIES) throw codeRefused();
    if (!sameHash(stored.codeHash, codeHash(email, purpose, code))) {
      await repository.countWrongTry(stored.id, CODE_MAX_TRIES);
      throw codeRefused();
    }
    if (!(await repository.deleteCode(stored.id))) throw codeRefused();
  }

  /** A signed-in session: a row in `sessions`, named by the token. */
  async function startSession(user: User): Promise<string> {
    const sessionId = newSessionId();
    await repository.createSession(user.id, sessionId, SESSION_TTL_SECONDS);
    return signer.sign({ userId: user.id, version: user.tokenVersion, sessionId });
  }

  /** A new password ends every session and cancels a waiting email change; the member is told by mail. */
  /** A new session for a member who just proved who they are: a login, or a mailed code. */
  async function signedIn(user: User, language: Language): Promise<Session> {
    await repository.recordLogin(user.id, language);
    await onLogin?.(user.id);
    return { token: await startSession(user), cxName: displayName(user) };
  }

  async function setPassword(userId: number, password: string, language: Language): Promise<User | undefined> {
    const changed = await repository.setPassword(userId, await hashPassword(password));
    if (!changed) return undefined;
    await mailer.send(identityMails.passwordChanged(language, siteName, changed.user.email, changed.cancelledEmail));
    return changed.user;
  }

  return {
    async login(email: string, password: string, context: RequestContext) {
      // Every attempt counts against the client address; only failures against the account, and
      // only from that client address, so nobody elsewhere can lock a member out. The failure is
      // counted before the password is checked, so attempts sent at once cannot all slip in
      // under the limit; a right password takes it back.
      const accountLimit = limits.loginByAccount(email, context.ip);
      await limiter.consume(accountLimit);
      let user, valid;
      try {
        await limiter.consume(limits.loginByIp(context.ip));
        user = await repository.findByEmail(email);
        valid = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
      } catch (error) {
        await limiter.release(accountLimit);
        throw error;
      }
      if (!user || !valid) throw httpError(401, said(identityText, 'loginFailed'));
      await limiter.release(accountLimit);
      return signedIn(user, context.language);
    },

    /** Ends the token's session on the server; a bad or already ended token is fine too. */
    async logout(token: string): Promise<void> {
      const claims = await signer.verify(token);
      if (claims) await repository.deleteSession(claims.sessionId, claims.userId);
    },

    /**
     * Register, step one. Answers the same, after the same writes (a stored code, one queued
     * mail), whether or not the address has an account; an account holder gets a note, no code.
     */
    async startRegistration(email: string, password: string, context: RequestContext): Promise<void> {
      await refuseCommon(password, 'password');
      await limitCodeMails(email, 'register', context.ip);
      const holder = await repository.hasAccount(email);
      const code = newCode();
      const stored = holder ? unusable() : code;
      await repository.saveCode(email, 'register', codeHash(email, 'register', stored), CODE_TTL_MINUTES * 60);
      await mailer.send(
        holder
          ? identityMails.alreadyRegistered(context.language, siteName, email, `${context.siteUrl}/login`)
          : identityMails.registerCode(context.language, siteName, email, code, CODE_TTL_MINUTES),
      );
    },

    async completeRegistration(
      email: string,
      password: string,
      code: string,
      language: Language = 'en',
      privacyAgreed = false,
    ): Promise<Session> {
      await refuseCommon(password, 'password');
      await checkCode(email, 'register', code);
      const created = await repository.create(email, await hashPassword(password), 'member', language);
      if (!created) throw codeRefused();
      // Recorded with its version and time; an account made without it is asked on signing in.
      if (privacyAgreed) await repository.agreePrivacy(created.id, PRIVACY_VERSION);
      // The code proved the address and the password was just chosen: signed in at once.
      return signedIn(created, language);
    },

    /**
     * Reset, step one. Answers the same, after the same writes, whether or not the address has an
     * account: an unknown address gets a short note that it has none, and its stored code is useless.
     */
    async startReset(email: string, context: RequestContext): Promise<void> {
      await limitCodeMails(email, 'reset', context.ip);
      const holder = await repository.hasAccount(email);
      const code = newCode();
      const stored = holder ? code : unusable();
      await repository.saveCode(email, 'reset', codeHash(email, 'reset', stored), CODE_TTL_MINUTES * 60);
      await mailer.send(
        holder
          ? identityMails.resetCode(context.language, siteName, email, code, CODE_TTL_MINUTES)
          : identityMails.noAccount(context.language, siteName, email, context.siteUrl),
      );
    },

    /** Every other session ends with the old password; this one starts with the new. */
    async completeReset(email: string, code: string, newPassword: string, language: Language = 'en'): Promise<Session> {
      await refuseCommon(newPassword, 'newPassword');
      await checkCode(email, 'reset', code);
      const user = await repository.findByEmail(email);
      const updated = user && (await setPassword(user.id, newPassword, language));
      if (!updated) throw codeRefused();
      return signedIn(updated, language);
    },

    /** Answers a token for a new session of the caller: every other session has ended. */
    async changePassword(
      user: User,
      oldPassword: string,
      newPassword: string,
      language: Language = 'en',
    ): Promise<string> {
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        const wrong = said(identityText, 'oldPasswordWrong');
        throw badRequest(wrong, { oldPassword: wrong });
      }
      await refuseCommon(newPassword, 'newPassword');
      const updated = await setPassword(user.id, newPassword, language);
      if (!updated) throw unauthorized(said(identityText, 'logInAgain'));
      return startSession(updated);
    },

    /**
     * Needs the current password. Mails a link to the new address (the change happens only when
     * it is opened) and a notice to the current one. An address that already has an account gets
     * a note instead of a link, after the same writes, so the answer tells nothing about it.
     */
    async requestEmailChange(user: User, newEmail: string, password: string, context: RequestContext): Promise<void> {
      await limiter.consume(limits.emailChange(user.id));
      if (!(await verifyPassword(user.passwordHash, password))) {
        const wrong = said(identityText, 'oldPasswordWrong');
        throw badRequest(wrong, { password: wrong });
      }
      if (newEmail === user.email) return;
      const holder = await repository.hasAccount(newEmail);
      const token = crypto.randomBytes(32).toString('base64url');
      const stored = holder ? unusable() : token;
      await repository.saveEmailChange(user.id, newEmail, keyedHash(codeSecret, stored), EMAIL_LINK_TTL_HOURS * 3600);
      const link = `${context.siteUrl}/confirmemail?token=${encodeURIComponent(token)}`;
      await mailer.send(
        holder
          ? identityMails.emailInUse(context.language, siteName, newEmail)
          : identityMails.confirmEmail(context.language, siteName, newEmail, link, EMAIL_LINK_TTL_HOURS),
      );
      await mailer.send(identityMails.emailChangeRequested(context.language, siteName, user.email, newEmail));
    },

    /** The member agrees to the privacy notice as it is now; an older version is refused. */
    async agreePrivacy(userId: number, version: string): Promise<void> {
      if (version !== PRIVACY_VERSION) {
        const outdated = said(m, 'privacyOutdated');
        throw badRequest(outdated, { version: outdated });
      }
      await repository.agreePrivacy(userId, version);
    },

    /** The language of the member's mails, chosen with the language switch. */
    async setLanguage(userId: number, language: Language): Promise<void> {
      await repository.setLanguage(userId, language);
    },

    async confirmEmailChange(token: string): Promise<void> {
      const result = await repository.applyEmailChange(keyedHash(codeSecret, token));
      if (result === 'taken') throw httpError(409, said(identityText, 'emailTaken'));
      if (!result) throw badRequest(said(identityText, 'emailLinkDead'));
    },

    /** The schema (updateUserRequestSchema) has already checked every field, the country included. */
    async updateDetails(user: User, details: UserDetailsRow): Promise<void> {
      await repository.updateDetails(user.id, details);
    },

    /**
     * The user a bearer token stands for, or undefined when it is bad or expired, its session has
     * ended (logout), or a password change came after it.
     */
    async authenticate(token: string): Promise<User | undefined> {
      const claims = await signer.verify(token);
      if (!claims) return undefined;
      const user = await repository.findSessionUser(claims.sessionId, claims.userId);
      return user && user.tokenVersion === claims.version ? user : undefined;
    },

    /**
     * ADMIN_EMAIL + ADMIN_PASSWORD: the account exists and is an admin (its password is set only
     * when created). A common ADMIN_PASSWORD is refused before the start (checkAdminPassword).
     */
    async ensureAdmin(email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
      await checkAdminPassword(password);
      let existing = await repository.findByEmail(email);
      if (!existing) {
        if (await repository.create(email.toLowerCase(), await hashPassword(password), TEAM_ROLE)) return 'created';
        // Another server starting at the same moment created it first.
        existing = await repository.findByEmail(email);
        if (!existing) throw new Error(`The admin account ${email} could not be created.`);
      }
      if (isAdmin(existing)) return 'unchanged';
      await repository.setRole(email, TEAM_ROLE);
      return 'promoted';
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
