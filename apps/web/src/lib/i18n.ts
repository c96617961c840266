import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { validationMessages } from '@vivaha/shared/messages';
import { pageMeta } from '@vivaha/shared/routes';

import common from '@/locales/en/common.json';

import { site } from './site';

/** Namespaces that are not on the homepage load with the screen that needs them. */
const lazyNamespaces: Record<string, () => Promise<{ default: object }>> = {
  pages: () => import('@/features/static-pages/locales/en.json'),
  auth: () => import('@/features/auth/locales/en.json'),
  profiles: () => import('@/features/profiles/locales/en.json'),
  admin: () => import('@/features/admin/locales/en.json'),
  public: () => import('@/features/public/locales/en.json'),
  requests: () => import('@/features/requests/locales/en.json'),
  blocks: () => import('@/features/blocks/locales/en.json'),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(_language, namespace, callback) {
    const load = lazyNamespaces[namespace];
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
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common, meta: pageMeta, validation: validationMessages } },
    interpolation: { escapeValue: false, defaultVariables: { site: site.name } },
    returnNull: false,
    react: { useSuspense: true },
  });

export default i18n;
