import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';

import { copyPgliteDataDir } from './pglite-copy.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One Drizzle API over either engine. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  /** The pool's connections: open, idle, and requests waiting for one (PostgreSQL only). */
  poolUse?(): { total: number; idle: number; waiting: number };
  /**
   * A consistent copy of the whole embedded database, as a gzipped tarball that `load` takes
   * back (PGlite only; PostgreSQL is backed up with pg_dump). Queries go on while it is made.
   */
  dump?(): Promise<Blob>;
  /** How the job queue (lib/jobs.ts) reaches this database: PGlite's own connection, or a URL. */
  jobs: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any number, the same for every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 72_431_906;

/** `load`: a copy from `dump()` to create the embedded database from (its folder must not hold one yet). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; load?: Blob };

/** How long the server waits on PostgreSQL; every bound has a default fit for production. */
export interface PostgresOptions {
  /** A new connection must be ready within this (the pool's connectionTimeoutMillis). */
  connectTimeoutMs?: number;
  /** The server cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs?: number;
  /** The client gives up on an answer a little after that, for a server that went silent. */
  queryTimeoutMs?: number;
  /** The server ends a session left idle inside a transaction this long. */
  idleInTransactionTimeoutMs?: number;
  /** At start, how long to keep trying to reach the database before giving up. */
  startWaitMs?: number;
  /** Connections the pool keeps open at most. */
  poolSize?: number;
  /** Told once when the first try at start fails and the server keeps trying. */
  onStartRetry?: (error: Error, waitMs: number) => void;
}

export const POSTGRES_DEFAULTS = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  queryTimeoutMs: 12_000,
  idleInTransactionTimeoutMs: 30_000,
  startWaitMs: 60_000,
  poolSize: 10,
} satisfies PostgresOptions;

/** The database could not be reached at start within the time allowed. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** How to open either engine: PostgreSQL's bounds, and a logger told each statement (the bench's). */
export interface OpenOptions extends PostgresOptions {
  logger?: Logger;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, options) : openPglite(target, options.logger);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects for the migrations, retrying with backoff until the start wait runs out. */
async function firstConnection(url: string, options: PostgresOptions): Promise<pg.Client> {
  const { connectTimeoutMs, startWaitMs } = { ...POSTGRES_DEFAULTS, ...options };
  const deadline = Date.now() + startWaitMs;
  let pause = 500;
  let told = false;
  for (;;) {
    // A few tries fit in the wait however short it is.
    const attemptMs = Math.max(Math.min(connectTimeoutMs, startWaitMs / 3, deadline - Date.now()), 1);
    // Migrations and the lock that orders them may take long: no statement bound on this one.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: attemptMs });
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      const reason = describeConnectError(error, attemptMs);
      if (Date.now() + pause >= deadline) {
        throw new DatabaseUnreachableError(
          `Could not reach the database at DATABASE_URL (${safeUrl(url)}) within ${Math.round(startWaitMs / 1000)} s: ${reason}. Check that PostgreSQL is running and DATABASE_URL is right.`,
          { cause: error },
        );
      }
      if (!told) {
        told = true;
        options.onStartRetry?.(new Error(reason), startWaitMs);
      }
      await delay(pause);
      pause = Math.min(pause * 2, 5_000);
    }
  }
}

function describeConnectError(error: unknown, attemptMs: number): string {
  const { code, message = String(error) } = error as { code?: string; message?: string };
  if (code) return `${code} ${message}`.trim();
  return /timeout/i.test(message) ? `no answer within ${attemptMs / 1000} s` : message;
}

/** The address without its password, for a log line. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'an unreadable address';
  }
}

/** A pool with every wait bounded, as requests use it. Opens connections only when asked. */
export function postgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  const bounds = { ...POSTGRES_DEFAULTS, ...options };
  const pool = new pg.Pool({
    connectionString: url,
    max: bounds.poolSize,
    connectionTimeoutMillis: bounds.connectTimeoutMs,
    statement_timeout: bounds.statementTimeoutMs,
    query_timeout: bounds.queryTimeoutMs,
    idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs,
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => {});
  return pool;
}

/** The Database over a pool, without touching the schema; `logger` is told each statement. */
export function postgresDatabase(pool: pg.Pool, logger?: Logger): Database {
  const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // A pool of its own, small: jobs are few and short.
    jobs: { connectionString: pool.options.connectionString ?? '', max: 2 },
    close: () => pool.end(),
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const client = await firstConnection(url, options);
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
  return postgresDatabase(postgresPool(url, options), options.logger);
}

async function openPglite({ dataDir, load }: { dataDir?: string; load?: Blob }, logger?: Logger): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  // pg_trgm: the caste text search finds '%text%' through a trigram index instead of a scan.
  const options = { extensions: { pg_trgm }, ...(load ? { loadDataDir: load } : {}) };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // On disk, PostgreSQL's online backup, made while queries go on (pglite-copy.ts). A database in
    // memory serves nobody else: PGlite's own copy, made in one go, with a checkpoint first so
    // that a restored copy starts without replaying the log.
    dump: async () => {
      if (dataDir) return copyPgliteDataDir(client, dataDir);
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
    jobs: { db: fromPglite(client), backend: 'pglite' },
    close: () => client.close(),
  };
}

/** Runs raw SQL and gives its rows; both engines answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
