import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { onEveryChange } from '#src/lib/changes.ts';
import { createExpiringMap } from '#src/lib/expiring-map.ts';
import { requestLanguage } from '#src/lib/language.ts';

const LISTINGS_KEPT = 500;

/**
 * The answers of the public listings (pp/latest, pp/random, pp/search) for visitors who are not
 * signed in, kept for a few seconds: the same for every visitor of one language, and what the
 * homepage, the browse presets and the first search pages ask again and again. Members' answers
 * are never kept (theirs leave out the accounts they blocked).
 *
 * Any change this server makes (a successful POST, PUT, PATCH or DELETE: a publication, an edit,
 * a sign-in that moves a member up the list, a photo hidden) empties it, so a change shows at
 * once here and within those seconds (LISTING_CACHE_SECONDS) on other servers. Per server and in memory: nothing
 * depends on it but the time an answer takes.
 */
export function createListingsCache({ seconds, now }: { seconds: number; now?: () => number }) {
  return createExpiringMap<string>({ seconds, max: LISTINGS_KEPT, now });
}

export type ListingsCache = ReturnType<typeof createListingsCache>;

/** Empties the cache with every change this server makes, before the change is answered. */
export function clearListingsOnChange(app: FastifyInstance, listings: ListingsCache) {
  onEveryChange(app, () => listings.clear());
}

/**
 * A listing's handler that answers a visitor from the cache when it can. `request.user` must be
 * set first (the `optionalUser` preHandler); the answer is serialised through the route's schema
 * once and kept as text.
 */
export function fromListings<R extends FastifyRequest, T>(
  listings: ListingsCache,
  answer: (request: R, reply: FastifyReply) => Promise<T>,
) {
  return async (request: R, reply: FastifyReply): Promise<T> => {
    if (request.user) return answer(request, reply);
    const key = `${requestLanguage(request)} ${request.url}`;
    const body = await listings.remember(key, async () => reply.serialize(await answer(request, reply)) as string);
    // Text is sent as it is: the route's schema already shaped it.
    return reply.type('application/json; charset=utf-8').send(body) as unknown as T;
  };
}
