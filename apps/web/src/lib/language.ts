import { languagePrefix, pathIn, splitLanguage, type Language } from '@vivaha/shared/languages';

/** The cookie that remembers a visitor's choice, so the server stops following Accept-Language. */
export const LANGUAGE_COOKIE = 'vivaha_lang';

/**
 * This page's language, from its address (English at the spec's paths, /si/ and /ta/). On the
 * server each language has its own copy of the app, loaded as `entry-server.js?lang=si` (see
 * entry-server.tsx), and reads the language from that address.
 */
export const pageLanguage: Language =
  typeof window === 'undefined' ? serverCopyLanguage() : splitLanguage(window.location.pathname).language;

function serverCopyLanguage(): Language {
  const language = new URL(import.meta.url).searchParams.get('lang');
  return language === 'si' || language === 'ta' ? language : 'en';
}

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
