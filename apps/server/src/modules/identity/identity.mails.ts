import type { Language } from '@vivaha/shared/languages';

import { mailText as say, type Mail } from '#src/modules/mail/index.ts';

/** Every identity mail, in the reader's language (the words: `mail-texts.ts` and its translations). */
export const identityMails = {
  registerCode: (language: Language, site: string, to: string, code: string, minutes: number): Mail => ({
    to,
    subject: say(language, 'registerCode.subject', { site }),
    text: [
      say(language, 'registerCode.code', { code }),
      say(language, 'registerCode.enter', { minutes }),
      say(language, 'registerCode.ignore', { site }),
    ].join('\n\n'),
  }),

  alreadyRegistered: (language: Language, site: string, to: string, loginUrl: string): Mail => ({
    to,
    subject: say(language, 'alreadyRegistered.subject', { site }),
    text: [
      say(language, 'alreadyRegistered.tried', { site }),
      say(language, 'alreadyRegistered.login', { url: loginUrl }),
      say(language, 'alreadyRegistered.ignore'),
    ].join('\n\n'),
  }),

  resetCode: (language: Language, site: string, to: string, code: string, minutes: number): Mail => ({
    to,
    subject: say(language, 'resetCode.subject', { site }),
    text: [
      say(language, 'resetCode.code', { code }),
      say(language, 'resetCode.enter', { minutes }),
      say(language, 'resetCode.ignore'),
    ].join('\n\n'),
  }),

  noAccount: (language: Language, site: string, to: string, siteUrl: string): Mail => ({
    to,
    subject: say(language, 'noAccount.subject', { site }),
    text: [
      say(language, 'noAccount.asked', { site }),
      say(language, 'noAccount.other', { url: siteUrl }),
      say(language, 'noAccount.ignore'),
    ].join('\n\n'),
  }),

  confirmEmail: (language: Language, site: string, to: string, link: string, hours: number): Mail => ({
    to,
    subject: say(language, 'confirmEmail.subject', { site }),
    text: [
      say(language, 'confirmEmail.asked', { site }),
      link,
      say(language, 'confirmEmail.works', { hours }),
      say(language, 'confirmEmail.ignore'),
    ].join('\n\n'),
  }),

  emailChangeRequested: (language: Language, site: string, to: string, newEmail: string): Mail => ({
    to,
    subject: say(language, 'emailChangeRequested.subject', { site }),
    text: [
      say(language, 'emailChangeRequested.asked', { site, email: newEmail }),
      say(language, 'emailChangeRequested.nothing'),
    ].join('\n\n'),
  }),

  emailInUse: (language: Language, site: string, to: string): Mail => ({
    to,
    subject: say(language, 'emailInUse.subject', { site }),
    text: [say(language, 'emailInUse.asked', { site }), say(language, 'emailInUse.you')].join('\n\n'),
  }),

  passwordChanged: (language: Language, site: string, to: string, cancelledEmail?: string): Mail => ({
    to,
    subject: say(language, 'passwordChanged.subject', { site }),
    text: [
      say(language, 'passwordChanged.changed', { site }),
      ...(cancelledEmail ? [say(language, 'passwordChanged.cancelled', { email: cancelledEmail })] : []),
      say(language, 'passwordChanged.notYou'),
    ].join('\n\n'),
  }),
};
