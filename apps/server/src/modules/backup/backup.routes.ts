import { Readable } from 'node:stream';

import type { FastifyPluginAsync } from 'fastify';

import type { Database } from '#src/db/client.ts';
import { deriveSecret } from '#src/lib/data-dir.ts';
import { within } from '#src/lib/deadline.ts';
import { fromThisMachine, tokenMatches } from '#src/modules/health/index.ts';

export const BACKUP_DATABASE_PATH = '/backup/database';

/** The token the route asks for: `npm run backup`, run by the same user, derives it from the same secret. */
export const backupToken = (secret: string) => deriveSecret(secret, 'backup');

/**
 * The longest a copy may take. The site goes on answering while it is made (db/pglite-copy.ts),
 * so this bounds the command's wait, not the site's.
 */
export const DUMP_WITHIN_MS = 180_000;

/** For operators, not members: in English whatever the page's language. */
const REFUSED = 'The database copy is given only to npm run backup on this machine.';

/**
 * GET /backup/database: the embedded database as a gzipped tarball, so that `npm run backup`
 * works while the server holds DATA_DIR. Only to this machine, not through a proxy, and only with
 * the backup token: the file holds every member's personal data.
 */
export const backupRoutes: FastifyPluginAsync<{ database: Database; secret: string }> = async (
  app,
  { database, secret },
) => {
  const token = backupToken(secret);
  let running: Promise<Blob> | undefined;

  app.get(BACKUP_DATABASE_PATH, async (request, reply) => {
    if (!fromThisMachine(request) || !tokenMatches(request.headers.authorization, token)) {
      request.log.warn('database copy refused');
      return reply.code(403).send({ message: REFUSED });
    }
    if (!database.dump) {
      return reply.code(404).send({ message: 'The database is PostgreSQL: back it up with pg_dump.' });
    }
    // One copy at a time: each holds the whole database in memory.
    if (running) {
      return reply.code(503).header('retry-after', '30').send({ message: 'A copy is being made already.' });
    }
    const started = performance.now();
    running = database.dump().finally(() => {
      running = undefined;
    });
    let dump: Blob;
    try {
      dump = await within(running, DUMP_WITHIN_MS, () => new Error(`no copy within ${DUMP_WITHIN_MS} ms`));
    } catch (error) {
      request.log.error({ err: error }, 'database copy failed');
      return reply.code(503).send({ message: 'The database could not be copied just now.' });
    }
    request.log.info({ bytes: dump.size, ms: Math.round(performance.now() - started) }, 'database copied for a backup');
    return reply
      .header('cache-control', 'no-store')
      .header('content-length', dump.size)
      .type('application/gzip')
      .send(Readable.fromWeb(dump.stream()));
  });
};
