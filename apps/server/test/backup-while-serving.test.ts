import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '#src/config.ts';
import { loadSecret } from '#src/lib/data-dir.ts';
import { seedDemo } from '#src/seed/seed.ts';

import { addProfile, addReviewedPhoto, createMember, freePort, profileForm, testAppOver } from './helpers.ts';
import { openDataDir, siteEnv, startServer, stopServer, type ServedSite } from './served-site.ts';

/**
 * `npm run backup` against a running site on the embedded database, while members read and write.
 * The copy used to hold the one database connection for all of its making (6 to 12 s), and every
 * request waited with it.
 */
const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const PROFILES = 500;
const PHOTOS = 3;
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
    // The site: demo profiles, members with photos, and one member editing a profile not yet sent
    // for review (its changes are saved at once).
    const database = await openDataDir(dataDir);
    const config = loadConfig({ CAPTCHA_PROVIDER: 'none', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const prepared = await testAppOver({
      config,
      database,
      secret: loadSecret(dataDir),
      webRoot: path.join(work, 'no-web'),
    });
    await seedDemo(database.db, { profiles: PROFILES, seed: 1 });
    const readers: Array<{ auth: Record<string, string>; profileId: number }> = [];
    for (let index = 0; index < PHOTOS; index++) {
      const member = await createMember(prepared, `reader${index}@example.lk`);
      const profileId = await addProfile(prepared, member, { name: `Reader ${index}` });
      await addReviewedPhoto(prepared, member, profileId);
      readers.push({ ...member, profileId });
    }
    const writer = await createMember(prepared, 'writer@example.lk');
    const writerProfile = await addProfile(prepared, writer, { name: 'Writer' }, 0);
    await prepared.close();

    const port = await freePort();
    const env = siteEnv(dataDir, { PORT: String(port) });
    site = await startServer(env);
    const url = site.url;

    let finished = false;
    /** Each read's time, in ms. */
    let reads: Array<{ ms: number; status: number }> = [];
    let writes: number[] = [];
    const readLoop = async (reader: { auth: Record<string, string>; profileId: number }) => {
      while (!finished) {
        const started = performance.now();
        const answer = await fetch(`${url}/api/profilecx/${reader.profileId}`, { headers: reader.auth }).catch(
          () => undefined,
        );
        await answer?.arrayBuffer();
        reads.push({ ms: performance.now() - started, status: answer?.status ?? 0 });
        await sleep(50);
      }
    };
    const writeLoop = async () => {
      for (let turn = 0; !finished; turn++) {
        const answer = await fetch(`${url}/api/profilecx/${writerProfile}`, {
          method: 'PUT',
          headers: { ...writer.auth, 'content-type': 'application/json' },
          body: JSON.stringify(profileForm({ name: 'Writer', aboutme: `Edited ${turn} times.` })),
        }).catch(() => undefined);
        await answer?.arrayBuffer();
        writes.push(answer?.status ?? 0);
        await sleep(100);
      }
    };
    const slowest = () => Math.round(Math.max(...reads.map((read) => read.ms)));

    // The same calls for a few seconds without a backup: how this machine answers anyway.
    let loops = [...readers.map(readLoop), writeLoop()];
    await sleep(5_000);
    finished = true;
    await Promise.all(loops);
    const usual = { reads: reads.length, slowest: slowest() };

    finished = false;
    reads = [];
    writes = [];
    loops = [...readers.map(readLoop), writeLoop()];
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

    const measured = `without a backup ${usual.reads} reads, the slowest ${usual.slowest} ms; during the backup (${seconds} s) ${reads.length} reads, the slowest ${slowest()} ms, and ${writes.length} writes`;
    console.log(measured);
    expect(slowest(), measured).toBeLessThan(READ_WITHIN_MS);
    expect(reads.filter((read) => read.status !== 200)).toEqual([]);
    expect(writes.filter((status) => status !== 200)).toEqual([]);
    expect(writes.length).toBeGreaterThan(3);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`${PROFILES + PHOTOS + 1} profiles, ${PHOTOS} photos`);
  }, 600_000);
});
