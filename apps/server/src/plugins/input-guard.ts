import type { FastifyInstance } from 'fastify';

import { isSavableText } from '@vivaha/shared/wire';

import { badRequest } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

export const inputGuardText = messages('inputGuard', {
  unsavable: 'This text contains a character that cannot be saved. Please remove it.',
} as const);

/** The path of the first string the database cannot keep, e.g. "other" or "items.2.name". */
function findUnsavable(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isSavableText(value) ? undefined : path.join('.') || '_';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsavable(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsavable(key, [...path, key]) ?? findUnsavable(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Every string a route's schema takes is checked there, with the field's own message (shared
 * `wireString`). A body or query a route takes without a schema is checked here instead: one that
 * carries a NUL character (PostgreSQL cannot store it) or half of a surrogate pair is refused
 * with 400 naming the field, before any handler sees it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    const field =
      (schema?.body ? undefined : findUnsavable(request.body)) ??
      (schema?.querystring ? undefined : findUnsavable(request.query));
    if (field) throw badRequest(said(inputGuardText, 'unsavable'), { [field]: said(inputGuardText, 'unsavable') });
  });
}
