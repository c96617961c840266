import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { inTurn } from '#src/db/replicas.ts';

import { clearListingsOnChange, createListingsCache } from './listings-cache.ts';
import { createPublicRepository } from './public.repository.ts';
import { publicRoutes } from './public.routes.ts';
import { createPublicService, type PublicService } from './public.service.ts';
import { createSiteFactsRepository } from './site-facts.repository.ts';
import { siteFactsRoutes } from './site-facts.routes.ts';
import { createSiteFactsService } from './site-facts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the public side decides and answers: listings, a profile's page, matches, cards. */
    publicService: PublicService;
  }
}

/** The public side: listings, search, a profile's page, the horoscope matches, the site's facts. */
export default fp(
  async (app) => {
    const deps = {
      signer: app.mediaSigner,
      approvedFor: (userId: number) => app.requests.approvedFor(userId),
      hiddenOwners: (userId: number) => app.blocks.hiddenOwners(userId),
      // The lists module comes later (it draws its cards here); a member's call only comes once all are here.
      notInterested: (userId: number) => app.lists.hiddenIds(userId),
    };
    // Visitors' listings and the matches page's ranking read a replica when there is one.
    const replicaRepositories = (app.replicas?.dbs ?? []).map((db) => createPublicRepository(db));
    const service = createPublicService({
      ...deps,
      repository: createPublicRepository(app.database.db),
      ...(replicaRepositories.length ? { ranking: inTurn(replicaRepositories) } : {}),
    });
    app.decorate('publicService', service);
    const visitorListings = replicaRepositories.length
      ? inTurn(replicaRepositories.map((repository) => createPublicService({ ...deps, repository })))
      : () => service;
    // Visitors' listings for a few seconds, emptied by any change this server makes.
    const listings = createListingsCache({ seconds: app.config.LISTING_CACHE_SECONDS });
    clearListingsOnChange(app, listings);
    await app.register(publicRoutes, {
      prefix: API_BASE,
      service,
      visitorListings,
      auth: app.auth,
      viewSecret: app.secretFor('views'),
      limiter: app.limiter,
      listings,
    });
    await app.register(siteFactsRoutes, {
      prefix: API_BASE,
      facts: createSiteFactsService(createSiteFactsRepository(app.database.db)),
    });
  },
  { name: 'public', dependencies: ['core', 'identity', 'media', 'blocks', 'requests'] },
);
