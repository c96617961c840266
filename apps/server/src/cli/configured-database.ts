import path from 'node:path';

import { loadConfig } from '#src/config.ts';
import { openDatabase, type Database } from '#src/db/client.ts';
import { lockDataDir } from '#src/lib/data-dir.ts';

/**
 * Runs `work` on the database the server is configured with (DATABASE_URL, else the embedded one
 * in DATA_DIR, locked against a server running on it meanwhile), then closes it and lets go of
 * the lock, whatever `work` did.
 */
export async function withConfiguredDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    return await work(database);
  } finally {
    await database.close();
    unlock();
  }
}
