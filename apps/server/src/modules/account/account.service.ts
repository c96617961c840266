import type { FastifyBaseLogger } from 'fastify';

import { asLanguage, type Language } from '@vivaha/shared/languages';
import { RETENTION } from '@vivaha/shared/retention';

import { badRequest, httpError } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';
import type { Limit, RateLimiter } from '#src/lib/rate-limit.ts';
import { isAdmin } from '#src/modules/access/index.ts';
import { type User, identityText, verifyPassword } from '#src/modules/identity/index.ts';
import { mailText as say, type Mailer } from '#src/modules/mail/index.ts';
import { type MediaStorage, removePhotoFiles } from '#src/modules/media/index.ts';

import type { DataExports } from './account.exports.ts';
import type { AccountRepository } from './account.repository.ts';

export const accountText = messages('account', {
  deleted: 'Your account has been deleted.',
  exportAsked:
    'We are making a copy of your data. A link to download it will be mailed to you in a few minutes; it works for 24 hours.',
  exportGone:
    'This download link has expired, has been used twice already, or is not yours. Ask for a new copy on My Data.',
  exportTooMany: 'You have asked for a copy of your data 3 times today. Please try again tomorrow.',
  teamAccount:
    "This is a team account. Ask the site's operator to make it a member account first; then it can be deleted.",
});

/** The password typed again before a member's data is deleted or sent: 10 tries in 15 minutes. */
const passwordAgain = (userId: number): Limit => ({ key: `password-again:${userId}`, max: 10, windowSeconds: 15 * 60 });
/** Copies of one's data: 3 a day. */
const exportsPerDay = (userId: number): Limit => ({
  key: `data-export:${userId}`,
  max: 3,
  windowSeconds: 24 * 60 * 60,
  message: () => said(accountText, 'exportTooMany'),
});

interface Deps {
  repository: AccountRepository;
  exports: DataExports;
  limiter: RateLimiter;
  mailer: Mailer;
  storage: MediaStorage;
  siteName: string;
  siteUrl: string;
}

/** A member's rights over their own data (Sri Lanka's Personal Data Protection Act): a copy of it, and its deletion. */
export function createAccountService({ repository, exports, limiter, mailer, storage, siteName, siteUrl }: Deps) {
  /** The member's password, typed again; a wrong one names the field and changes nothing. */
  async function checkPassword(user: User, password: string): Promise<void> {
    await limiter.consume(passwordAgain(user.id));
    if (!(await verifyPassword(user.passwordHash, password))) {
      const wrong = said(identityText, 'oldPasswordWrong');
      throw badRequest(wrong, { password: wrong });
    }
  }

  /** The account's rows in one transaction, then its photo files; answers how many photos went. */
  async function erase(user: { id: number; email: string }): Promise<number> {
    const photos = await repository.erase(user);
    await Promise.all(photos.map((key) => removePhotoFiles(storage, key)));
    return photos.length;
  }

  return {
    checkPassword,

    /** Deletes an account nobody signed in to for RETENTION.dormantYears, after its warnings. */
    async deleteDormant(user: { id: number; email: string; language: string }): Promise<void> {
      await erase(user);
      const language = asLanguage(user.language);
      await mailer.send(
        {
          to: user.email,
          subject: say(language, 'dormantDeleted.subject', { site: siteName }),
          text: [
            say(language, 'dormantDeleted.done', { site: siteName, years: RETENTION.dormantYears }),
            say(language, 'accountDeleted.kept'),
            say(language, 'accountDeleted.again', { url: siteUrl }),
          ].join('\n\n'),
        },
        { forgetWhenSent: true },
      );
    },

    /** Starts a copy of the member's data; the link is mailed when it is made. */
    async requestExport(user: User, password: string, language: Language): Promise<void> {
      await checkPassword(user, password);
      await limiter.consume(exportsPerDay(user.id));
      await exports.request(user.id, language);
    },

    /** The ZIP file behind a mailed link, for the account it was made for. */
    async download(token: string, user: User) {
      const found = await exports.download(token, user.id);
      if (typeof found === 'string') throw httpError(404, said(accountText, 'exportGone'));
      return found;
    },

    /**
     * Deletes the account at once, with every profile and photo and everything that hangs on them;
     * the files go after the rows (a removal the storage refuses is tried again later), and a
     * confirmation goes to the old address.
     */
    async deleteAccount(user: User, password: string, language: Language, log: FastifyBaseLogger): Promise<void> {
      if (isAdmin(user)) throw httpError(409, said(accountText, 'teamAccount'));
      await checkPassword(user, password);
      const photos = await erase(user);
      log.info({ photos }, 'account deleted by its owner');
      await mailer.send(
        {
          to: user.email,
          subject: say(language, 'accountDeleted.subject', { site: siteName }),
          text: [
            say(language, 'accountDeleted.done', { site: siteName }),
            say(language, 'accountDeleted.kept'),
            say(language, 'accountDeleted.again', { url: siteUrl }),
            say(language, 'accountDeleted.notYou'),
          ].join('\n\n'),
        },
        { forgetWhenSent: true },
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
