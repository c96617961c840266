import fp from 'fastify-plugin';

import { createSignalsRepository, type Signals } from './signals.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the team weighs beside a profile (signals.repository.ts). */
    signals: Signals;
  }
}

/** The signals the team reads beside a profile under review. */
export default fp(
  async (app) => {
    app.decorate('signals', createSignalsRepository(app.database.db));
  },
  { name: 'signals', dependencies: ['core'] },
);
