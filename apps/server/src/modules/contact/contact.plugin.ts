import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

/** Contact Us: a message to the team. */
export default fp(
  async (app) => {
    const contact = createContactService({
      repository: createContactRepository(app.database.db),
      limiter: app.limiter,
      mailer: app.mailer,
      teamEmail: app.config.teamEmail,
      siteName: app.config.SITE_NAME,
    });
    await app.register(contactRoutes, { prefix: API_BASE, contact, botCheck: app.botCheck });
  },
  { name: 'contact', dependencies: ['core', 'mail', 'botcheck'] },
);
