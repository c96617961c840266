import type { FastifyInstance } from 'fastify';

import { badRequest } from '#src/lib/http-errors.ts';

export const nulMessage = 'This text contains a character that cannot be saved (NUL). Please remove it.';

/** The path of the first string holding a NUL character, e.g. "other" or "items.2.name". */
function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, [...path, key]) ?? findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL character in text: a body or query that carries one is refused
 * with 400 naming the field, before any handler sees it, instead of failing in the database.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body) ?? findNul(request.query);
    if (field) throw badRequest(nulMessage, { [field]: nulMessage });
  });
}
