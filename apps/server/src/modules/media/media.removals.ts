import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '#src/db/client.ts';
import { mediaRemovals } from '#src/db/schema.ts';

import type { MediaStorage } from './media.storage.ts';
import { withEverySize } from './photos.ts';

/** Each server looks for removals due this often. */
const SWEEP_EVERY_MS = 60_000;
/** Names taken by one pass. */
const BATCH = 100;

export interface MediaRemovals {
  /** The storage as the modules use it: a removal that fails is kept and tried again later. */
  storage: MediaStorage;
  /** Tries every due removal now; answers how many files were removed. */
  sweep(): Promise<number>;
  /** Removals waiting (metrics). */
  waiting(): Promise<number>;
  close(): void;
}

/**
 * A photo's rows are deleted first and its files after, once the change is committed. When the
 * files cannot be removed then (the photo bucket is unreachable), the request still succeeds: the
 * names are kept in `media_removals` and every server retries them, a claim at a time, waiting
 * longer after each failure (1, 2, 4 minutes... at most 6 hours), so a deleted photo does not
 * stay in the bucket.
 */
export function createMediaRemovals({
  storage,
  db,
  log,
  background,
}: {
  storage: MediaStorage;
  db: Db;
  log: FastifyBaseLogger;
  background: boolean;
}): MediaRemovals {
  async function keep(names: string[], error: unknown) {
    const reason = String((error as Error).message ?? error).slice(0, 500);
    try {
      await db
        .insert(mediaRemovals)
        .values(names.map((name) => ({ name, lastError: reason })))
        .onConflictDoNothing();
      log.warn({ err: error, files: names.length }, 'photo files not removed; will try again');
    } catch (failed) {
      log.error({ err: failed, names, cause: reason }, 'photo files not removed and not remembered');
    }
  }

  async function sweep(): Promise<number> {
    // A claim moves the names' next try forward, so another server's pass skips them meanwhile.
    const claimed = await db.execute<{ name: string }>(sql`
      update ${mediaRemovals}
         set attempts = attempts + 1,
             next_attempt_at = now() + least(interval '1 minute' * power(2, attempts), interval '6 hours')
       where name in (select name from ${mediaRemovals} where next_attempt_at <= now()
                       order by next_attempt_at limit ${BATCH} for update skip locked)
       returning name`);
    const names = (claimed as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
    if (!names.length) return 0;
    try {
      await storage.remove(withEverySize(names));
    } catch (error) {
      log.warn({ err: error, files: names.length }, 'photo files still not removed; will try again');
      await db
        .update(mediaRemovals)
        .set({ lastError: String((error as Error).message).slice(0, 500) })
        .where(inArray(mediaRemovals.name, names));
      return 0;
    }
    await db.delete(mediaRemovals).where(inArray(mediaRemovals.name, names));
    log.info({ files: names.length }, 'removed photo files kept from earlier');
    return names.length;
  }

  const timer = background
    ? setInterval(() => {
        sweep().catch((error: unknown) => log.warn({ err: error }, 'photo file removals not tried'));
      }, SWEEP_EVERY_MS).unref()
    : undefined;

  return {
    storage: {
      ...storage,
      async remove(names) {
        try {
          await storage.remove(names);
        } catch (error) {
          await keep(names, error);
        }
      },
    },
    sweep,
    async waiting() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mediaRemovals);
      return row?.count ?? 0;
    },
    close: () => clearInterval(timer),
  };
}
