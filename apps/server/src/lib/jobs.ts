import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type ConstructorOptions, type Queue } from 'pg-boss';

import type { Database } from '#src/db/client.ts';

export type Jobs = PgBoss;

/** Where pg-boss keeps its tables, beside the portal's own. */
export const JOBS_SCHEMA = 'pgboss';

/** How long stopping waits for the jobs being worked on. */
const STOP_WAIT_MS = 10_000;

/**
 * The one job queue of every server (pg-boss): jobs are rows in the database, so a job is taken
 * by one server at a time (SKIP LOCKED), survives restarts, is retried with backoff, and a
 * scheduled job runs once across all servers. On the embedded database pg-boss runs through its
 * PGlite adapter, on PostgreSQL through a small pool of its own.
 *
 * `background`: work and housekeeping run on timers, as a real server does. Tests leave it off
 * and run the work by hand (each queue's `drain`).
 */
export async function startJobs(
  database: Database,
  { log, background }: { log: FastifyBaseLogger; background: boolean },
): Promise<Jobs> {
  const options: ConstructorOptions = {
    ...database.jobs,
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: background,
    schedule: background,
  };
  const boss = new PgBoss(options);
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Stops taking jobs, waits a moment for those under way, and leaves the database open. */
export async function stopJobs(boss: Jobs): Promise<void> {
  await boss.stop({ graceful: true, close: false, timeout: STOP_WAIT_MS });
}

/** Installs or upgrades pg-boss's tables once, with no worker (the test database copy). */
export async function installJobs(database: Database): Promise<void> {
  const boss = new PgBoss({ ...database.jobs, schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * A job that runs on a schedule (cron, UTC), once across all servers: its queue, its schedule
 * and this server's worker for it.
 */
export async function workOnSchedule(
  jobs: Jobs,
  name: string,
  cron: string,
  queue: Omit<Queue, 'name'>,
  work: () => Promise<unknown>,
): Promise<void> {
  await jobs.createQueue(name, queue);
  await jobs.schedule(name, cron, {}, { tz: 'UTC' });
  await jobs.work(name, async () => {
    await work();
  });
}
