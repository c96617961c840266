import { fillTemplate, pageMeta, type PageMetaKey } from '@vivaha/shared/routes';

export interface PageOptions {
  siteName: string;
  publicUrl?: string;
  captchaProvider: string;
  recaptchaSiteKey?: string;
}

/** Pages search engines should not keep: errors, and the member's own screens. */
const unindexed = new Set<PageMetaKey>(['notFound', 'profileNotFound', 'loggedIn', 'matches']);

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Fills the built index.html for one route: title, description and canonical link (so search
 * engines and link previews see the page's own words), and the settings the web app reads.
 */
export function renderPage(
  template: string,
  key: PageMetaKey,
  pathname: string,
  options: PageOptions,
  fill: Record<string, string | number> = {},
): string {
  const meta = pageMeta[key];
  const values = { ...fill, site: options.siteName };
  const title = escapeAttr(fillTemplate(meta.title, values));
  const description = escapeAttr(fillTemplate(meta.description, values));
  const head = [
    `<meta name="description" content="${description}">`,
    options.publicUrl && key !== 'notFound' && key !== 'profileNotFound'
      ? `<link rel="canonical" href="${escapeAttr(new URL(pathname, options.publicUrl).href)}">`
      : '',
    `<meta name="application-name" content="${escapeAttr(options.siteName)}">`,
    `<meta name="captcha-provider" content="${escapeAttr(options.captchaProvider)}">`,
    options.recaptchaSiteKey
      ? `<meta name="recaptcha-site-key" content="${escapeAttr(options.recaptchaSiteKey)}">`
      : '',
    unindexed.has(key) ? '<meta name="robots" content="noindex">' : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return template.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`).replace('<!--app-head-->', head);
}
