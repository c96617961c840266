import fp from 'fastify-plugin';

import { IDENTITY_BASE } from '@vivaha/shared/constants';

import { createAccountCollector } from './account.collect.ts';
import { createDataExports, type DataExports } from './account.exports.ts';
import { createAccountRepository } from './account.repository.ts';
import { createRetention, type Retention } from './account.retention.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' copies of their data, so tests can make them at once. */
    dataExports: DataExports;
    /** The daily retention pass, so tests can run it at once. */
    retention: Retention;
  }
}

/** A member's data rights: their copy, closing the account, and what is kept only for a while. */
export default fp(
  async (app) => {
    const { config } = app;
    const { db } = app.database;
    // A member's copy of their data, made by a job and mailed as a link.
    const dataExports = await createDataExports({
      jobs: app.jobs,
      db,
      collect: createAccountCollector(db),
      ownerProfile: async (id, ownerId) => ({ ...(await app.profiles.get(id, ownerId)) }),
      storage: app.storage,
      mailer: app.mailer,
      secret: app.secretFor('exports'),
      siteName: config.SITE_NAME,
      siteUrl: config.siteUrl,
      log: app.log,
      background: app.inBackground,
    });
    app.decorate('dataExports', dataExports);
    app.addHook('onClose', async () => dataExports.close());
    const account = createAccountService({
      repository: createAccountRepository(db),
      exports: dataExports,
      limiter: app.limiter,
      mailer: app.mailer,
      storage: app.storage,
      siteName: config.SITE_NAME,
      siteUrl: config.siteUrl,
    });
    await app.register(accountRoutes, { prefix: IDENTITY_BASE, account, auth: app.auth });
    // What is kept only for a while goes daily (the privacy page's table).
    const retention = await createRetention({
      jobs: app.jobs,
      db,
      mailer: app.mailer,
      deleteAccount: (user) => account.deleteDormant(user),
      sweepLimits: () => app.limiter.sweep(),
      siteName: config.SITE_NAME,
      siteUrl: config.siteUrl,
      log: app.log,
      background: app.inBackground,
    });
    app.decorate('retention', retention);
  },
  { name: 'account', dependencies: ['core', 'mail', 'identity', 'media', 'profiles'] },
);
