import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

import { pageMeta } from '@vivaha/shared/routes';

import common from '@/locales/en/common.json';

import { pageLanguage } from './language';
import { site } from './site';

/**
 * The site's words in English, Sinhala and Tamil: what the pages need of a translation library
 * and no more, in about 1 KB where i18next with react-i18next took 17 KB of every page's first
 * download (and their work on a phone's main thread).
 *
 * - Words live in JSON files by namespace and language, nested by key (`home.card.view`).
 * - `{{name}}` takes a value (`{{count, number}}` written as the language writes numbers), and
 *   `{{site}}` the site's name.
 * - A `count` picks the plural form the language's rules name (`key_one`, `key_other`), then the
 *   key itself.
 * - `namespace:key` reads another namespace; a key no file has shows its `defaultValue`, or
 *   itself.
 * - An English page falls back to English words; a Sinhala or Tamil page loads only its own
 *   files (the check in npm test keeps them complete).
 */

type Words = { readonly [key: string]: unknown };
type Loader = () => Promise<{ default: object }>;

/**
 * Every translation file, by namespace and language: `features/<name>/locales/<lang>.json`, the
 * profile form's, the shared words (`locales/<lang>/common.json`), and the titles, messages and
 * coded lists of `packages/shared/src/locales/<lang>/`. Each loads only when a screen in that
 * language needs it; English common words and titles travel with the first download.
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

const DEFAULT_NAMESPACE = 'common';
/** A namespace whose file did not load is tried once more after this long, then shows its keys. */
const RETRY_MS = 500;

/** The words at hand, by `language/namespace`. */
const bundles = new Map<string, Words>([
  ['en/common', common],
  ['en/meta', pageMeta],
]);
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
/** Counts every change (words arrived, language changed), for the components that show words. */
let version = 0;
let language: string = pageLanguage;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The languages a page looks in for a word, in order. */
const languagesFor = (lng: string) => (pageLanguage === 'en' && lng !== 'en' ? [lng, 'en'] : [lng]);

const isLoaded = (lng: string, namespace: string) =>
  languagesFor(lng).every((code) => bundles.has(`${code}/${namespace}`));

function loadBundle(lng: string, namespace: string): Promise<void> {
  const key = `${lng}/${namespace}`;
  if (bundles.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    const load = files[fileOf(namespace, lng)];
    const read = () => load!().then((module) => module.default as Words);
    // A namespace with no file in this language has no words in it: English shows its keys'
    // English words, word for word, where it is the fallback.
    pending = (
      load
        ? read().catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(read))
        : Promise.resolve({})
    )
      .catch((error: unknown) => {
        console.error(`The ${lng} words of ${namespace} could not be loaded`, error);
        return {};
      })
      .then((words) => {
        bundles.set(key, words);
        loading.delete(key);
        changed();
      });
    loading.set(key, pending);
  }
  return pending;
}

function loadNamespaces(namespaces: string | readonly string[], lng = language): Promise<void> {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  return Promise.all(list.flatMap((namespace) => languagesFor(lng).map((code) => loadBundle(code, namespace)))).then(
    () => undefined,
  );
}

function lookup(lng: string, namespace: string, key: string): unknown {
  let node: unknown = bundles.get(`${lng}/${namespace}`);
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Words)[part];
  }
  return node;
}

export interface TOptions {
  /** Picks the plural form, and fills `{{count}}`. */
  count?: number;
  /** Shown when no file has the key. */
  defaultValue?: string;
  /** Answers a list or an object of words (each filled in) rather than one text. */
  returnObjects?: boolean;
  [name: string]: unknown;
}

/** A word by key; a text as the second argument is the default value. */
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions | string): string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T>(cache: Map<string, T>, lng: string, make: () => T) => {
  let value = cache.get(lng);
  if (!value) cache.set(lng, (value = make()));
  return value;
};

function interpolate(text: string, lng: string, options: TOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^,}\s]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = options && name in options ? options[name] : name === 'site' ? site.name : undefined;
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number') {
      return cached(numberFormats, lng, () => new Intl.NumberFormat(lng)).format(value);
    }
    return String(value);
  });
}

/** Words found as a list or an object, each text in it filled in. */
function fillAll(found: unknown, lng: string, options: TOptions): unknown {
  if (typeof found === 'string') return interpolate(found, lng, options);
  if (Array.isArray(found)) return found.map((item) => fillAll(item, lng, options));
  if (found && typeof found === 'object') {
    return Object.fromEntries(Object.entries(found).map(([name, value]) => [name, fillAll(value, lng, options)]));
  }
  return found;
}

/** A `t` for a language and namespaces: the first namespace is the default, the others are tried after it. */
function fixedT(lng: string, namespaces: readonly string[]): TFunction {
  const own = namespaces.length ? namespaces : [DEFAULT_NAMESPACE];
  return ((fullKey: string, given?: TOptions | string): unknown => {
    const options = typeof given === 'string' ? { defaultValue: given } : given;
    const split = fullKey.indexOf(':');
    const [searched, key] = split > 0 ? [[fullKey.slice(0, split)], fullKey.slice(split + 1)] : [own, fullKey];
    const count = options?.count;
    for (const namespace of searched) {
      for (const code of languagesFor(lng)) {
        const keys =
          typeof count === 'number'
            ? [`${key}_${cached(pluralRules, code, () => new Intl.PluralRules(code)).select(count)}`, key]
            : [key];
        for (const candidate of keys) {
          const found = lookup(code, namespace, candidate);
          if (typeof found === 'string') return interpolate(found, code, options);
          if (options?.returnObjects && found && typeof found === 'object') return fillAll(found, code, options);
        }
      }
    }
    return options?.defaultValue === undefined ? key : interpolate(options.defaultValue, lng, options);
  }) as TFunction;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getVersion = () => version;

const i18n = {
  /** The page's language (tests may change it). */
  get resolvedLanguage() {
    return language;
  },
  get language() {
    return language;
  },
  /** Switches to another language once the namespaces in use have their words in it. */
  async changeLanguage(lng: string) {
    const inUse = new Set([...bundles.keys()].map((key) => key.slice(key.indexOf('/') + 1)));
    await loadNamespaces([...inUse], lng);
    language = lng;
    changed();
  },
  loadNamespaces: (namespaces: string | readonly string[]) => loadNamespaces(namespaces),
  hasResourceBundle: (lng: string, namespace: string) => bundles.has(`${lng}/${namespace}`),
  /** Words that travel in a screen's own chunk (the profile form's English ones). */
  addResourceBundle(lng: string, namespace: string, words: object) {
    bundles.set(`${lng}/${namespace}`, words as Words);
    changed();
  },
  getFixedT: (lng: string | null, namespace?: string): TFunction =>
    fixedT(lng ?? language, namespace ? [namespace] : []),
  t: (key: string, options?: TOptions) => fixedT(language, [])(key, options),
};

export type I18n = typeof i18n;

/**
 * Loads the shared messages a form's fields say in this language. The sign-in dialog loads them
 * with its code, so its first message shows in the page's language at once (a field's message
 * otherwise loads them when first shown: lib/messages.ts). English needs none.
 */
export const loadFormWords = (): Promise<unknown> =>
  pageLanguage === 'en' ? Promise.resolve() : loadNamespaces('messages');

/**
 * On the server: the namespaces a page's parts use, noted so the browser loads them before it
 * takes the page over (entry-server.tsx).
 */
export const UsedNamespaces = createContext<Set<string> | null>(null);

/**
 * The words of the given namespaces (the shared `common` ones by default) in the page's language.
 * A component waits (Suspense) while their files load, unless `useSuspense` is false: it then
 * draws at once with `ready` false, and again when they are here.
 */
export function useTranslation(
  namespaces?: string | readonly string[],
  options?: { useSuspense?: boolean },
): { t: TFunction; i18n: I18n; ready: boolean } {
  const list =
    namespaces === undefined ? [DEFAULT_NAMESPACE] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(',');
  const used = useContext(UsedNamespaces);
  list.forEach((namespace) => used?.add(namespace));
  // Draws again whenever words arrive or the language changes.
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const lng = language;
  const ready = list.every((namespace) => isLoaded(lng, namespace));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's contents
  const t = useMemo(() => fixedT(lng, list), [lng, key]);
  if (!ready) {
    const pending = loadNamespaces(list, lng);
    if (options?.useSuspense !== false) throw pending;
  }
  return { t, i18n, ready };
}

/**
 * A sentence with parts drawn by components: `<1>contact support</1>` in the words is drawn as
 * `components[1]` with "contact support" inside it.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}): ReactNode {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;
  let at = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const name = match[1] ?? match[3]!;
    const component = components[name];
    const inner = match[2];
    if (!isValidElement(component)) parts.push(inner ?? '');
    else if (inner === undefined) parts.push(cloneElement(component, { key: parts.length }));
    else parts.push(cloneElement(component, { key: parts.length }, inner));
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return createElement(Fragment, null, ...parts);
}

export default i18n;
