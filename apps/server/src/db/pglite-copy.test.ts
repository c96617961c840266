import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { openDataDir } from '../../test/served-site.ts';

import { openDatabase, queryRows } from './client.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the copy of an embedded database', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-copy-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('is taken at one moment while writes go on, and queries wait at most a moment for it', async () => {
    const database = await openDataDir(path.join(work, 'data'));
    // Each write adds a row and counts it in the same transaction: a copy from one moment holds
    // exactly as many rows as it counts, whatever it caught.
    await database.db.execute(sql`create table ledger (id serial primary key, note text not null)`);
    await database.db.execute(sql`create table tally (rows int not null)`);
    await database.db.execute(sql`insert into tally values (0)`);
    let writing = true;
    let written = 0;
    let slowest = 0;
    const writer = (async () => {
      while (writing) {
        const started = performance.now();
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into ledger (note) values (repeat('x', 2000))`);
          await tx.execute(sql`update tally set rows = rows + 1`);
        });
        slowest = Math.max(slowest, performance.now() - started);
        written += 1;
        await sleep(5);
      }
    })();

    await sleep(200);
    const before = written;
    const dump = await database.dump!();
    const during = written - before;
    writing = false;
    await writer;
    await database.close();

    const copy = await openDatabase({ kind: 'pglite', load: dump });
    const [counted] = await queryRows<{ rows: number }>(copy.db, sql`select rows from tally`);
    const [held] = await queryRows<{ count: number }>(copy.db, sql`select count(*)::int as count from ledger`);
    await copy.close();
    expect(held!.count).toBe(counted!.rows);
    expect(held!.count).toBeGreaterThan(before);
    expect(during).toBeGreaterThan(20);
    // The copy itself takes seconds; a write waited for no more than a moment of it.
    expect(slowest).toBeLessThan(2_000);
  }, 120_000);

  it('leaves nothing behind in DATA_DIR, and clears what a copy killed half-way left', async () => {
    const dataDir = path.join(work, 'tidy');
    const database = await openDataDir(dataDir);
    fs.mkdirSync(path.join(dataDir, '.backup-copy-left'));
    fs.writeFileSync(path.join(dataDir, '.backup-copy-left', 'PG_VERSION'), '17');
    await database.dump!();
    await database.close();
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.backup-copy-'))).toEqual([]);
  }, 120_000);
});
