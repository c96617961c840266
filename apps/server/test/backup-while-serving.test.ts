import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '#src/config.ts';
import { queryRows } from '#src/db/client.ts';
import { profiles } from '#src/db/schema.ts';
import { loadSecret } from '#src/lib/data-dir.ts';
import { seedDemo } from '#src/seed/seed.ts';

import { addProfile, createMember, freePort, profileForm, testAppOver } from './helpers.ts';
import { openDataDir, siteEnv, startServer, stopServer, type ServedSite } from './served-site.ts';

/**
 * `npm run backup` against a running site on the embedded database, while members read and write.
 * The copy used to hold the one database connection for all of its making (6 to 12 s for a site's
 * 170 MB), and every request waited with it.
 */
const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const PROFILES = 300;
/** Photos, in a site that has them, are most of a database's bulk: 100 MB of rows the copy must carry. */
const BULK_ROWS = 100;
/** What a member may wait for a page's data at most, backup or not. */
const READ_WITHIN_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup while members read and write', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-backup-serving-'));
  const dataDir = path.join(work, 'data');
  let site: ServedSite | undefined;
  afterAll(async () => {
    await stopServer(site);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it(`keeps every read answering within ${READ_WITHIN_MS / 1000} s while the copy is made`, async () => {
    // The site: demo profiles, a reader, one member editing a profile not yet sent for review (its
    // changes are saved at once), and 100 MB of rows that do not compress.
    const database = await openDataDir(dataDir);
    const config = loadConfig({ CAPTCHA_PROVIDER: 'none', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const prepared = await testAppOver({
      config,
      database,
      secret: loadSecret(dataDir),
      webRoot: path.join(work, 'no-web'),
    });
    await seedDemo(database.db, { profiles: PROFILES, seed: 1 });
    const reader = await createMember(prepared, 'reader@example.lk');
    const readerProfile = await addProfile(prepared, reader, { name: 'Reader' });
    const writer = await createMember(prepared, 'writer@example.lk');
    const writerProfile = await addProfile(prepared, writer, { name: 'Writer' }, 0);
    await database.db.execute(sql`create table bulk (id int primary key, data bytea not null)`);
    await database.db.execute(sql`alter table bulk alter column data set storage external`);
    for (let id = 1; id <= BULK_ROWS; id++) {
      await database.db.execute(sql`insert into bulk values (${id}, ${crypto.randomBytes(1024 * 1024)})`);
    }
    await prepared.close();

    const port = await freePort();
    const env = siteEnv(dataDir, { PORT: String(port) });
    site = await startServer(env);
    const url = site.url;

    let finished = false;
    let reads: Array<{ at: number; ms: number; status: number }> = [];
    let edits: Array<{ turn: number; status: number }> = [];
    const readLoop = async () => {
      while (!finished) {
        const started = performance.now();
        const answer = await fetch(`${url}/api/profilecx/${readerProfile}`, { headers: reader.auth }).catch(
          () => undefined,
        );
        await answer?.arrayBuffer();
        reads.push({ at: started, ms: performance.now() - started, status: answer?.status ?? 0 });
        await sleep(100);
      }
    };
    let turn = 0;
    const writeLoop = async () => {
      while (!finished) {
        turn += 1;
        const answer = await fetch(`${url}/api/profilecx/${writerProfile}`, {
          method: 'PUT',
          headers: { ...writer.auth, 'content-type': 'application/json' },
          body: JSON.stringify(profileForm({ name: 'Writer', other: `Edited ${turn} times.` })),
        }).catch(() => undefined);
        await answer?.arrayBuffer();
        edits.push({ turn, status: answer?.status ?? 0 });
        await sleep(100);
      }
    };
    const slowest = () => Math.round(Math.max(...reads.map((read) => read.ms)));

    // The same calls for a few seconds without a backup: how this machine answers anyway.
    let loops = [readLoop(), readLoop(), writeLoop()];
    await sleep(5_000);
    finished = true;
    await Promise.all(loops);
    const usual = { reads: reads.length, slowest: slowest() };

    finished = false;
    reads = [];
    edits = [];
    loops = [readLoop(), readLoop(), writeLoop()];
    await sleep(500);
    const editedBefore = Math.max(...edits.map((edit) => edit.turn));
    const file = path.join(work, 'serving.tar.gz');
    const started = performance.now();
    const done = await run('npm', ['run', '--silent', 'backup', '--', '--out', file], {
      cwd: root,
      env,
      timeout: 300_000,
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    finished = true;
    await Promise.all(loops);

    const over = reads
      .filter((read) => read.ms >= 1_000)
      .map((read) => `${Math.round(read.ms)} ms at ${((read.at - started) / 1000).toFixed(1)} s`);
    const measured = `without a backup ${usual.reads} reads, the slowest ${usual.slowest} ms; during the backup (${seconds} s) ${reads.length} reads, the slowest ${slowest()} ms (over a second: ${over.join(', ') || 'none'}), and ${edits.length} edits`;
    console.log(measured);
    expect(done.stderr, measured).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`${PROFILES + 2} profiles`);
    expect(Number(seconds), measured).toBeGreaterThan(3);
    expect(slowest(), measured).toBeLessThan(READ_WITHIN_MS);
    expect(reads.filter((read) => read.status !== 200)).toEqual([]);
    expect(edits.filter((edit) => edit.status !== 200)).toEqual([]);
    expect(edits.length).toBeGreaterThan(10);

    // The backup restores into a new DATA_DIR with everything in it, edits made before it included.
    const target = path.join(work, 'restored');
    const restore = await run('npm', ['run', '--silent', 'restore', '--', file], {
      cwd: root,
      env: siteEnv(target),
      timeout: 300_000,
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await openDataDir(target);
    try {
      expect(await restored.db.$count(profiles)).toBe(PROFILES + 2);
      const [bulk] = await queryRows<{ rows: number; bytes: number }>(
        restored.db,
        sql`select count(*)::int as rows, sum(length(data))::int as bytes from bulk`,
      );
      expect(bulk).toEqual({ rows: BULK_ROWS, bytes: BULK_ROWS * 1024 * 1024 });
      const [edited] = await restored.db
        .select({ about: profiles.about })
        .from(profiles)
        .where(eq(profiles.id, writerProfile));
      const editedTimes = Number(/Edited (\d+) times/.exec(edited?.about ?? '')?.[1]);
      expect(editedTimes).toBeGreaterThanOrEqual(editedBefore);
    } finally {
      await restored.close();
    }
  }, 600_000);
});
