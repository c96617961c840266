/**
 * The site's languages (DESIGN.md, UI text): English at the spec's paths, Sinhala under /si/,
 * Tamil under /ta/. A page's language is in its address, so it can be shared and indexed.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the language switch. */
export const languageNames: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The address prefix of a language: '' for English, '/si' or '/ta'. */
export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The prefixes of the languages other than English, at the start of a path. */
const PREFIXED = new RegExp(
  `^/(${LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|')})(?=/|$)`,
  'i',
);

/** A path's language and the path without its prefix ('/si/profile/search' is Sinhala '/profile/search'). */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = PREFIXED.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1]!.toLowerCase() as Language, path: pathname.slice(match[0].length) || '/' };
}

/** The same page in another language. */
export const pathIn = (language: Language, path: string) => {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
};

/**
 * The language a visitor prefers among the site's, from an Accept-Language header
 * ('si-LK,si;q=0.9,en;q=0.8'), or undefined when they prefer none of them.
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/** A stored language, or English for anything else. */
export const asLanguage = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
