import { z } from 'zod';

import { httpError } from './http-errors.ts';

/** A database id in a path or query: a positive whole number, named in the message. */
export function recordId(what: string) {
  const message = `The ${what} must be a number.`;
  // Written as plain digits: 16, not 016, +16, 0x10, 1e1 or "16 " (each of those once read as 16).
  return z.preprocess(
    (value) => (typeof value === 'string' ? (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(2_147_483_647, { error: message }),
  );
}

/** The path parameters of a call on one profile: `/…/:id`. */
export const profileIdParams = z.object({ id: recordId('profile id') });

/**
 * Checks a body against a schema chosen inside the handler, answering a failure exactly as the
 * route schemas do: 400 with `fieldErrors` keyed by field and the first one in the message.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  const [first] = Object.entries(fieldErrors);
  const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
  throw httpError(400, message, fieldErrors);
}
