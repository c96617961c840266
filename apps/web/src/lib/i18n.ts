import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { pageMeta } from '@vivaha/shared/routes';

import common from '@/locales/en/common.json';

import { pageLanguage } from './language';
import { site } from './site';

type Loader = () => Promise<{ default: object }>;

/**
 * Every translation file, by namespace and language: `features/<name>/locales/<lang>.json`, the
 * profile form's, the shared words (`locales/<lang>/common.json`), and the titles, messages and
 * coded lists of `packages/shared/src/locales/<lang>/`. Each loads only when a screen in that
 * language needs it; English common words and titles travel with the first download.
 */
const files = {
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

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load: Loader | undefined = files[fileOf(namespace, language)];
    // A namespace with no file in this language falls back to English, word for word.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: pageLanguage,
    // A Sinhala or Tamil page loads only its own files: the check in npm test keeps them complete,
    // so the English ones would be downloaded for nothing.
    fallbackLng: pageLanguage === 'en' ? 'en' : false,
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

export default i18n;
