import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { API_BASE } from '@vivaha/shared/constants';

import { HttpError } from '#src/lib/http-errors.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const SERVER_FAULT = 'Something went wrong on our side. Please try again later.';

interface ErrorAnswer {
  statusCode: number;
  message: string;
  fieldErrors?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Turns a zod issue path such as "/astro/0/name" into the field name the form knows. */
function fieldName(instancePath: string, missingProperty?: unknown): string {
  const name = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return name || (typeof missingProperty === 'string' ? missingProperty : '');
}

function toAnswer(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      message: error.message,
      fieldErrors: error.fieldErrors,
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, issue.params?.missingProperty) || '_';
      fieldErrors[name] ??= issue.message ?? 'Invalid value';
    }
    const [first] = Object.entries(fieldErrors);
    const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
    return { statusCode: 400, message, fieldErrors };
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: 500, message: SERVER_FAULT };
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

/** One answer for every failure (DESIGN.md, Wire contract): no stack trace reaches a client. */
export function sendError(request: FastifyRequest, reply: FastifyReply, answer: ErrorAnswer) {
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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toAnswer(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: answer.statusCode, reason: error.message }, 'request refused');
    return sendError(request, reply, answer);
  });
}
