import {
  factorWords,
  notComputedNote,
  schoolNotes,
  sinhalaNotComputedNote,
  unknownReasons,
} from '@vivaha/shared/horoscope/meanings';
import { sinhalaPorondam } from '@vivaha/shared/horoscope/sinhala-porondam';
import { tamilPorutham } from '@vivaha/shared/horoscope/tamil-porutham';
import { LANGUAGES, type Language } from '@vivaha/shared/languages';
import { optionLabelIn, optionLists, type OptionListName } from '@vivaha/shared/locales/options';
import si from '@vivaha/shared/locales/si/messages.json' with { type: 'json' };
import ta from '@vivaha/shared/locales/ta/messages.json' with { type: 'json' };
import type { MeasureWords } from '@vivaha/shared/measures';
import { catalog, namedCatalogs, writer, type Said } from '@vivaha/shared/said';

export { said, type Said, type SaidValues } from '@vivaha/shared/said';

/**
 * The server's words to people, in the language of the request, by key (`@vivaha/shared/said`).
 * Every catalog of messages (the spec's English words, in the module that uses them) has a name;
 * the translations are `packages/shared/src/locales/<lang>/messages.json`, one section per
 * catalog, one entry per key. Errors and answers carry a message as its catalog, key and values,
 * and it is written in the reader's language where it leaves the server (plugins/errors.ts, the
 * answers' message fields in app.ts).
 */

type Translations = Record<string, Record<string, string>>;

const translations: Record<Exclude<Language, 'en'>, Translations> = { si, ta };

/** Names a catalog of the server's messages and answers it unchanged (its texts are the English). */
export const messages = catalog;

/** A coded list's label inside a message (`options`, key `list.id`), from the lists' own translations. */
function optionIn(language: Language, key: string): string | undefined {
  const [list, id] = key.split('.');
  return list && list in optionLists ? optionLabelIn(language, list as OptionListName, Number(id)) : undefined;
}

const writers = Object.fromEntries(
  LANGUAGES.map((language) => {
    const table: Translations = language === 'en' ? {} : translations[language];
    return [language, writer((name, key) => (name === 'options' ? optionIn(language, key) : table[name]?.[key]))];
  }),
) as Record<Language, (message: Said) => string>;

/** Writes a message in a language; a key not yet translated there is written in English. */
export const sayIn = (language: Language): ((message: Said) => string) => writers[language];

/** Fills a template's `{{name}}` placeholders. */
export { withValues as fill } from '@vivaha/shared/said';

/** A message in English, as the catalogs write it (for logs and tests). */
export const english = writers.en;

/** A catalog's entry in a language, or undefined when it is not translated (read by key, as mails are). */
export function textIn(language: Language, catalog: string, key: string): string | undefined {
  if (language === 'en') return undefined;
  return (translations[language] as Translations)[catalog]?.[key];
}

/** Heights and weights in a language, as `measureText` writes them (read by key). */
export const measureWordsIn =
  (language: Language): MeasureWords =>
  (key, values) =>
    sayIn(language)({ catalog: 'measures', key, values });

/** Every named catalog, for the check that each has its translations. */
export const registeredCatalogs = () => new Map(namedCatalogs());

/** Waits, as `waitWords` says them, inside the messages of the limits. */
export const waitText = messages('waits', {
  aMinute: 'a minute',
  minutes: '{{count}} minutes',
  hours: '{{count}} hours',
  days: '{{count}} days',
});
/** The horoscope match's words (`packages/shared/src/horoscope/meanings.ts`). */
export const horoscopeText = messages('horoscope', {
  ...Object.fromEntries(
    Object.entries(factorWords).flatMap(([id, words]) => [
      [`${id}.name`, words.name],
      [`${id}.meaning`, words.meaning],
    ]),
  ),
  ...unknownReasons,
  notComputed: notComputedNote,
  notComputedSinhala: sinhalaNotComputedNote,
  ...Object.fromEntries(Object.entries(schoolNotes).map(([id, note]) => [`school.${id}`, note])),
  total: '{{passes}} of {{outOf}}',
  tamilName: tamilPorutham.name,
  sinhalaName: sinhalaPorondam.name,
});
