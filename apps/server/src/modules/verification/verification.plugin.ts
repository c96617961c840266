import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createPhotoChecks, schedulePhotoCheckExpiry, type PhotoChecks } from './photo-checks.service.ts';
import { createVerificationRepository } from './verification.repository.ts';
import { adminCheckRoutes, verificationRoutes } from './verification.routes.ts';
import { createVerificationService, type VerificationService } from './verification.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verification without documents: a mobile number's code, the identity card's number. */
    verification: VerificationService;
    /** The photo checks: tests run their hourly expiry at once. */
    photoChecks: PhotoChecks;
  }
}

/** Verification: a mobile code, the identity card's number, a photo check read by the team. */
export default fp(
  async (app) => {
    const { config } = app;
    const repository = createVerificationRepository(app.database.db);
    const verification = createVerificationService({
      repository,
      limiter: app.limiter,
      nicSecret: app.secretFor('nic'),
      codeSecret: app.secretFor('phone-codes'),
      sendSms: (sms) => app.sms.send(sms),
      siteName: config.SITE_NAME,
    });
    app.decorate('verification', verification);
    const audit = app.auditLog(app.database.db);
    const photoChecks = createPhotoChecks({
      repository,
      storage: app.storage,
      limiter: app.limiter,
      mailer: app.mailer,
      record: (entry) => audit.record(entry),
      siteName: config.SITE_NAME,
      siteUrl: config.siteUrl,
    });
    app.decorate(
      'photoChecks',
      await schedulePhotoCheckExpiry({ jobs: app.jobs, photoChecks, log: app.log, background: app.inBackground }),
    );
    await app.register(verificationRoutes, { prefix: API_BASE, verification, photoChecks, auth: app.auth });
    await app.register(adminCheckRoutes, { prefix: `${API_BASE}/admin`, verification, photoChecks, auth: app.auth });
  },
  { name: 'verification', dependencies: ['core', 'mail', 'identity', 'media', 'admin', 'sms'] },
);
