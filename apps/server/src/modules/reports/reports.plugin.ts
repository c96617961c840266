import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createReportsRepository } from './reports.repository.ts';
import { adminReportRoutes, reportRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports of profiles (and of messages), and the team's decisions on them. */
    reports: ReportsService;
  }
}

/** Reports: a family's report of a profile or a message, and the team's queue. */
export default fp(
  async (app) => {
    const { db } = app.database;
    const { config } = app;
    const reports = createReportsService({
      repository: createReportsRepository(db),
      inTransaction: (work) =>
        db.transaction((tx) =>
          work({ reports: createReportsRepository(tx), audit: app.auditLog(tx), profiles: app.profileRecords(tx) }),
        ),
      storage: app.storage,
      limiter: app.limiter,
      mailer: app.mailer,
      teamEmail: config.teamEmail,
      siteName: config.SITE_NAME,
      // The conversations module comes later (it reports through this one); a report of a
      // message only comes once all are here.
      messageContext: (messageId) => app.conversations.context(messageId),
    });
    app.decorate('reports', reports);
    await app.register(reportRoutes, {
      prefix: API_BASE,
      reports,
      auth: app.auth,
      botCheck: app.botCheck,
      siteUrl: config.siteUrl,
      viewSecret: app.secretFor('views'),
      hiddenOwners: (userId) => app.blocks.hiddenOwners(userId),
    });
    await app.register(adminReportRoutes, { prefix: `${API_BASE}/admin`, reports, auth: app.auth, siteUrl: config.siteUrl });
  },
  { name: 'reports', dependencies: ['core', 'mail', 'botcheck', 'identity', 'media', 'profiles', 'admin', 'blocks'] },
);
