import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import type { AppDeps } from '#src/app-options.ts';

import { createDigestRepository } from './digest.repository.ts';
import { digestRoutes } from './digest.routes.ts';
import { createDigests, type Digests } from './digest.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The new-match mails, so tests can run a pass at once. */
    digests: Digests;
  }
}

/** The new-match mails of saved searches, and their unsubscribe link. */
export default fp(
  async (app, deps: AppDeps) => {
    const digests = await createDigests({
      repository: createDigestRepository(app.database.db),
      jobs: app.jobs,
      mailer: app.mailer,
      newProfiles: (searches, user, window, limit, language) =>
        app.publicService.newProfiles(searches, user, window, limit, language),
      secret: app.secretFor('unsubscribe'),
      siteName: app.config.SITE_NAME,
      siteUrl: app.config.siteUrl,
      log: app.log,
      background: app.inBackground,
      ...(deps.digestLagSeconds === undefined ? {} : { lagSeconds: deps.digestLagSeconds }),
    });
    app.decorate('digests', digests);
    await app.register(digestRoutes, { prefix: API_BASE, digests, auth: app.auth, siteName: app.config.SITE_NAME });
  },
  { name: 'digest', dependencies: ['core', 'mail', 'identity', 'public'] },
);
