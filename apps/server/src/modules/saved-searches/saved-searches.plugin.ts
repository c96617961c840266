import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createSavedSearchesRepository } from './saved-searches.repository.ts';
import { savedSearchRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';

/** A member's saved searches and their counts of new profiles. */
export default fp(
  async (app) => {
    const service = app.publicService;
    const savedSearches = createSavedSearchesService({
      repository: createSavedSearchesRepository(app.database.db),
      newCounts: (searches, user, cap) => service.newCounts(searches, user, cap),
      unmatchable: (user, profileId) => service.unmatchableReason(user, profileId),
    });
    await app.register(savedSearchRoutes, { prefix: API_BASE, savedSearches, auth: app.auth });
  },
  { name: 'saved-searches', dependencies: ['core', 'identity', 'public'] },
);
