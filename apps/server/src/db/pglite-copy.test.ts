import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

import { copyPgliteDataDir } from './pglite-copy.ts';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the copy of an embedded database', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-copy-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('holds every write committed before pg_backup_stop, while writes go on throughout', async () => {
    const dataDir = path.join(work, 'data', 'db');
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const client = await PGlite.create(dataDir);
    // Each write adds a row and counts it in the same transaction: a consistent copy holds exactly
    // as many rows as it counts, whatever it caught.
    await client.exec(`
      create table ledger (id serial primary key, note text not null);
      create table tally (rows int not null);
      insert into tally values (0);
      create table ballast (id int primary key, filler text not null);
      alter table ballast alter column filler set storage external;
      insert into ballast select g, repeat('x', 4000) from generate_series(1, 20000) as g;
    `);

    // Which writes had been answered when the backup started and when it stopped.
    let written = 0;
    const at: { start?: number; stop?: number } = {};
    const query = client.query.bind(client);
    client.query = ((text: string, ...rest: unknown[]) => {
      if (text.includes('pg_backup_start')) at.start = written;
      if (text.includes('pg_backup_stop')) at.stop ??= written;
      return (query as (text: string, ...rest: unknown[]) => unknown)(text, ...rest);
    }) as typeof client.query;

    let writing = true;
    let slowest = 0;
    const writer = (async () => {
      while (writing) {
        const started = performance.now();
        await client.transaction(async (tx) => {
          await tx.query(`insert into ledger (note) values (repeat('y', 500))`);
          await tx.query('update tally set rows = rows + 1');
        });
        slowest = Math.max(slowest, performance.now() - started);
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const dump = await copyPgliteDataDir(client, dataDir);
    writing = false;
    await writer;
    await client.close();

    const copy = await PGlite.create({ loadDataDir: dump });
    const counted = (await copy.query<{ rows: number }>('select rows from tally')).rows[0]!.rows;
    const held = (await copy.query<{ count: number }>('select count(*)::int as count from ledger')).rows[0]!.count;
    const ballast = (await copy.query<{ count: number }>('select count(*)::int as count from ballast')).rows[0]!.count;
    await copy.close();
    const seen = `${held} rows in the copy; ${at.start} written when the backup started, ${at.stop} when it stopped, ${written} in all; the slowest write ${Math.round(slowest)} ms`;
    console.log(seen);
    expect(held, seen).toBe(counted);
    expect(held, seen).toBeGreaterThanOrEqual(at.stop!);
    expect(at.stop! - at.start!, seen).toBeGreaterThan(5);
    expect(ballast).toBe(20_000);
    // A write waits for the backup's two statements only, never for the copying.
    expect(slowest, seen).toBeLessThan(2_000);
  }, 180_000);

  it('can be taken again, leaves nothing behind, and clears what a copy killed half-way left', async () => {
    const parent = path.join(work, 'tidy');
    const dataDir = path.join(parent, 'db');
    fs.mkdirSync(path.join(parent, '.backup-copy-left'), { recursive: true });
    fs.writeFileSync(path.join(parent, '.backup-copy-left', 'PG_VERSION'), '18');
    const client = await PGlite.create(dataDir);
    await client.exec('create table kept (id int); insert into kept values (1), (2)');
    await copyPgliteDataDir(client, dataDir);
    const again = await copyPgliteDataDir(client, dataDir);
    await client.close();
    expect(fs.readdirSync(parent)).toEqual(['db']);
    expect(fs.existsSync(path.join(dataDir, 'backup_label'))).toBe(false);
    const copy = await PGlite.create({ loadDataDir: again });
    expect((await copy.query<{ count: number }>('select count(*)::int as count from kept')).rows[0]!.count).toBe(2);
    await copy.close();
  }, 120_000);
});
