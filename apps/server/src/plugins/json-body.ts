import type { FastifyInstance } from 'fastify';

import { bodyTooDeep } from '@vivaha/shared/api-error';
import { JSON_DEPTH_MAX } from '@vivaha/shared/constants';

import { badRequest } from '#src/lib/http-errors.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }

/**
 * Whether a JSON text nests brackets deeper than `max`, found in one pass over its characters
 * (brackets inside strings do not count), without parsing it or recursing: it runs before
 * anything walks the parsed body (schemas, the input guard), so none of them can run out of stack.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser, except that an empty body is no body, and one nested deeper than
 * JSON_DEPTH_MAX is refused with 400 naming the body. The spec's clients send
 * `Content-Type: application/json` on every call, also on those that carry nothing (DELETE
 * profilecx/{id}, PUT admin/publish/{id}, ...); Fastify would refuse them with 400 "Body cannot be
 * empty". Anything else goes to the default parser, so bad JSON is still a 400 and the guards
 * against prototype poisoning stay as Fastify sets them.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    if (nestedDeeperThan(text, JSON_DEPTH_MAX)) {
      done(badRequest(bodyTooDeep, { body: bodyTooDeep }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
