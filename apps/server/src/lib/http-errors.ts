import createError from 'http-errors';

/**
 * An error a route throws to answer a client in the API error shape (DESIGN.md): http-errors'
 * (the errors of @fastify/sensible), carrying the spec's per-field messages and any headers
 * (Retry-After) for the error handler (plugins/errors.ts).
 */
export type HttpError = createError.HttpError & { fieldErrors?: Record<string, string> };
/** For `instanceof`: every error `httpError` makes is one. */
export const HttpError = createError.HttpError;

export const httpError = (
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string>,
  headers?: Record<string, string>,
): HttpError => createError(statusCode, message, { ...(fieldErrors && { fieldErrors }), ...(headers && { headers }) });

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  httpError(400, message, fieldErrors);
export const unauthorized = (message = 'Please log in again.') => httpError(401, message);
export const forbidden = (message = 'You may not do that.') => httpError(403, message);
export const notFound = (message = 'Not found') => httpError(404, message);
