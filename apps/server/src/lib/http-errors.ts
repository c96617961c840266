import createError from 'http-errors';

import { refusalMessages } from '@vivaha/shared/api-error';
import { readSaid, said, type Said } from '@vivaha/shared/said';

import { english } from './messages.ts';

/**
 * A field's message: a message by key, or a schema's message as zod keeps it (a `saidText`
 * string, or zod's own words for a check the site gave none).
 */
export type FieldMessage = Said | string;

/**
 * An error a route throws to answer a client in the API error shape (DESIGN.md): http-errors'
 * (the errors of @fastify/sensible), carrying its message by key (`@vivaha/shared/said`), the
 * spec's per-field messages and any headers (Retry-After) for the error handler
 * (plugins/errors.ts), which writes the words in the language of the request.
 */
export type HttpError = createError.HttpError & {
  said: Said;
  fieldErrors?: Record<string, FieldMessage>;
};
/** For `instanceof`: every error `httpError` makes is one. */
export const HttpError = createError.HttpError;

/** A field's message in English (for a log, or a test). */
export const englishOf = (message: FieldMessage) => {
  const found = asSaid(message);
  return typeof found === 'string' ? found : english(found);
};

export const httpError = (
  statusCode: number,
  message: Said,
  fieldErrors?: Record<string, FieldMessage>,
  headers?: Record<string, string>,
): HttpError =>
  createError(statusCode, english(message), {
    said: message,
    ...(fieldErrors && { fieldErrors }),
    ...(headers && { headers }),
  }) as HttpError;

export const badRequest = (message: Said, fieldErrors?: Record<string, FieldMessage>) =>
  httpError(400, message, fieldErrors);
export const unauthorized = (message: Said) => httpError(401, message);
export const forbidden = (message: Said) => httpError(403, message);
export const notFound = (message: Said) => httpError(404, message);

/** A schema's message by its key when it carries one; zod's own words stay as they are. */
export const asSaid = (message: FieldMessage): Said | string =>
  typeof message === 'string' ? (readSaid(message) ?? message) : message;

/**
 * What a 400 for fields a schema refused says: the first field's message, named unless it is the
 * body's own (`_`).
 */
export function refusalOf(fieldErrors: Record<string, FieldMessage>): Said {
  const [first] = Object.entries(fieldErrors);
  if (!first) return said(refusalMessages, 'invalidRequest');
  const [field, given] = first;
  const message = asSaid(given);
  if (field !== '_') return said(refusalMessages, 'fieldSays', { field, message });
  return typeof message === 'string' ? said(refusalMessages, 'asIs', { message }) : message;
}

/** The 400 for fields a schema refused (`parseBody`): `fieldErrors` keyed by field. */
export const fieldsRefused = (fieldErrors: Record<string, FieldMessage>) =>
  httpError(400, refusalOf(fieldErrors), fieldErrors);
