import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { AppDeps } from '../app-options.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openReplicas, type Replicas } from '../db/replicas.ts';
import { deriveSecret } from '../lib/data-dir.ts';
import { startJobs, stopJobs, type Jobs } from '../lib/jobs.ts';
import { createMetrics, type Metrics } from '../lib/metrics.ts';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** A secret of its own for each purpose, derived from the signing secret. */
    secretFor: (purpose: string) => string;
    /** The limits every module counts against (lib/rate-limit.ts). */
    limiter: RateLimiter;
    /** Prometheus measurements at GET /metrics. */
    metrics: Metrics;
    /** The job queue (pg-boss) every server shares. */
    jobs: Jobs;
    /** The read replicas (DATABASE_READ_URL), when there are any. */
    replicas: Replicas | undefined;
    /** Whether queues and schedules work in the background (the default) or only when a test asks. */
    inBackground: boolean;
  }
}

/**
 * What every module stands on: the configuration, the database and its replicas, the secrets,
 * the limits, the measurements and the job queue. The modules' plugins name it as a dependency.
 */
export const core = fp(
  async (app: FastifyInstance, deps: AppDeps) => {
    const { config, database } = deps;
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('secretFor', (purpose: string) => deriveSecret(deps.secret, purpose));
    app.decorate('limiter', createRateLimiter(database.db));
    app.decorate('inBackground', deps.workInBackground ?? true);

    // Every answer by route and status.
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    // Jobs (mails, photo removals, new-match mails) on pg-boss; stopped after the requests end.
    const jobs = await startJobs(database, { log: app.log, background: deps.drainMailInBackground ?? true });
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => stopJobs(jobs));

    // Visitors' listings, the sitemaps and the matches page's ranking may lag a few seconds: they
    // read a replica when there is one, in turn. Every privacy decision and every other member's
    // read stays on the primary (public.routes.ts says which calls).
    const replicas = openReplicas(config.DATABASE_READ_URL, { poolSize: config.DATABASE_POOL_SIZE });
    app.decorate('replicas', replicas);
    app.addHook('onClose', async () => replicas?.close());
  },
  { name: 'core' },
);
