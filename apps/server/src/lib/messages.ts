import { adminMessages } from '@vivaha/shared/admin';
import {
  factorWords,
  notComputedNote,
  schoolNotes,
  sinhalaNotComputedNote,
  unknownReasons,
} from '@vivaha/shared/horoscope/meanings';
import { sinhalaPorondam } from '@vivaha/shared/horoscope/sinhala-porondam';
import { tamilPorutham } from '@vivaha/shared/horoscope/tamil-porutham';
import type { Language } from '@vivaha/shared/languages';
import { optionLabelByEnglish } from '@vivaha/shared/locales/options';
import si from '@vivaha/shared/locales/si/messages.json' with { type: 'json' };
import ta from '@vivaha/shared/locales/ta/messages.json' with { type: 'json' };
import { matchesMessages, matchMessages } from '@vivaha/shared/match';
import { measureWords, type MeasureWords } from '@vivaha/shared/measures';
import { messageTemplates, templatePattern, withValues } from '@vivaha/shared/message-templates';
import { validationMessages } from '@vivaha/shared/messages';
import { privacyMessages } from '@vivaha/shared/privacy';
import { profileMessages } from '@vivaha/shared/profile';
import { draftMessages } from '@vivaha/shared/profile-draft';
import { searchMessages } from '@vivaha/shared/public';
import { requestMessages } from '@vivaha/shared/requests';
import { verificationMessages } from '@vivaha/shared/verification';

/**
 * The server's words to people, in the language of the request. Every catalog of messages (the
 * spec's English words, in the module that uses them) is registered here under a name; the
 * translations are `packages/shared/src/locales/<lang>/messages.json`, one section per catalog,
 * one entry per key. A message is translated where it leaves the server (errors, answers' message
 * fields), by finding its English text among the catalogs. Texts with `{{name}}` placeholders are
 * templates: the message built from one is found by its pattern and translated with the same values.
 */

type Catalog = Readonly<Record<string, string>>;
type Translations = Record<string, Record<string, string>>;

const translations: Record<Exclude<Language, 'en'>, Translations> = { si, ta };
const exact = new Map<string, { catalog: string; key: string }>();
/** Templates, the most specific first: the one with the most fixed words wins ("5 of 11" must not catch a sentence with "of" in it). */
const patterns: Array<{ catalog: string; key: string; pattern: RegExp; names: string[]; fixed: number }> = [];
const catalogs = new Map<string, Catalog>();

/** Registers a catalog of messages under a name and answers it unchanged. */
export function messages<T extends Catalog>(catalog: string, texts: T): T {
  catalogs.set(catalog, texts);
  for (const [key, text] of Object.entries(texts)) {
    const { pattern, names } = templatePattern(text);
    if (names.length) {
      const fixed = text.replace(/\{\{\w+\}\}/g, '').length;
      const at = patterns.findIndex((other) => other.fixed < fixed);
      patterns.splice(at === -1 ? patterns.length : at, 0, { catalog, key, pattern, names, fixed });
    } else if (!exact.has(text)) {
      exact.set(text, { catalog, key });
    }
  }
  return texts;
}

/** Fills a template's `{{name}}` placeholders. */
export const fill = withValues;

/** A message in a language; one the catalogs do not hold, or not yet translated, stays English. */
export function translateMessage(text: string, language: Language, depth = 0): string {
  if (language === 'en' || !text || depth > 2) return text;
  const table = translations[language] as Translations;
  const found = exact.get(text);
  if (found) return table[found.catalog]?.[found.key] ?? text;
  for (const { catalog, key, pattern, names } of patterns) {
    const match = pattern.exec(text);
    const template = match && table[catalog]?.[key];
    if (match && template) {
      // A value inside a message (a wait, a star's name) is itself translated when it can be.
      const values = names.map((name, index) => [name, valueIn(match[index + 1]!, language, depth)]);
      return fill(template, Object.fromEntries(values));
    }
  }
  return text;
}

/** A value caught in a template: a message, or a coded list's label, in the language. */
function valueIn(value: string, language: Exclude<Language, 'en'>, depth: number) {
  const asMessage = translateMessage(value, language, depth + 1);
  return asMessage !== value ? asMessage : (optionLabelByEnglish(value, language) ?? value);
}

/** A catalog's entry in a language, or undefined when it is not translated (read by key, as mails are). */
export function textIn(language: Language, catalog: string, key: string): string | undefined {
  if (language === 'en') return undefined;
  return (translations[language] as Translations)[catalog]?.[key];
}

/** Heights and weights in a language, as `measureText` writes them (read by key). */
export const measureWordsIn =
  (language: Language): MeasureWords =>
  (key, values) =>
    fill(textIn(language, 'measures', key) ?? measureWords[key], values);

/** Every registered catalog, for the check that each has its translations. */
export const registeredCatalogs = () => new Map(catalogs);

// The shared catalogs: the same words the web app shows for its own checks.
messages('validation', validationMessages);
messages('profileForm', profileMessages);
messages('profileDraft', draftMessages);
messages('search', searchMessages);
messages('requestForm', requestMessages);
messages('privacy', privacyMessages);
messages('adminForm', adminMessages);
messages('match', matchMessages);
messages('matches', matchesMessages);
messages('verificationForm', verificationMessages);
/** Messages built from a value: the English each function in `packages/shared` writes. */
messages('templates', messageTemplates);
/** Heights and weights (`packages/shared/src/measures.ts`). */
messages('measures', measureWords);
/** Waits, as `waitWords` says them, inside the messages of the limits. */
messages('waits', {
  aMinute: 'a minute',
  minutes: '{{count}} minutes',
  hours: '{{count}} hours',
  days: '{{count}} days',
});
/** The horoscope match's words (`packages/shared/src/horoscope/meanings.ts`). */
messages('horoscope', {
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
