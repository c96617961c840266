import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createBlocksRepository } from './blocks.repository.ts';
import { blockRoutes } from './blocks.routes.ts';
import { createBlocksService, type BlocksService } from './blocks.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who has blocked whom: every module that shows one family to another asks it. */
    blocks: BlocksService;
  }
}

/** Blocks between families. */
export default fp(
  async (app) => {
    const blocks = createBlocksService(createBlocksRepository(app.database.db));
    app.decorate('blocks', blocks);
    await app.register(blockRoutes, { prefix: API_BASE, blocks, auth: app.auth });
  },
  { name: 'blocks', dependencies: ['core', 'identity'] },
);
