import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createListsRepository } from './lists.repository.ts';
import { listRoutes } from './lists.routes.ts';
import { createListsService, type ListsService } from './lists.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A member's shortlist and "not interested" list. */
    lists: ListsService;
  }
}

/** The shortlist and the "not interested" list, drawn as the public side's cards. */
export default fp(
  async (app) => {
    const lists = createListsService({
      repository: createListsRepository(app.database.db),
      cards: (ids, user, language, alsoHidden) => app.publicService.cards(ids, user, language, alsoHidden),
    });
    app.decorate('lists', lists);
    await app.register(listRoutes, { prefix: API_BASE, lists, auth: app.auth });
  },
  { name: 'lists', dependencies: ['core', 'identity', 'public'] },
);
