import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../../test/helpers.ts';

import { migrationsFolder, openDatabase, postgresPool, queryRows } from './client.ts';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const tablesOf = async (database: Awaited<ReturnType<typeof openTestDatabase>>) => {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
};

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const database of opened.reverse()) await database.close();
  });

  it('create every table and record each migration once', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    expect(await tablesOf(database)).toEqual(expect.arrayContaining(['contact_messages', 'used_bot_checks']));
    const [applied] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied?.count).toBe(journal.entries.length);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'let two servers start together on one PostgreSQL without racing',
    async () => {
      const first = await openTestDatabase();
      opened.push(first);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const [current] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
      url.pathname = `/${current!.name}`;
      // Drop the schema so both instances find it empty and migrate at the same moment.
      await first.db.execute(sql`drop schema public cascade; create schema public; drop schema drizzle cascade`);
      const both = await Promise.all([
        openDatabase({ kind: 'postgres', url: url.href }),
        openDatabase({ kind: 'postgres', url: url.href }),
      ]);
      const [applied] = await queryRows<{ count: number }>(
        first.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied?.count).toBe(journal.entries.length);
      await Promise.all(both.map((database) => database.close()));
    },
  );

  // Two cold starts of a database on disk, the first running every migration: about 6 s on a
  // quiet machine, three times that beside other test files.
  it('keep the data of an embedded database across restarts', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'vivaha-db-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
      await first.db.execute(
        sql`insert into contact_messages (name, email, subject, message) values ('Nimal', 'nimal@example.lk', 'Other Issues', 'Hello')`,
      );
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
      const rows = await queryRows<{ name: string }>(second.db, sql`select name from contact_messages`);
      expect(rows.map((row) => row.name)).toEqual(['Nimal']);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('bounds on PostgreSQL sessions', () => {
  it('set statement and idle-in-transaction timeouts on every connection', async () => {
    const pool = postgresPool(process.env.TEST_DATABASE_URL!);
    try {
      const { rows } = await pool.query('select current_setting($1) as statement, current_setting($2) as idle', [
        'statement_timeout',
        'idle_in_transaction_session_timeout',
      ]);
      expect(rows[0]).toEqual({ statement: '10s', idle: '30s' });
    } finally {
      await pool.end();
    }
  });

  it('end a session left idle inside a transaction', async () => {
    const pool = postgresPool(process.env.TEST_DATABASE_URL!, { idleInTransactionTimeoutMs: 200 });
    const client = await pool.connect();
    client.on('error', () => {});
    try {
      await client.query('begin');
      await new Promise((resolve) => setTimeout(resolve, 600));
      await expect(client.query('select 1')).rejects.toThrow();
    } finally {
      client.release(true);
      await pool.end();
    }
  });
});
