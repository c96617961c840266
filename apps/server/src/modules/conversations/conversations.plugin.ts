import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createGuardianCopies, type GuardianCopies } from './conversations.guardians.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { conversationRoutes } from './conversations.routes.ts';
import { createConversationsService, type ConversationsService } from './conversations.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between two families. */
    conversations: ConversationsService;
    /** The weekly guardian copies, so tests can send them at once. */
    guardianCopies: GuardianCopies;
  }
}

/** Two families talking on the site, and the weekly copies to a guardian. */
export default fp(
  async (app) => {
    const { config } = app;
    const guardianCopies = await createGuardianCopies({
      jobs: app.jobs,
      db: app.database.db,
      mailer: app.mailer,
      secret: app.secretFor('guardians'),
      siteName: config.SITE_NAME,
      siteUrl: config.siteUrl,
      log: app.log,
      background: app.inBackground,
    });
    app.decorate('guardianCopies', guardianCopies);
    const { blocks, reports } = app;
    const conversations = createConversationsService({
      repository: createConversationsRepository(app.database.db),
      guardians: guardianCopies,
      blockedBetween: (a, b) => blocks.between(a, b),
      hiddenOwners: (userId) => blocks.hiddenOwners(userId),
      report: async (profileId, user, input, context) =>
        reports.report(
          profileId,
          { user, anonymousKey: '', hiddenOwners: await blocks.hiddenOwners(user.id) },
          input,
          context,
        ),
      mailer: app.mailer,
      limiter: app.limiter,
      secret: app.secretFor('message-mails'),
      siteName: config.SITE_NAME,
    });
    app.decorate('conversations', conversations);
    await app.register(conversationRoutes, {
      prefix: API_BASE,
      conversations,
      guardians: guardianCopies,
      auth: app.auth,
      siteUrl: config.siteUrl,
      siteName: config.SITE_NAME,
    });
  },
  { name: 'conversations', dependencies: ['core', 'mail', 'identity', 'blocks', 'reports'] },
);
