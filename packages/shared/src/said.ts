/**
 * A message to a person, by key. A catalog holds a module's messages in English, the spec's
 * words, and has a name: its translations are the section of that name in
 * `locales/<lang>/messages.json`, one entry per key. A message is made from its catalog and key
 * (with the values its words take) and keeps them until it is written out in the reader's
 * language, so every language is looked up by the key and never by the English words: two
 * catalogs may say the same English and be translated apart, and changing the English of one
 * phrase changes no other language.
 */

type Texts = Readonly<Record<string, string>>;

/** A value in a message: a word as it is (a name, a number), or a message of its own, translated too. */
export type SaidValue = string | number | Said;
export type SaidValues = Readonly<Record<string, SaidValue>>;

export interface Said {
  readonly catalog: string;
  readonly key: string;
  readonly values?: SaidValues;
}

const names = new WeakMap<Texts, string>();
const catalogs = new Map<string, Record<string, string>>();

/**
 * Names a catalog of messages, and answers it unchanged: its texts stay the English words. A
 * section may be given in parts (a schema's messages in `packages/shared`, the server module's
 * own beside them), as long as no key is given two different texts.
 */
export function catalog<const T extends Texts>(name: string, texts: T): T {
  const section = catalogs.get(name) ?? {};
  for (const [key, text] of Object.entries(texts)) {
    if (key in section && section[key] !== text) throw new Error(`${name}.${key} is given two texts`);
    section[key] = text;
  }
  names.set(texts, name);
  catalogs.set(name, section);
  return texts;
}

/** The name a catalog was given. */
export function catalogName(texts: Texts): string {
  const name = names.get(texts);
  if (!name) throw new Error('A message must come from a named catalog (catalog() in said.ts)');
  return name;
}

/** The message a catalog holds under a key, with its values. */
export function said<const T extends Texts>(texts: T, key: keyof T & string, values?: SaidValues): Said {
  const name = catalogName(texts);
  return values ? { catalog: name, key, values } : { catalog: name, key };
}

export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Said).catalog === 'string' &&
  typeof (value as Said).key === 'string';

/** Every named catalog, for the check that each is translated. */
export const namedCatalogs = (): ReadonlyMap<string, Texts> => catalogs;

/** A template's `{{name}}` placeholders filled; a placeholder with no value stays as it is. */
export const withValues = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Where the words of a catalog's key are found in a language (undefined: not translated there). */
export type Lookup = (catalog: string, key: string) => string | undefined;

/**
 * Writes messages out with a language's words, each found by its key, and English (the catalog's
 * own text) where a translation is missing; a value that is a message is written out the same way.
 */
export function writer(lookup: Lookup): (message: Said) => string {
  const write = (message: Said): string => {
    const { catalog: name, key, values } = message;
    const words = lookup(name, key) ?? catalogs.get(name)?.[key] ?? `${name}.${key}`;
    if (!values) return words;
    const written = Object.fromEntries(
      Object.entries(values).map(([slot, value]) => [slot, isSaid(value) ? write(value) : value]),
    );
    return withValues(words, written);
  };
  return write;
}

/** A message in English, as the catalogs write it. */
export const english = writer(() => undefined);

/**
 * A message carried where only a string can go: zod keeps an issue's message as a string, so a
 * schema's message is written `said:catalog.key`, with its values as JSON after it. Whoever shows
 * a field's message reads it back with `readSaid` and writes it in the reader's language.
 */
export const saidText = <const T extends Texts>(texts: T, key: keyof T & string, values?: SaidValues): string =>
  `said:${catalogName(texts)}.${key}${values ? JSON.stringify(values) : ''}`;

const CARRIED = /^said:(\w+)\.([\w.-]+?)(\{.*\})?$/s;

/** The message a `saidText` string carries; undefined for any other string. */
export function readSaid(text: string): Said | undefined {
  const found = CARRIED.exec(text);
  if (!found || !catalogs.get(found[1]!)) return undefined;
  const [, name, key, values] = found;
  if (!values) return { catalog: name!, key: key! };
  try {
    const parsed: unknown = JSON.parse(values);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { catalog: name!, key: key!, values: parsed as SaidValues };
  } catch {
    // Not one of ours: shown as it came.
  }
  return undefined;
}

/** A catalog's messages as `saidText` strings, for schemas: `{ error: carried(m).nameRequired }`. */
export function carried<const T extends Texts>(texts: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.keys(texts).map((key) => [key, saidText(texts, key)])) as never;
}

/** A schema's message in English: the words a `saidText` string stands for, or the string itself. */
export function englishText(text: string): string {
  const found = readSaid(text);
  return found ? english(found) : text;
}
