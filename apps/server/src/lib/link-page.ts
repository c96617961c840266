import { pathIn, type Language } from '@vivaha/shared/languages';

import { escapeHtml } from '#src/modules/mail/index.ts';

/**
 * The short page a link in a mail opens without signing in (stop these mails): one sentence in
 * the mail's language and a link home. No script, no style sheet: it says its piece and goes.
 */
export const linkAnswerPage = (language: Language, siteName: string, words: string) =>
  `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(siteName)}</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><p>${escapeHtml(words)}</p><p><a href="${escapeHtml(pathIn(language, '/'))}">${escapeHtml(siteName)}</a></p></body></html>`;
