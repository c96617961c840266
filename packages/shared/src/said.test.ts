import { describe, expect, it } from 'vitest';

import { carried, catalog, english, englishText, readSaid, said, saidText, writer } from './said.ts';

const first = catalog('testFirst', { done: 'Saved.', wait: 'Please wait {{wait}}.', count: '{{count}} minutes' });
const second = catalog('testSecond', { done: 'Saved.' });

/** A language whose words are given here, by catalog and key. */
const words: Record<string, Record<string, string>> = {
  testFirst: { done: 'සුරැකිණි.', wait: 'කරුණාකර {{wait}} රැඳී සිටින්න.', count: 'මිනිත්තු {{count}}' },
  testSecond: { done: 'තැන්පත් කළා.' },
};
const sinhala = writer((name, key) => words[name]?.[key]);

describe('a message by key', () => {
  it('is translated by its key: two catalogs saying the same English are translated apart', () => {
    expect(english(said(first, 'done'))).toBe(english(said(second, 'done')));
    expect(sinhala(said(first, 'done'))).toBe('සුරැකිණි.');
    expect(sinhala(said(second, 'done'))).toBe('තැන්පත් කළා.');
  });

  it('writes its values, and a value that is a message in the same language', () => {
    const message = said(first, 'wait', { wait: said(first, 'count', { count: 5 }) });
    expect(english(message)).toBe('Please wait 5 minutes.');
    expect(sinhala(message)).toBe('කරුණාකර මිනිත්තු 5 රැඳී සිටින්න.');
  });

  it('falls back to English for a key not yet translated', () => {
    const partial = writer((name, key) => (key === 'done' ? words[name]?.[key] : undefined));
    expect(partial(said(first, 'count', { count: 2 }))).toBe('2 minutes');
  });

  it('travels inside a schema’s message and is read back whole', () => {
    const text = saidText(first, 'wait', { wait: said(first, 'count', { count: 3 }) });
    expect(readSaid(text)).toEqual({
      catalog: 'testFirst',
      key: 'wait',
      values: { wait: { catalog: 'testFirst', key: 'count', values: { count: 3 } } },
    });
    expect(englishText(text)).toBe('Please wait 3 minutes.');
    expect(carried(second).done).toBe('said:testSecond.done');
  });

  it('leaves any other string as it is', () => {
    for (const text of ['Invalid input', 'said:nobody.knows', 'said:testFirst.wait{not json', 'said:testFirst.wait[1]'])
      expect(englishText(text)).toBe(text);
  });

  it('refuses a catalog that gives one key two texts, and a message from an unnamed catalog', () => {
    expect(() => catalog('testFirst', { done: 'Done.' })).toThrow(/two texts/);
    expect(() => said({ done: 'Saved.' } as const, 'done')).toThrow(/named catalog/);
  });
});
