import type { Language } from '@vivaha/shared/languages';

import { mailText as say, type Mail, type MailText } from '#src/modules/mail/index.ts';

/** A text's values, by the names its words use. */
type Values = Record<string, string | number>;
/** A mail's name: what its texts' keys start with, before the dot. */
type MailKind = MailText extends `${infer Kind}.${string}` ? Kind : never;
/** The names of one mail's texts, after the dot. */
type PartOf<Kind extends MailKind> = MailText extends infer Key
  ? Key extends `${Kind}.${infer Part}`
    ? Part
    : never
  : never;
/**
 * A paragraph: one of the mail's texts with its values, or a line as it is (a link), marked as
 * such so that a text's name written bare ('ignore') is a type error, not a word in the mail.
 */
type Paragraph<Kind extends MailKind> = readonly [PartOf<Kind>, Values?] | { line: string };

/**
 * A mail to `to` in `language`: the subject is the mail's `subject` text naming the site, the text
 * its paragraphs in order, a blank line between each.
 */
function mail<Kind extends MailKind>(
  language: Language,
  kind: Kind,
  site: string,
  to: string,
  paragraphs: readonly Paragraph<Kind>[],
): Mail {
  const text = (part: string, values?: Values) => say(language, `${kind}.${part}` as MailText, values);
  return {
    to,
    subject: text('subject', { site }),
    text: paragraphs.map((paragraph) => ('line' in paragraph ? paragraph.line : text(...paragraph))).join('\n\n'),
  };
}

/** Every identity mail, in the reader's language (the words: `mail-texts.ts` and its translations). */
export const identityMails = {
  registerCode: (language: Language, site: string, to: string, code: string, minutes: number): Mail =>
    mail(language, 'registerCode', site, to, [
      ['code', { code }],
      ['enter', { minutes }],
      ['ignore', { site }],
    ]),

  alreadyRegistered: (language: Language, site: string, to: string, loginUrl: string): Mail =>
    mail(language, 'alreadyRegistered', site, to, [['tried', { site }], ['login', { url: loginUrl }], ['ignore']]),

  resetCode: (language: Language, site: string, to: string, code: string, minutes: number): Mail =>
    mail(language, 'resetCode', site, to, [['code', { code }], ['enter', { minutes }], ['ignore']]),

  noAccount: (language: Language, site: string, to: string, siteUrl: string): Mail =>
    mail(language, 'noAccount', site, to, [['asked', { site }], ['other', { url: siteUrl }], ['ignore']]),

  confirmEmail: (language: Language, site: string, to: string, link: string, hours: number): Mail =>
    mail(language, 'confirmEmail', site, to, [['asked', { site }], { line: link }, ['works', { hours }], ['ignore']]),

  emailChangeRequested: (language: Language, site: string, to: string, newEmail: string): Mail =>
    mail(language, 'emailChangeRequested', site, to, [['asked', { site, email: newEmail }], ['nothing']]),

  emailInUse: (language: Language, site: string, to: string): Mail =>
    mail(language, 'emailInUse', site, to, [['asked', { site }], ['you']]),

  passwordChanged: (language: Language, site: string, to: string, cancelledEmail?: string): Mail =>
    mail(language, 'passwordChanged', site, to, [
      ['changed', { site }],
      ...(cancelledEmail ? [['cancelled', { email: cancelledEmail }] as const] : []),
      ['notYou'],
    ]),
};
