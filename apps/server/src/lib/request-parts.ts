import { z } from 'zod';

/** A database id in a path or query: a positive whole number, named in the message. */
export function recordId(what: string) {
  const message = `The ${what} must be a number.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });
}
