import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import type { Db } from '#src/db/client.ts';

import { createAdminRepository, type AuditLog } from './admin.repository.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The team's audit log, for another module's decision (`db` or its transaction). */
    auditLog: (db: Db) => AuditLog;
  }
}

/** The team's review of profiles, and the audit log every decision of theirs is written to. */
export default fp(
  async (app) => {
    const { db } = app.database;
    const admin = createAdminService({
      repository: createAdminRepository(db),
      profiles: app.profileRecords(db),
      storage: app.storage,
      signer: app.mediaSigner,
      signals: app.signals,
      mailer: app.mailer,
      siteName: app.config.SITE_NAME,
      inTransaction: (work) =>
        db.transaction((tx) => work({ repository: createAdminRepository(tx), profiles: app.profileRecords(tx) })),
    });
    app.decorate('auditLog', (on: Db): AuditLog => createAdminRepository(on));
    await app.register(adminRoutes, {
      prefix: `${API_BASE}/admin`,
      admin,
      auth: app.auth,
      siteUrl: app.config.siteUrl,
    });
  },
  { name: 'admin', dependencies: ['core', 'mail', 'identity', 'media', 'signals', 'profiles'] },
);
