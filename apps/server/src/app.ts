import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';

import { API_BASE } from '@vivaha/shared/constants';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { deriveSecret } from './lib/data-dir.ts';
import { createBotCheckRepository } from './modules/botcheck/botcheck.repository.ts';
import { botCheckRoutes } from './modules/botcheck/botcheck.routes.ts';
import { createBotCheck } from './modules/botcheck/botcheck.service.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { registerWebApp } from './modules/web/web.routes.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  config: Config;
  database: Database;
  /** The signing secret (JWT_SECRET, or the one kept in DATA_DIR). */
  secret: string;
  logger: Logger | false;
  mailer?: Mailer;
  webRoot?: string;
}

/** Builds the whole server as one Fastify instance; it does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger as FastifyBaseLogger } : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  await app.register(rateLimit, { global: false });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.mailFrom,
      siteName: config.SITE_NAME,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  app.addHook('onClose', async () => mailer.close());

  const botCheck = createBotCheck({
    provider: config.CAPTCHA_PROVIDER,
    hmacSecret: deriveSecret(deps.secret, 'botcheck'),
    recaptchaSecret: config.RECAPTCHA_SECRET,
    repository: createBotCheckRepository(database.db),
  });
  const contact = createContactService({
    repository: createContactRepository(database.db),
    mailer,
    teamEmail: config.teamEmail,
    siteName: config.SITE_NAME,
  });

  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      await api.register(botCheckRoutes, { botCheck });
      await api.register(contactRoutes, { contact, botCheck });
    },
    { prefix: API_BASE },
  );

  await registerWebApp(app, deps.webRoot ?? defaultWebRoot, {
    siteName: config.SITE_NAME,
    publicUrl: config.PUBLIC_URL,
    captchaProvider: config.CAPTCHA_PROVIDER,
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
  });

  return app;
}
