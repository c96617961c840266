import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '@vivaha/shared/languages';
import { adjectiveLists, optionLists } from '@vivaha/shared/options/lists';
import { titlesIn } from '@vivaha/shared/options/titles';
import { pageMeta } from '@vivaha/shared/routes';

import '#src/app.ts';
import { registeredCatalogs } from '#src/lib/messages.ts';

/**
 * Every text of the site in Sinhala and Tamil: each translation file has exactly the English
 * file's keys, the same interpolation placeholders in every string, and no English left in it
 * (outside the names that are never translated). English files are the source; the web app's
 * namespaces sit beside their English file (`locales/en.json` -> `si.json`, `ta.json`).
 */

const root = path.resolve(import.meta.dirname, '../../..');
const sharedLocales = path.join(root, 'packages/shared/src/locales');
const translated = LANGUAGES.filter((language) => language !== 'en');

/**
 * Words a Sinhala or Tamil text may keep in Latin letters: names that are the same in every
 * language (the site's, a messaging app's, the photo file types a phone's picker shows, the one
 * cookie's), and the letter V or X that ends an old National Identity Card number, as printed on the
 * card. Everything else the site writes, units and abbreviations included ("ID", "OTP",
 * "kg", "MB"), is written in the page's script.
 */
const ALLOWED_LATIN = new Set(['vivaha', 'whatsapp', 'jpeg', 'png', 'webp', 'authtoken', 'v', 'x']);

/** Every string of a translation tree by its path ('search.fields.sx', 'faq.items.3.answer'). */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [leaf, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(leaf, text);
    }
  }
  return found;
}

/** The `{{name}}` placeholders and the `<1>...</1>` tags of a text, in order of name. */
const placeholders = (text: string) => [...text.matchAll(/\{\{[^{}]*\}\}|<\/?\d+>/g)].map((match) => match[0]).sort();

/** A brace left once the placeholders are out: `{name}`, `{{name}` or `{{name}}}`. */
const strayBrace = (text: string) => /[{}]/.test(text.replace(/\{\{\w+(?:, ?\w+)?\}\}/g, ''));

/** What is left in Latin letters once placeholders, addresses and allowed names are taken out. */
function englishLeft(text: string): string[] {
  const stripped = text
    .replace(/\{\{[^}]+\}\}/g, ' ')
    .replace(/<\/?\d+>/g, ' ')
    .replace(/\bhttps?:\/\/\S*/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    // A range of Latin letters the text is about (a password's "A-Z").
    .replace(/\b[A-Za-z]-[A-Za-z]\b/g, ' ');
  return (stripped.match(/[A-Za-z]+/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word.toLowerCase()));
}

/** The differences between an English tree and a translation, as readable lines. */
function problems(english: unknown, other: unknown): string[] {
  const source = leaves(english);
  const target = leaves(other);
  const found: string[] = [];
  for (const [key, text] of source) {
    const translation = target.get(key);
    if (translation === undefined) found.push(`missing: ${key}`);
    else {
      if (placeholders(translation).join() !== placeholders(text).join() || strayBrace(translation)) {
        found.push(`placeholders differ: ${key} (${placeholders(text).join(' ')})`);
      }
      const left = englishLeft(translation);
      if (text.trim() && left.length) found.push(`still English: ${key} (${left.join(' ')})`);
      if (text.trim() && !translation.trim()) found.push(`empty: ${key}`);
    }
  }
  for (const key of target.keys()) if (!source.has(key)) found.push(`not in English: ${key}`);
  return found;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The web app's namespaces: every `locales/en.json` and `locales/en/<ns>.json` under apps/web/src. */
function webNamespaces(): Array<{ name: string; file: (language: string) => string }> {
  const found: Array<{ name: string; file: (language: string) => string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'locales') {
          if (fs.existsSync(path.join(full, 'en.json'))) {
            found.push({ name: path.relative(root, full), file: (language) => path.join(full, `${language}.json`) });
          }
          const enDir = path.join(full, 'en');
          if (fs.existsSync(enDir)) {
            for (const ns of fs.readdirSync(enDir).filter((name: string) => name.endsWith('.json'))) {
              found.push({
                name: `${path.relative(root, full)}/${ns}`,
                file: (language) => path.join(full, language, ns),
              });
            }
          }
        } else walk(full);
      }
    }
  };
  walk(path.join(root, 'apps/web/src'));
  return found;
}

describe('translations', () => {
  const namespaces = webNamespaces();

  it('finds the web app’s namespaces', () => {
    expect(namespaces.map((ns) => ns.name)).toEqual(
      expect.arrayContaining(['apps/web/src/features/public/locales', 'apps/web/src/locales/common.json']),
    );
  });

  describe.each(translated)('%s', (language) => {
    it.each(namespaces.map((ns) => [ns.name, ns] as const))('%s has every key, translated', (_name, ns) => {
      const file = ns.file(language);
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      expect(problems(readJson(ns.file('en')), readJson(file))).toEqual([]);
    });

    it('has every page title and description', () => {
      expect(problems(pageMeta, readJson(path.join(sharedLocales, language, 'meta.json')))).toEqual([]);
    });

    it('has every label of every coded list', () => {
      const english = {
        ...Object.fromEntries(
          Object.entries(optionLists).map(([name, list]) => [
            name,
            Object.fromEntries(list.map((option) => [String(option.id), option.label])),
          ]),
        ),
        // A title the language has no word for is left out of its list (titlesLeftOut).
        titles: Object.fromEntries(titlesIn(language).map((title) => [title, title])),
        // The lists' words as they stand before a noun ("Sinhalese Buddhist Bride").
        asAdjective: Object.fromEntries(
          adjectiveLists.map((name) => [
            name,
            Object.fromEntries(optionLists[name].map((option) => [String(option.id), option.label])),
          ]),
        ),
      };
      const found = problems(english, readJson(path.join(sharedLocales, language, 'options.json')));
      expect(found).toEqual([]);
    });

    it("has every message of the server's catalogs", () => {
      // A coded list's label inside a message is read from options.json, checked with the lists.
      const english = Object.fromEntries([...registeredCatalogs()].filter(([name]) => name !== 'options'));
      expect(problems(english, readJson(path.join(sharedLocales, language, 'messages.json')))).toEqual([]);
    });
  });

  it('catches a missing key, a changed placeholder and English left in a translation', () => {
    expect(
      problems(
        { a: 'Hello {{name}}', b: { c: 'Save' }, d: 'Vivaha' },
        { a: 'ආයුබෝවන් {{user}}', b: { c: 'Save' }, e: 'x' },
      ),
    ).toEqual(['placeholders differ: a ({{name}})', 'still English: b.c (Save)', 'missing: d', 'not in English: e']);
  });

  it('catches a Latin word of any length, and keeps the names allowed', () => {
    expect(
      problems(
        { a: 'Profile ID {{id}}', b: 'Height: 5 ft', c: 'Vivaha on WhatsApp', d: 'A JPEG of {{mb}} MB' },
        { a: 'පැතිකඩ ID {{id}}', b: 'உயரம்: 5 ft', c: 'Vivaha, WhatsApp', d: 'JPEG, {{mb}} MB' },
      ),
    ).toEqual(['still English: a (ID)', 'still English: b (ft)', 'still English: d (MB)']);
  });

  it('catches a placeholder misspelt, left out, written with one brace, or a tag that differs', () => {
    const english = { a: 'Hello {{name}}', b: 'To {{name}} from {{asker}}', c: 'Hi {{name}}', d: '<1>Open</1> it' };
    expect(
      problems(english, {
        a: 'ආයුබෝවන් {{nmae}}',
        b: '{{asker}} සිට',
        c: 'வணக்கம் {name}',
        d: 'திறக்கவும்',
      }),
    ).toEqual([
      'placeholders differ: a ({{name}})',
      'placeholders differ: b ({{asker}} {{name}})',
      'placeholders differ: c ({{name}})',
      'still English: c (name)',
      'placeholders differ: d (</1> <1>)',
    ]);
  });
});
