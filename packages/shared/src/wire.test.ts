import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { unsavableText } from './messages.ts';
import { englishText } from './said.ts';
import { ID_MAX, jsonId, jsonInt, pageQuery, queryId, wireString } from './wire.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('wireString', () => {
  const name = wireString('Name', { error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(5);

  it('refuses a NUL and half of a surrogate pair with one message naming the field', () => {
    for (const value of ['a\u0000b', 'a\ud800b', '\udc00', 'ab\ud83d'])
      expect(messages(name.safeParse(value))).toEqual([unsavableText('Name')]);
    expect(englishText(unsavableText('Name'))).toBe('Name contains a character that cannot be saved.');
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

describe('ids and pages', () => {
  it('takes a row id from 1 to the database’s largest, as a JSON number in a body and as text in a query', () => {
    const body = jsonId('Please choose a profile.');
    const query = queryId('Please choose a profile.');
    expect(body.parse(ID_MAX)).toBe(ID_MAX);
    expect(query.parse(String(ID_MAX))).toBe(ID_MAX);
    for (const value of [0, ID_MAX + 1, '7', 1.5])
      expect(messages(body.safeParse(value))).toEqual(['Please choose a profile.']);
    for (const value of ['0', String(ID_MAX + 1), 'x', '1.5', '016', '+16', '0x10', '1e1', ' 16', '16 '])
      expect(messages(query.safeParse(value))).toEqual(['Please choose a profile.']);
  });

  it('reads a page and its size from a query, with the listing’s own size and largest size', () => {
    const paging = z.object(pageQuery(10, 100));
    expect(paging.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(paging.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    expect(paging.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(z.object(pageQuery(10)).safeParse({ pageSize: '51' }).success).toBe(false);
    expect(paging.safeParse({ page: '0' }).success).toBe(false);
  });
});
