import { LANGUAGES, pathIn, type Language } from '@vivaha/shared/languages';
import { pageMetaIn } from '@vivaha/shared/locales/page-meta';
import { fillTemplate, type PageMetaKey } from '@vivaha/shared/routes';

export interface PageOptions {
  siteName: string;
  publicUrl?: string;
  captchaProvider: string;
  recaptchaSiteKey?: string;
  /** Who the volunteer team is (TEAM_ABOUT), for the homepage. */
  teamAbout?: string;
  /** Who is responsible for members' details, and how to reach them, for the privacy page. */
  dataController?: { name: string; address: string; email: string };
}

/** Pages search engines should not keep: errors, and the member's own screens. */
const unindexed = new Set<PageMetaKey>(['notFound', 'profileNotFound', 'loggedIn', 'matches']);

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Fills the built index.html for one route in one language: `<html lang>`, title, description,
 * canonical link and the page's address in each language (so search engines and link previews see
 * the page's own words), and the settings the web app reads. `path` is the route without its
 * language prefix; `ownTitle` is a title the drawn page gave itself (a browse preset's).
 */
export function renderPage(
  template: string,
  key: PageMetaKey,
  path: string,
  options: PageOptions,
  fill: Record<string, string | number> = {},
  language: Language = 'en',
  ownTitle?: string,
): string {
  const meta = pageMetaIn[language][key];
  const values = { ...fill, site: options.siteName };
  const title = escapeAttr(ownTitle ?? fillTemplate(meta.title, values));
  const description = escapeAttr(fillTemplate(meta.description, values));
  const address = (lang: Language) => escapeAttr(new URL(pathIn(lang, path), options.publicUrl).href);
  const indexed = options.publicUrl && !unindexed.has(key);
  const head = [
    `<meta name="description" content="${description}">`,
    options.publicUrl && key !== 'notFound' && key !== 'profileNotFound'
      ? `<link rel="canonical" href="${address(language)}">`
      : '',
    ...(indexed
      ? [
          ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${address(lang)}">`),
          `<link rel="alternate" hreflang="x-default" href="${address('en')}">`,
        ]
      : []),
    `<meta name="application-name" content="${escapeAttr(options.siteName)}">`,
    `<meta name="captcha-provider" content="${escapeAttr(options.captchaProvider)}">`,
    options.recaptchaSiteKey
      ? `<meta name="recaptcha-site-key" content="${escapeAttr(options.recaptchaSiteKey)}">`
      : '',
    options.teamAbout ? `<meta name="team-about" content="${escapeAttr(options.teamAbout)}">` : '',
    options.dataController?.name
      ? `<meta name="data-controller" content="${escapeAttr(options.dataController.name)}">`
      : '',
    options.dataController?.address
      ? `<meta name="data-controller-address" content="${escapeAttr(options.dataController.address)}">`
      : '',
    options.dataController?.email
      ? `<meta name="data-requests-email" content="${escapeAttr(options.dataController.email)}">`
      : '',
    unindexed.has(key) ? '<meta name="robots" content="noindex">' : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(/<html\b[^>]*>/, (tag) =>
      /\slang="/.test(tag)
        ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`)
        : tag.replace('<html', `<html lang="${language}"`),
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('<!--app-head-->', head);
}
