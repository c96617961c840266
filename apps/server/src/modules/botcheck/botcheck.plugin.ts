import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createBotCheckRepository } from './botcheck.repository.ts';
import { botCheckRoutes } from './botcheck.routes.ts';
import { createBotCheck, type BotCheck } from './botcheck.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bot check every open form passes (CAPTCHA_PROVIDER). */
    botCheck: BotCheck;
  }
}

/** The bot check: its challenge call, and the check the open forms' calls make. */
export default fp(
  async (app) => {
    const botCheck = createBotCheck({
      provider: app.config.CAPTCHA_PROVIDER,
      hmacSecret: app.secretFor('botcheck'),
      recaptchaSecret: app.config.RECAPTCHA_SECRET,
      repository: createBotCheckRepository(app.database.db),
    });
    app.decorate('botCheck', botCheck);
    await app.register(botCheckRoutes, { prefix: API_BASE, botCheck });
  },
  { name: 'botcheck', dependencies: ['core'] },
);
