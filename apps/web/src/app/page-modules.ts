import type { Language } from '@vivaha/shared/languages';
import { isBrowsePath, routeMetaKey } from '@vivaha/shared/routes';

const route = (name: string) => `apps/web/src/app/routes/${name}.tsx`;

/** The screens drawn on the server, by page key; the homepage's is in the first download already. */
const screens: Partial<Record<string, string[]>> = {
  homepage: [],
  search: [route('search')],
  profile: [route('profile-view')],
  contact: [route('contact')],
  faq: [route('faq')],
  about: [route('about')],
  terms: [route('terms')],
  privacy: [route('privacy')],
};

/**
 * The modules a public page draws its first screen with besides the entry (paths from the
 * repository's root), or undefined for a page the server does not draw (member and admin
 * screens). The server links their CSS in the page's head, so the page is styled when it first
 * shows, and preloads their code, so it hydrates without a second round trip.
 */
export function pageModules(path: string, language: Language): string[] | undefined {
  const key = routeMetaKey(path);
  const modules = key && screens[key];
  if (!modules) return undefined;
  const screen = isBrowsePath(path) ? [route('browse')] : modules;
  if (language === 'en') return screen;
  // A Sinhala or Tamil page's own words and fonts (English words are in the entry), the font
  // files preloaded beside the CSS that names them.
  const script = language === 'si' ? 'sinhala' : 'tamil';
  return [
    ...screen,
    `apps/web/src/locales/${language}/common.json`,
    `packages/shared/src/locales/${language}/meta.json`,
    `apps/web/src/styles/fonts-${language}.css`,
    ...['400', '700'].map(
      (weight) =>
        `node_modules/@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff2`,
    ),
  ];
}
