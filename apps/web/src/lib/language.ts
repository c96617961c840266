import { languagePrefix, pathIn, splitLanguage, type Language } from '@vivaha/shared/languages';

/** The cookie that remembers a visitor's choice, so the server stops following Accept-Language. */
export const LANGUAGE_COOKIE = 'vivaha_lang';

/**
 * This page's language in the browser, from its address (English at the spec's paths, /si/ and
 * /ta/). The server draws pages in every language with one copy of the app: what it draws reads
 * the request's language from its i18next instance (`usePageLanguage`), never this.
 */
export const pageLanguage: Language =
  typeof window === 'undefined' ? 'en' : splitLanguage(window.location.pathname).language;

/** The router's base: every link of the app stays inside the page's language. */
export const routerBase = languagePrefix(pageLanguage) || undefined;

/** The address of the page on show in another language. */
export function addressIn(language: Language, location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return pathIn(language, splitLanguage(location.pathname).path) + location.search + location.hash;
}

/** Remembers the choice for a year. */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
