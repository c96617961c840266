import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, Queue } from 'pg-boss';

import type { Db } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';

import { createRemovalsRepository } from './media.removals.repository.ts';
import type { MediaStorage } from './media.storage.ts';
import { withEverySize } from './photos.ts';

/** Photo files whose removal failed, one job per failed removal (lib/jobs.ts). */
export const PHOTO_REMOVALS = 'photo-removals';

/**
 * Tried again after 1 minute, then about twice as long each time, at most 6 hours apart, for
 * about a month (130 tries); then given up, logged as an error and counted in /metrics.
 */
const QUEUE_OPTIONS = {
  retryLimit: 130,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 6 * 60 * 60,
  // A try that has not ended in this long is another server's to take: longer than any removal.
  expireInSeconds: 5 * 60,
  // The names are random keys of files already gone: kept a day after, for a person to read.
  deleteAfterSeconds: 24 * 60 * 60,
} satisfies Omit<Queue, 'name'>;
/** Besides the retries' own times, each server looks for due removals this often. */
const POLL_SECONDS = 60;

interface RemovalJob {
  names: string[];
}

export interface MediaRemovals {
  /** The storage as the modules use it: a removal that fails is queued and tried again later. */
  storage: MediaStorage;
  /** Tries every due removal now; answers how many files were removed (tests run the work by hand). */
  drain(): Promise<number>;
  /** Files waiting to be removed again, and files given up (metrics). */
  counts(): Promise<{ waiting: number; givenUp: number }>;
}

/**
 * A photo's rows are deleted first and its files after, once the change is committed. When the
 * files cannot be removed then (the photo bucket is unreachable), the request still succeeds: the
 * names go to the job queue, and any one server retries them with backoff until they are gone,
 * so a deleted photo does not stay in the bucket.
 */
export async function createMediaRemovals({
  storage,
  db,
  jobs,
  log,
  background,
}: {
  storage: MediaStorage;
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  background: boolean;
}): Promise<MediaRemovals> {
  await jobs.createQueue(PHOTO_REMOVALS, QUEUE_OPTIONS);
  const repository = createRemovalsRepository(db);

  async function later(names: string[], error: unknown) {
    try {
      await jobs.send(PHOTO_REMOVALS, { names } satisfies RemovalJob, { startAfter: QUEUE_OPTIONS.retryDelay });
      log.warn({ err: error, files: names.length }, 'photo files not removed; will try again');
    } catch (failed) {
      log.error({ err: failed, names, cause: String(error) }, 'photo files not removed and not remembered');
    }
  }

  /** Removes one job's files; a failure is thrown, so pg-boss retries the job later. */
  async function remove({ data, retryCount, retryLimit }: JobWithMetadata<RemovalJob>) {
    try {
      await storage.remove(withEverySize(data.names));
    } catch (error) {
      const details = { err: error, files: data.names.length, attempts: retryCount + 1 };
      if (retryCount >= retryLimit)
        log.error({ ...details, names: data.names }, 'photo files given up after their last try');
      else log.warn(details, 'photo files still not removed; will try again');
      throw error;
    }
    log.info({ files: data.names.length }, 'removed photo files kept from earlier');
  }

  /** Removals kept by a version before the job queue (media_removals) become one job, once. */
  async function adoptEarlier() {
    const earlier = await repository.takeEarlier();
    if (earlier.length) await jobs.send(PHOTO_REMOVALS, { names: earlier } satisfies RemovalJob);
  }
  await adoptEarlier();

  if (background) {
    await jobs.work<RemovalJob>(
      PHOTO_REMOVALS,
      { includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => {
        if (job) await remove(job as JobWithMetadata<RemovalJob>);
      },
    );
  }

  return {
    storage: {
      ...storage,
      async remove(names) {
        try {
          await storage.remove(names);
        } catch (error) {
          await later(names, error);
        }
      },
    },

    async drain() {
      await adoptEarlier();
      let removed = 0;
      for (;;) {
        const [job] = await jobs.fetch<RemovalJob>(PHOTO_REMOVALS, { includeMetadata: true });
        if (!job) return removed;
        try {
          await remove(job);
        } catch (error) {
          await jobs.fail(PHOTO_REMOVALS, job.id, { error: String((error as Error).message ?? error).slice(0, 500) });
          continue;
        }
        await jobs.complete(PHOTO_REMOVALS, job.id);
        removed += job.data.names.length;
      }
    },

    counts: () => repository.counts(PHOTO_REMOVALS),
  };
}
