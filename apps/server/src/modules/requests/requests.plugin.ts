import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createRequestsRepository } from './requests.repository.ts';
import { requestRoutes } from './requests.routes.ts';
import { createRequestsService, type RequestsService } from './requests.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests for protected details, and who has approved whom. */
    requests: RequestsService;
  }
}

/** Requests for a profile's protected details (contact, photos, horoscope). */
export default fp(
  async (app) => {
    const requests = createRequestsService({
      repository: createRequestsRepository(app.database.db),
      blockedBetween: (a, b) => app.blocks.between(a, b),
      mailer: app.mailer,
      limiter: app.limiter,
      siteName: app.config.SITE_NAME,
    });
    app.decorate('requests', requests);
    await app.register(requestRoutes, {
      prefix: API_BASE,
      requests,
      auth: app.auth,
      botCheck: app.botCheck,
      siteUrl: app.config.siteUrl,
    });
  },
  { name: 'requests', dependencies: ['core', 'mail', 'botcheck', 'identity', 'blocks'] },
);
