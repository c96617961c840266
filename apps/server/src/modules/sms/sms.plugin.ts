import path from 'node:path';

import fp from 'fastify-plugin';

import type { AppDeps } from '#src/app-options.ts';

import { createSmsQueue, type SmsQueue } from './sms.queue.ts';
import { createSmsSender } from './sms.sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS queue, so tests can send what waits at once. */
    sms: SmsQueue;
  }
}

/** Codes by SMS, through the job queue (SMS_PROVIDER, or the outbox). */
export default fp(
  async (app, deps: AppDeps) => {
    const sms = await createSmsQueue({
      jobs: app.jobs,
      sender:
        deps.smsSender ??
        createSmsSender(app.config, { outboxDir: path.join(app.config.dataDir, 'outbox'), log: app.log }),
      log: app.log,
      background: app.inBackground,
      // Each SMS's outcome is noted on its code. The verification module, which sends through
      // this one, comes later; an outcome only comes once all are here.
      onOutcome: (ref, outcome) => app.verification.phoneCodeOutcome(ref, outcome),
      ...(deps.smsRetryDelaySeconds === undefined ? {} : { retryDelaySeconds: deps.smsRetryDelaySeconds }),
    });
    app.decorate('sms', sms);
    app.addHook('onClose', async () => sms.close());
  },
  { name: 'sms', dependencies: ['core'] },
);
