import { siteFactsSchema } from '@vivaha/shared/public';

import type { ApiPlugin } from '#src/lib/type-provider.ts';

import type { SiteFactsService } from './site-facts.service.ts';

/** GET /api/pp/facts: the homepage's counts, for anyone; no person's data is in them. */
export const siteFactsRoutes: ApiPlugin<{ facts: SiteFactsService }> = async (app, { facts }) => {
  app.get('/pp/facts', { schema: { response: { 200: siteFactsSchema } } }, async (_request, reply) => {
    // The same for everyone, and kept ten minutes on the server anyway.
    reply.header('cache-control', 'public, max-age=600');
    return facts.facts();
  });
};
