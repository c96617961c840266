import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One Drizzle API over either engine. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any number, the same for every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 72_431_906;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => {});
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Runs raw SQL and gives its rows; both engines answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
