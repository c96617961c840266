import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createMatchSystemRepository } from './match-system.repository.ts';
import { matchSystemRoutes } from './match-system.routes.ts';
import { createMatchSystems } from './match-system.service.ts';

/** A family's choice of horoscope matching system. */
export default fp(
  async (app) => {
    await app.register(matchSystemRoutes, {
      prefix: API_BASE,
      systems: createMatchSystems(createMatchSystemRepository(app.database.db)),
      auth: app.auth,
    });
  },
  { name: 'match-system', dependencies: ['core', 'identity'] },
);
