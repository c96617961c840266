import { z } from 'zod';

import { unsavableText } from './messages.ts';

/** NUL, which PostgreSQL refuses, and half of a surrogate pair, which it would keep as U+FFFD. */
const UNSAVABLE = /[\0\p{Cs}]/u;

export const isSavableText = (value: string) => !UNSAVABLE.test(value);

/**
 * Every string a client sends: one holding a character the database cannot keep is refused with
 * the field's name, before any other rule of the field.
 */
export const wireString = (label: string, params?: { error?: string }) =>
  z.string(params).refine(isSavableText, { error: unsavableText(label), abort: true });

/**
 * A whole number in a JSON body: a JSON number only, never a string, boolean, array or null.
 * `missing` is said when the field is absent, `invalid` for anything else that is not one.
 */
export const jsonInt = (invalid: string, missing = invalid) =>
  z.int({ error: (issue) => (issue.input === undefined ? missing : invalid) });

/** The largest id a database row can have (PostgreSQL's integer). */
export const ID_MAX = 2_147_483_647;

/** A row's id in a JSON body: a whole JSON number from 1 to ID_MAX; anything else says `message`. */
export const jsonId = (message: string) => jsonInt(message).min(1, { error: message }).max(ID_MAX, { error: message });

/** A number as an address writes it: plain digits, 16, never 016, +16, 0x10, 1e1 or " 16" (each once read as 16). */
const plainDigits = (value: unknown) =>
  typeof value === 'string' ? (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN) : value;

/** A row's id in a query string or a path: plain digits from 1 to ID_MAX; anything else says `message`. */
export const queryId = (message?: string) => {
  const params = message === undefined ? undefined : { error: message };
  return z.preprocess(plainDigits, z.number(params).int(params).min(1, params).max(ID_MAX, params));
};

/**
 * A listing's page in a query string: `page` from 1 (far enough for the last of a million
 * profiles), and `pageSize` rows, `size` when not given and at most `max`.
 */
export const pageQuery = (size: number, max = 50) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(max).default(size),
});

/** The bot check's token that a form sends beside its fields (absent where the check is off). */
export const captchaToken = wireString('Bot check').max(20_000).optional();
