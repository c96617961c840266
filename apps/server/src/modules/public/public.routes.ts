import type { FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';

import {
  matchableAnswerSchema,
  matchAnswerSchema,
  matchesAnswerSchema,
  matchesQuerySchema,
  matchQuerySchema,
} from '@vivaha/shared/match';
import {
  latestQuerySchema,
  browseCountsSchema,
  latestResponseSchema,
  profileViewSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@vivaha/shared/public';

import { notFound } from '#src/lib/http-errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { said } from '#src/lib/messages.ts';
import { PRIVATE_ANSWER } from '#src/lib/private-answers.ts';
import type { RateLimiter } from '#src/lib/rate-limit.ts';
import { profileIdParams } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import type { AuthHooks } from '#src/modules/identity/index.ts';

import { fromListings, type ListingsCache } from './listings-cache.ts';
import { anonymousKey, publicText, type PublicService } from './public.service.ts';
import { publicReadThrottle } from './throttle.ts';

/** The public portal's calls (spec section 7, Public calls), under /api. */
export const publicRoutes: ApiPlugin<{
  service: PublicService;
  /** The service for visitors' listings: over a read replica when there is one, else `service`. */
  visitorListings?: () => PublicService;
  auth: AuthHooks;
  viewSecret: string;
  limiter: RateLimiter;
  listings: ListingsCache;
}> = async (app, { service, visitorListings = () => service, auth, viewSecret, limiter, listings }) => {
  /** Who answers a listing: a member's read stays on the primary (blocks, lists), a visitor's may lag. */
  const lister = (request: FastifyRequest) => (request.user ? service : visitorListings());
  // The reads a scraper wants: counted per client address (throttle.ts).
  const throttled = [auth.optionalUser, publicReadThrottle(limiter)];
  const throttledMember = [auth.requireUser, publicReadThrottle(limiter)];
  /** The signed-in member asking, as the rules see them; what they are answered is their own. */
  const memberViewer = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', PRIVATE_ANSWER);
    const viewer = await service.viewer(request.user);
    if (!viewer) throw notFound(said(publicText, 'notFound'));
    return viewer;
  };

  // A signed-in member's cards leave out the accounts on the other side of a block; a visitor's
  // listings come from the cache for a few seconds (listings-cache.ts).
  const random = fromListings(listings, async (request: FastifyRequest) =>
    lister(request).random(request.user, requestLanguage(request)),
  );
  app.get(
    '/pp/latest',
    {
      schema: { querystring: latestQuerySchema, response: { 200: latestResponseSchema } },
      preHandler: auth.optionalUser,
    },
    fromListings(listings, async (request: FastifyRequest<{ Querystring: z.output<typeof latestQuerySchema> }>) =>
      lister(request).latest(request.query.sx, request.user, requestLanguage(request)),
    ),
  );

  app.get('/pp/browse', { schema: { response: { 200: browseCountsSchema } } }, async (_request, reply) => {
    // The same for everyone, and kept ten minutes on the server anyway.
    reply.header('cache-control', 'public, max-age=600');
    return visitorListings().browseCounts();
  });

  app.get(
    '/pp/random',
    { schema: { response: { 200: latestResponseSchema } }, preHandler: auth.optionalUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return random(request, reply);
    },
  );

  app.get(
    '/pp/search',
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      preHandler: throttled,
    },
    fromListings(listings, async (request: FastifyRequest<{ Querystring: z.output<typeof searchQuerySchema> }>) =>
      lister(request).search(request.query, request.user, requestLanguage(request)),
    ),
  );

  app.get(
    '/pp/:id',
    { schema: { params: profileIdParams, response: { 200: profileViewSchema } }, preHandler: throttled },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      const viewer = await service.viewer(request.user);
      return service.view(request.params.id, viewer, anonymousKey(request.ip, viewSecret), requestLanguage(request));
    },
  );

  // The horoscope match with one of the member's own profiles: only where the horoscope is open.
  app.get(
    '/pp/:id/match',
    {
      schema: { params: profileIdParams, querystring: matchQuerySchema, response: { 200: matchAnswerSchema } },
      preHandler: throttledMember,
    },
    async (request, reply) => {
      const viewer = await memberViewer(request, reply);
      return service.match(
        request.params.id,
        viewer,
        request.query.with,
        request.query.system,
        requestLanguage(request),
      );
    },
  );

  // The member's own profiles, each with whether it can be matched (the matches page's picker).
  app.get(
    '/matches',
    { schema: { response: { 200: matchableAnswerSchema } }, preHandler: auth.requireUser },
    async (request, reply) => {
      const viewer = await memberViewer(request, reply);
      return service.matchable(viewer, requestLanguage(request));
    },
  );

  // Profiles ranked by the horoscope match with one of the member's own; protected ones apart.
  app.get(
    '/matches/:id',
    {
      schema: { params: profileIdParams, querystring: matchesQuerySchema, response: { 200: matchesAnswerSchema } },
      preHandler: throttledMember,
    },
    async (request, reply) => {
      const viewer = await memberViewer(request, reply);
      return service.matches(viewer, request.params.id, request.query, requestLanguage(request));
    },
  );
};
