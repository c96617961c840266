import { describe, expect, it } from 'vitest';

import { unsavableText } from './messages.ts';
import { jsonInt, wireString } from './wire.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('wireString', () => {
  const name = wireString('Name', { error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(5);

  it('refuses a NUL and half of a surrogate pair with one message naming the field', () => {
    for (const value of ['a\u0000b', 'a\ud800b', '\udc00', 'ab\ud83d'])
      expect(messages(name.safeParse(value))).toEqual([unsavableText('Name')]);
    expect(unsavableText('Name')).toBe('Name contains a character that cannot be saved.');
  });

  it('takes whole pairs and keeps the field’s other rules', () => {
    expect(name.parse(' \ud83c\udfb5 ')).toBe('\ud83c\udfb5');
    expect(messages(name.safeParse('   '))).toEqual(['Name is required']);
    expect(messages(name.safeParse(5))).toEqual(['Name is required']);
  });
});

describe('jsonInt', () => {
  const code = jsonInt('Please choose a value from the list.', 'Gender is required');

  it('takes whole JSON numbers only', () => {
    expect(code.parse(2)).toBe(2);
    for (const value of ['2', [2], true, null, '', 2.5, 1e308, Number.NaN])
      expect(messages(code.safeParse(value))).toContain('Please choose a value from the list.');
  });

  it('says a missing number is required', () => {
    expect(messages(code.safeParse(undefined))).toEqual(['Gender is required']);
  });
});
