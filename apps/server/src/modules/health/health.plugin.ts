import fp from 'fastify-plugin';

import { healthRoutes } from './health.routes.ts';

/** Whether the server, its database and its photo storage answer, and the measurements. */
export default fp(
  async (app) => {
    await app.register(healthRoutes, {
      database: app.database,
      storage: app.storage,
      metrics: app.metrics,
      metricsToken: app.config.METRICS_TOKEN,
    });
  },
  { name: 'health', dependencies: ['core', 'media'] },
);
