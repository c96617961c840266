import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, Trans, useTranslation } from 'react-i18next';

import type { Language } from '@vivaha/shared/languages';
import { pageMeta } from '@vivaha/shared/routes';

import common from '@/locales/en/common.json';

import { pageLanguage } from './language';
import { formatNumber } from './numbers';
import { site } from './site';

export { Trans, useTranslation };
export type { TFunction } from 'i18next';

type Loader = () => Promise<{ default: object }>;

/**
 * Every translation file, by namespace and language: `features/<name>/locales/<lang>.json`, the
 * profile form's, the shared words (`locales/<lang>/common.json`), and the titles, messages and
 * coded lists of `packages/shared/src/locales/<lang>/`. Each is a chunk of its own, loaded when a
 * screen in that language needs it; English common words and titles travel with the first download.
 */
const files: Record<string, Loader> = {
  ...import.meta.glob<{ default: object }>('../features/*/locales/*.json'),
  ...import.meta.glob<{ default: object }>('../components/*/locales/*.json'),
  ...import.meta.glob<{ default: object }>('../locales/*/common.json'),
  ...import.meta.glob<{ default: object }>('../../../../packages/shared/src/locales/*/*.json'),
};

/** Which folder holds each namespace. */
const folders: Record<string, (language: string) => string> = {
  common: (language) => `../locales/${language}/common.json`,
  pages: (language) => `../features/static-pages/locales/${language}.json`,
  profileForm: (language) => `../components/profile-form/locales/${language}.json`,
  meta: (language) => `../../../../packages/shared/src/locales/${language}/meta.json`,
  messages: (language) => `../../../../packages/shared/src/locales/${language}/messages.json`,
  options: (language) => `../../../../packages/shared/src/locales/${language}/options.json`,
};
const fileOf = (namespace: string, language: string) =>
  (folders[namespace] ?? ((lang: string) => `../features/${namespace}/locales/${lang}.json`))(language);

/** A namespace whose file did not load is tried once more after this long, then shows its keys. */
const RETRY_MS = 500;

/**
 * Reads a namespace's file. A namespace with no file in a language (English coded lists and
 * messages, which the shared lists and messages hold) has no words in it.
 */
async function readWords(language: string, namespace: string): Promise<object> {
  const load = files[fileOf(namespace, language)];
  if (!load) return {};
  const read = () => load().then((module) => module.default);
  return read().catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(read));
}

/**
 * The site's words (DESIGN.md, UI text): i18next with react-i18next, the namespaces loaded per
 * screen by `import()` (i18next-resources-to-backend), plurals by the language's Intl.PluralRules
 * (`key_one`, `key_other`) and `{{count, number}}` by lib/numbers.ts (whole numbers without
 * Intl.NumberFormat, whose first use costs a phone a long pause). A page is in one
 * language and looks in no other: the locale check in npm test keeps the Sinhala and Tamil files
 * complete, so an English file would be downloaded for nothing.
 */
const i18n: I18n = i18next.createInstance();
void i18n
  .use(resourcesToBackend(readWords))
  .use(initReactI18next)
  .init({
    lng: pageLanguage,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common, meta: pageMeta } },
    interpolation: {
      escapeValue: false,
      // Read at each use: the server sets the site's name after this runs (site.ts).
      defaultVariables: {
        get site() {
          return site.name;
        },
      },
    },
    returnNull: false,
    react: { useSuspense: true },
  });
// i18next's own way to change a format; clones (one per request on the server) share it.
i18n.services.formatter?.add('number', (value, language, options) => formatNumber(value, language, options));

/**
 * On the server: the words of one request in its language, once the instance is ready. It shares
 * the loaded words with every other request (a namespace loads once per server) and has a
 * language of its own.
 */
export function i18nFor(language: Language): Promise<I18n> {
  let instance: I18n | undefined;
  return new Promise<void>((resolve, reject) => {
    instance = i18n.cloneInstance({ lng: language }, (error) => (error ? reject(error) : resolve()));
  }).then(() => instance!);
}

/**
 * The language of the page being drawn: the request's on the server (its own i18next instance),
 * the page's in the browser.
 */
export const usePageLanguage = () => useTranslation().i18n.language as Language;

/**
 * Loads the shared messages a form's fields say in this language. The sign-in dialog loads them
 * with its code, so its first message shows in the page's language at once (a field's message
 * otherwise loads them when first shown: lib/messages.ts). English needs none.
 */
export const loadFormWords = (): Promise<unknown> =>
  i18n.language === 'en' ? Promise.resolve() : i18n.loadNamespaces('messages');

export default i18n;
