import crypto from 'node:crypto';

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import type { Database } from '#src/db/client.ts';
import { within } from '#src/lib/deadline.ts';
import { messages, said } from '#src/lib/messages.ts';
import type { Metrics } from '#src/lib/metrics.ts';
import type { MediaStorage } from '#src/modules/media/index.ts';
import { sendError } from '#src/plugins/errors.ts';
import { cameThroughProxy } from '#src/plugins/proxy.ts';

/** A probe must hear back quickly: a database or bucket slower than this counts as not ready. */
const READY_WITHIN_MS = 2_000;
const late = (what: string) => new Error(`${what} did not answer within ${READY_WITHIN_MS} ms`);

/** Whether the connection comes from this machine itself, not through a proxy on it. */
export function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  // A reverse proxy on this machine connects from loopback too: what it forwards is from outside.
  return loopback && !cameThroughProxy(request);
}

export function tokenMatches(given: string | undefined, token: string): boolean {
  const expected = crypto.createHash('sha256').update(`Bearer ${token}`).digest();
  return crypto.timingSafeEqual(
    crypto
      .createHash('sha256')
      .update(given ?? '')
      .digest(),
    expected,
  );
}

/** For operators, not members (a scraper sends no Accept-Language, so it reads English). */
export const healthText = messages('health', {
  metricsRefused: 'Metrics are served only to this machine, or with {{setting}}.',
} as const);

/**
 * GET /healthz: the process is up. GET /readyz: the database and the photo storage answer too,
 * each within 2 s (a balancer sends no one to a server that could not show photos).
 * GET /metrics: Prometheus's text format, only to this machine or with `METRICS_TOKEN`.
 */
export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  storage: MediaStorage;
  metrics: Metrics;
  metricsToken?: string;
}> = async (app, { database, storage, metrics, metricsToken }) => {
  app.get('/metrics', async (request, reply) => {
    const allowed =
      fromThisMachine(request) ||
      (metricsToken !== undefined && tokenMatches(request.headers.authorization, metricsToken));
    if (!allowed)
      return sendError(request, reply, {
        statusCode: 403,
        message: said(healthText, 'metricsRefused', { setting: 'METRICS_TOKEN' }),
      });
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const [db, photos] = await Promise.allSettled([
      within(database.ping(), READY_WITHIN_MS, () => late('the database')),
      within(storage.check(), READY_WITHIN_MS, () => late('the photo storage')),
    ]);
    const answer = {
      database: database.kind,
      photos: storage.kind,
      ...(db.status === 'rejected' || photos.status === 'rejected'
        ? {
            status: 'unavailable',
            unavailable: [db.status === 'rejected' && 'database', photos.status === 'rejected' && 'photos'].filter(
              Boolean,
            ),
          }
        : { status: 'ready' }),
    };
    if (answer.status === 'ready') return answer;
    for (const outcome of [db, photos])
      if (outcome.status === 'rejected') request.log.warn({ err: outcome.reason }, 'not ready');
    return reply.code(503).header('retry-after', '5').send(answer);
  });
};
