import { z } from 'zod';

import { queryId } from '@vivaha/shared/wire';

import { fieldsRefused } from './http-errors.ts';

/** A database id in a path or query: plain digits from 1 to the largest id, named in the message. */
export const recordId = (what: string) => queryId(`The ${what} must be a number.`);

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
  throw fieldsRefused(fieldErrors);
}
