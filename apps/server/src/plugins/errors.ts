import http from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { refusalMessages } from '@vivaha/shared/api-error';
import { API_BASE } from '@vivaha/shared/constants';
import type { Language } from '@vivaha/shared/languages';
import { isSaid, said, type Said } from '@vivaha/shared/said';

import { asSaid, HttpError, refusalOf, type FieldMessage } from '#src/lib/http-errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { messages, sayIn } from '#src/lib/messages.ts';
import { StorageUnavailableError } from '#src/lib/storage-unavailable.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

const errorText = messages('errors', {
  serverFault: 'Something went wrong on our side. Please try again later.',
  invalidValue: 'A value in the request is out of range or in the wrong form. Please check it and try again.',
  conflict: 'The request conflicts with what is already saved, or leaves out something required. Please check it.',
  databaseDown: 'The database is not answering right now. Please try again in a moment.',
  diskFull: "The server's disk is full, so nothing can be saved right now. Please try again later.",
  photosDown: 'Photos cannot be saved or shown just now. Please try again in a moment.',
});
const SERVER_FAULT = said(errorText, 'serverFault');

interface ErrorAnswer {
  statusCode: number;
  /** By key; a string only for words no catalog holds (a framework's own, for a rare 4xx). */
  message: Said | string;
  fieldErrors?: Record<string, FieldMessage>;
  headers?: Record<string, string>;
  /** The database or the disk failed: logged with the error (its query parameters dropped). */
  dependency?: boolean;
}

const INVALID_VALUE = said(errorText, 'invalidValue');
const CONFLICT = said(errorText, 'conflict');
const DATABASE_DOWN = said(errorText, 'databaseDown');
const DISK_FULL = said(errorText, 'diskFull');

/** Connection failures of node-postgres that carry no code, by their message. */
const LOST_CONNECTION =
  /timeout exceeded when trying to connect|connection terminated|query read timeout|connection timeout|connection error|not queryable|server closed the connection/i;
/** Errors of the network and of the socket under a database connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Drizzle wraps a driver's error (node-postgres or PGlite) in one whose `cause` holds it; the
 * SQLSTATE or the system error code is on the innermost error that has one.
 */
function codesOf(error: unknown): { codes: string[]; messages: string[] } {
  const codes: string[] = [];
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    if (typeof message === 'string') messages.push(message);
    // A refused connection to "localhost" tries each address: an AggregateError of them.
    if (Array.isArray(errors)) for (const inner of errors) if (typeof inner?.code === 'string') codes.push(inner.code);
    current = (current as { cause?: unknown }).cause;
  }
  return { codes, messages };
}

/** A database's, the disk's or the photo bucket's failure, as a client should hear of it; undefined for other errors. */
export function dependencyAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof StorageUnavailableError)
    return {
      statusCode: 503,
      message: said(errorText, 'photosDown'),
      headers: { 'retry-after': '5' },
      dependency: true,
    };
  const { codes, messages } = codesOf(error);
  if (codes.some((code) => code === 'ENOSPC' || code === 'EDQUOT' || code === '53100')) {
    return { statusCode: 507, message: DISK_FULL, headers: { 'retry-after': '60' }, dependency: true };
  }
  const unreachable =
    codes.some((code) => NETWORK_CODES.has(code) || /^(08...|57P0[1-3]|57014|53300)$/.test(code)) ||
    messages.some((message) => LOST_CONNECTION.test(message));
  if (unreachable)
    return { statusCode: 503, message: DATABASE_DOWN, headers: { 'retry-after': '5' }, dependency: true };
  // Class 22 (data exception) and 23 (integrity constraint): the request's values, not the server.
  if (codes.some((code) => /^22[0-9A-Z]{3}$/.test(code)))
    return { statusCode: 400, message: INVALID_VALUE, dependency: true };
  if (codes.some((code) => /^23[0-9A-Z]{3}$/.test(code)))
    return { statusCode: 400, message: CONFLICT, dependency: true };
  return undefined;
}

/** Fastify's own refusals of an address or a body, in the site's words. */
const refusal = (statusCode: number, key: keyof typeof refusalMessages) => ({
  statusCode,
  message: said(refusalMessages, key),
});
const FRAMEWORK_REFUSALS: Record<string, { statusCode: number; message: Said }> = {
  FST_ERR_BAD_URL: refusal(400, 'badAddress'),
  FST_ERR_MAX_PARAM_LENGTH: refusal(414, 'addressTooLong'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: refusal(415, 'unsupportedBody'),
  FST_ERR_CTP_BODY_TOO_LARGE: refusal(413, 'tooLarge'),
  FST_ERR_CTP_INVALID_JSON_BODY: refusal(400, 'bodyNotJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: refusal(400, 'bodyNotJson'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: refusal(400, 'bodyCutShort'),
};

/** Turns a zod issue path such as "/astro/0/name" into the field name the form knows. */
function fieldName(instancePath: string, missingProperty?: unknown): string {
  const name = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return name || (typeof missingProperty === 'string' ? missingProperty : '');
}

function toAnswer(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      message: isSaid(error.said) ? error.said : error.message,
      fieldErrors: error.fieldErrors,
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, FieldMessage> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, issue.params?.missingProperty) || '_';
      fieldErrors[name] ??= issue.message || said(refusalMessages, 'invalidValue');
    }
    return { statusCode: 400, message: refusalOf(fieldErrors), fieldErrors };
  }
  const refused = 'code' in error ? FRAMEWORK_REFUSALS[String(error.code)] : undefined;
  if (refused) return { ...refused };
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return dependencyAnswer(error) ?? { statusCode: 500, message: SERVER_FAULT };
}

const isIdentityCall = (request: FastifyRequest) => request.url.startsWith('/identity/');

/**
 * The calls whose answer the spec gives as success and msg (section 7): their refusals carry
 * `success: false` and `msg` too, beside the usual error fields, so a client written against the
 * spec reads them the same way as a success.
 */
const SUCCESS_CALLS = new Set([
  `POST ${API_BASE}/contact`,
  `POST ${API_BASE}/pp/requestpermision`,
  `POST ${API_BASE}/pp/approveOrReject`,
]);
const answersWithSuccess = (request: FastifyRequest) =>
  SUCCESS_CALLS.has(`${request.method} ${request.routeOptions.url ?? ''}`);

interface WrittenAnswer extends Omit<ErrorAnswer, 'message' | 'fieldErrors'> {
  message: string;
  fieldErrors?: Record<string, string>;
}

/** The words of a failure in the language of the request, each found by its key (lib/messages.ts). */
function inLanguage(answer: ErrorAnswer, language: Language): WrittenAnswer {
  const say = sayIn(language);
  const write = (message: FieldMessage) => {
    const found = asSaid(message);
    return typeof found === 'string' ? found : say(found);
  };
  const { message, fieldErrors: given, ...rest } = answer;
  const fieldErrors = given
    ? Object.fromEntries(Object.entries(given).map(([field, text]) => [field, write(text)]))
    : undefined;
  return { ...rest, message: write(message), ...(fieldErrors ? { fieldErrors } : {}) };
}

/** One answer for every failure (DESIGN.md, Wire contract): no stack trace reaches a client. */
export function sendError(request: FastifyRequest, reply: FastifyReply, untranslated: ErrorAnswer) {
  const answer = inLanguage(untranslated, requestLanguage(request));
  reply.code(answer.statusCode);
  if (answer.headers) reply.headers(answer.headers);
  if (isIdentityCall(request)) {
    // The identity screens show returnText as it is: the field's own message reads best there.
    const [firstField] = Object.values(answer.fieldErrors ?? {});
    return reply.send({
      returnCode: 0,
      returnText: firstField ?? answer.message,
      ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
    });
  }
  return reply.send({
    statusCode: answer.statusCode,
    error: STATUS_TEXT[answer.statusCode] ?? 'Error',
    message: answer.message,
    ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
    ...(answersWithSuccess(request) ? { success: false, msg: answer.message } : {}),
  });
}

function logged(error: FastifyError | Error, request: FastifyRequest): ErrorAnswer {
  const answer = toAnswer(error);
  if (answer.dependency && answer.statusCode >= 500) request.log.warn({ err: error }, error.message);
  else if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  // The database refused a value the schemas let through: a client's fault, but one to fix here.
  else if (answer.dependency)
    request.log.warn({ statusCode: answer.statusCode, err: error }, 'value refused by the database');
  else request.log.info({ statusCode: answer.statusCode, reason: error.message }, 'request refused');
  return answer;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, logged(error, request)));
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot take (a malformed %-escape, a part
 * too long), answered like any other refusal. No route and no hook has run for it.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers({ 'x-request-id': request.id, 'x-content-type-options': 'nosniff', vary: 'Accept-Language' });
  return sendError(request, reply, logged(error, request));
}

const CLIENT_ERRORS: Record<string, { statusCode: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: refusalMessages.unreadable },
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: refusalMessages.tooLarge },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read, so there is no
 * request to answer, only the connection: the API error shape in English, then the connection
 * closes (as Fastify's own handler does).
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    statusCode: 400,
    message: refusalMessages.unreadable,
  };
  const status = STATUS_TEXT[statusCode] ?? http.STATUS_CODES[statusCode] ?? 'Error';
  const body = JSON.stringify({ statusCode, error: status, message });
  this.log.debug({ err: error }, 'unreadable request');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
