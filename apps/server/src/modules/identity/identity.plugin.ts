import fp from 'fastify-plugin';

import { IDENTITY_BASE } from '@vivaha/shared/constants';

import { createAuthHooks, type AuthHooks } from './auth.ts';
import { createIdentityRepository } from './identity.repository.ts';
import { identityRoutes } from './identity.routes.ts';
import { createIdentityService, type IdentityService } from './identity.service.ts';
import { createTokenSigner } from './secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity service, for start-up tasks (ADMIN_EMAIL) and the admin command. */
    identity: IdentityService;
    /** Who is asking: the hooks every member's and the team's route puts first. */
    auth: AuthHooks;
  }
}

/** Accounts: sign-up, log-in, codes, passwords, and who is asking. */
export default fp(
  async (app) => {
    const identity = createIdentityService({
      repository: createIdentityRepository(app.database.db),
      limiter: app.limiter,
      mailer: app.mailer,
      signer: createTokenSigner(app.secretFor('tokens')),
      codeSecret: app.secretFor('codes'),
      siteName: app.config.SITE_NAME,
      // The profiles module comes later; a log-in only happens once all are here.
      onLogin: (userId) => app.profileRecords(app.database.db).touchOwner(userId),
    });
    const auth = createAuthHooks(app, identity);
    app.decorate('identity', identity);
    app.decorate('auth', auth);
    await app.register(identityRoutes, {
      prefix: IDENTITY_BASE,
      identity,
      auth,
      botCheck: app.botCheck,
      siteUrl: app.config.siteUrl,
    });
  },
  { name: 'identity', dependencies: ['core', 'mail', 'botcheck'] },
);
