import path from 'node:path';

import fp from 'fastify-plugin';

import type { AppDeps } from '#src/app-options.ts';

import { createMailQueue, type MailQueue } from './mail.queue.ts';
import { createMailRepository } from './mail.repository.ts';
import { createTransport, type Mailer } from './mail.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queue, so tests can deliver queued mail at once. */
    mailQueue: MailQueue;
    /** Where every module's mail goes: the queue, or what a test put in its place. */
    mailer: Mailer;
  }
}

/** Mail: queued on the job queue, sent by SMTP_URL or written to the outbox. */
export default fp(
  async (app, deps: AppDeps) => {
    const { config } = app;
    const mailQueue = await createMailQueue({
      jobs: app.jobs,
      repository: createMailRepository(app.database.db),
      transport:
        deps.mailTransport ??
        createTransport({
          smtpUrl: config.SMTP_URL,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, 'outbox'),
          log: app.log,
        }),
      site: { siteName: config.SITE_NAME, siteUrl: config.siteUrl },
      log: app.log,
      background: deps.drainMailInBackground ?? true,
      onDelivery: (outcome) => app.metrics.mail(outcome),
    });
    app.decorate('mailQueue', mailQueue);
    app.decorate('mailer', deps.mailer ?? mailQueue);
    app.addHook('onClose', async () => mailQueue.close());
  },
  { name: 'mail', dependencies: ['core'] },
);
