import type { FastifyPluginAsync } from 'fastify';

import type { Database } from '#src/db/client.ts';

/** GET /healthz: the process is up. GET /readyz: the database answers too. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
