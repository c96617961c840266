import type { FastifyRequest } from 'fastify';
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

/** The site's address for links in mails and sitemaps: PUBLIC_URL, else the address asked for. */
export const siteUrl = (request: FastifyRequest, publicUrl: string | undefined) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
