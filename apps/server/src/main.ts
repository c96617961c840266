import path from 'node:path';

import pino from 'pino';

import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnreachableError, openDatabase, safeUrl } from './db/client.ts';
import { loadSecret, lockDataDir, restrictTree } from './lib/data-dir.ts';
import { createLogDestination, loggerOptions } from './lib/logger.ts';
import { stopOnSignals } from './lib/shutdown.ts';
import { checkAdminPassword } from './modules/identity/common-passwords.ts';
import { createStorage } from './modules/media/media.s3.ts';
import { createSignalsRepository } from './modules/signals/signals.repository.ts';
import { seedPortraits } from './seed/demo-portraits.ts';
import { hasProfiles, seedDemo } from './seed/seed.ts';

const DEMO_PROFILES = 300;
/** One published demo profile in this many gets a drawn portrait. */
const DEMO_PORTRAIT_EVERY = 3;

/** Reads the configuration, opens the database, listens, and shuts down cleanly on a signal. */
async function main() {
  let config;
  try {
    config = loadConfig();
    await checkAdminPassword(config.ADMIN_PASSWORD);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Everything the server writes into DATA_DIR (database, outbox, photos, secret) is its own:
  // folders 0700, files 0600.
  process.umask(0o077);

  // Readable lines for a person at a terminal; JSON lines for log collectors, written so that a
  // log that cannot be written (a full disk) loses lines rather than stopping the server.
  const logger = process.stdout.isTTY
    ? pino({
        ...loggerOptions(config.LOG_LEVEL),
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      })
    : pino(loggerOptions(config.LOG_LEVEL), createLogDestination());
  const embedded = !config.DATABASE_URL;
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};

  let database;
  try {
    database = await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
      {
        startWaitMs: config.DATABASE_WAIT_SECONDS * 1000,
        poolSize: config.DATABASE_POOL_SIZE,
        onStartRetry: (error, waitMs) =>
          logger.warn(
            `The database at DATABASE_URL (${safeUrl(config.DATABASE_URL ?? '')}) is not answering (${error.message}); retrying for up to ${waitMs / 1000} s`,
          ),
      },
    );
  } catch (error) {
    if (!(error instanceof DatabaseUnreachableError)) throw error;
    logger.fatal(error.message);
    unlock();
    process.exit(1);
  }
  if (embedded) restrictTree(path.join(config.dataDir, 'db'));
  logger.info({ database: database.kind }, 'database ready');
  // A first start of the embedded database shows a living site; never on a real server's data.
  const storage = createStorage(config);
  if (embedded && config.SEED_DEMO && !(await hasProfiles(database.db))) {
    const seeded = await seedDemo(database.db, { profiles: DEMO_PROFILES, seed: 1 });
    logger.info(seeded, 'added demo profiles (SEED_DEMO=0 turns this off)');
    // Drawn portraits, through the photo pipeline: a living site, with no photo of a real person.
    try {
      const portraits = await seedPortraits(database.db, storage, { every: DEMO_PORTRAIT_EVERY, seed: 1 });
      logger.info({ portraits }, 'added drawn portraits to demo profiles');
    } catch (error) {
      logger.warn({ err: error }, 'the demo profiles have no portraits: the photo storage did not take them');
    }
  }

  const secret = loadSecret(config.dataDir, config.JWT_SECRET);
  const app = await buildApp({ config, database, secret, logger, storage });
  // A bucket that cannot be reached does not stop the start: /readyz says not ready until it can.
  storage.check().then(
    () => logger.info({ photos: config.S3_BUCKET ? `bucket ${config.S3_BUCKET}` : 'disk' }, 'photo storage ready'),
    (error: unknown) => logger.warn({ err: error }, 'the photo bucket cannot be reached yet; /readyz says not ready'),
  );
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await app.identity.ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    logger.info({ email: config.ADMIN_EMAIL, outcome }, 'admin account checked');
  }
  // Profiles written before the review signals existed, or by the seed, get their contact keys
  // in the background; the site answers meanwhile.
  void createSignalsRepository(database.db)
    .backfill()
    .then((filled) => filled && logger.info({ filled }, 'worked out the contact keys of earlier profiles'))
    .catch((error: unknown) => logger.error({ err: error }, 'contact keys not worked out'));

  stopOnSignals({ app, database, unlock, logger });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    logger.fatal({ err: error }, 'could not listen');
    await database.close();
    unlock();
    process.exit(1);
  }
  logger.info(`${config.SITE_NAME} is serving at http://${config.HOST}:${config.PORT}`);
}

await main();
