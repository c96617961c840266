import fp from 'fastify-plugin';

import type { AppDeps } from '#src/app-options.ts';

import { backupRoutes } from './backup.routes.ts';

/** GET /backup/database: the embedded database's copy for `npm run backup` on this machine. */
export default fp(
  async (app, deps: AppDeps) => {
    await app.register(backupRoutes, { database: app.database, secret: deps.secret });
  },
  { name: 'backup', dependencies: ['core'] },
);
