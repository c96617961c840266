import type { FastifyPluginAsync } from 'fastify';

import type { Database } from '#src/db/client.ts';

/** A probe must hear back quickly: a database slower than this counts as not ready. */
const READY_WITHIN_MS = 2_000;

/** The ping's outcome, or a timeout error once `ms` has passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** GET /healthz: the process is up. GET /readyz: the database answers too, within 2 s. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await within(database.ping(), READY_WITHIN_MS);
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database did not answer');
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', database: database.kind });
    }
  });
};
