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
