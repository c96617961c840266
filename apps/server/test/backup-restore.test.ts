import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { asc, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '#src/config.ts';
import { openDatabase, type Database } from '#src/db/client.ts';
import { profiles } from '#src/db/schema.ts';
import { deriveSecret, loadSecret } from '#src/lib/data-dir.ts';
import { BackupError, PHOTO_SIZE_NAMES, photoPath } from '#src/modules/backup/backup-archive.ts';
import { backupToken } from '#src/modules/backup/backup.routes.ts';
import { createBackup, type BackupReport } from '#src/modules/backup/backup.service.ts';
import { restoreBackup } from '#src/modules/backup/restore.service.ts';
import { createMediaSigner } from '#src/modules/media/media.urls.ts';

import { addProfile, addReviewedPhoto, createMember, freePort, testAppOver, type TestApp } from './helpers.ts';
import { siteEnv } from './served-site.ts';
import { useTestApp } from './use-test-app.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A new DATA_DIR path; the folder itself is not made. */
let folders = 0;
const newDataDir = () => path.join(work, `data-${++folders}`);

/** Runs a command to its end; a failure is an answer too. */
const command = (file: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(file, args, { cwd: root, env, timeout: 30_000 }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

/** The whole server on PGlite in a real DATA_DIR with its own secret, as main.ts opens it. */
async function openSite(dataDir: string): Promise<TestApp> {
  const config = loadConfig({
    CAPTCHA_PROVIDER: 'none',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LISTING_CACHE_SECONDS: '0',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  return testAppOver({ config, database, secret: loadSecret(dataDir), webRoot: path.join(work, 'no-web') });
}

const profileNames = (database: Database) =>
  database.db.select({ id: profiles.id, name: profiles.name }).from(profiles).orderBy(asc(profiles.id));

/** Every file under a folder with its size and time, to see that nothing changed. */
function snapshot(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => {
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

describe.skipIf(onPostgres)('backup and restore with the server stopped', () => {
  const source = newDataDir();
  const file = path.join(work, 'stopped.tar.gz');
  let before: Array<{ id: number; name: string }>;
  let kept: string[];
  let deleted: string;
  let report: BackupReport;

  beforeAll(async () => {
    const site = await openSite(source);
    const keys = [];
    for (const name of ['Nimali', 'Tharushi', 'Kavya']) {
      const member = await createMember(site, `${name.toLowerCase()}@example.lk`);
      const id = await addProfile(site, member, { name });
      keys.push(await addReviewedPhoto(site, member, id));
    }
    await addProfile(site, await createMember(site, 'nophoto@example.lk'), { name: 'Dilini' });
    // Photos anyone may see, so a visitor's address shows them on the restored site.
    await site.database.db.execute(sql`update profiles set photo_protected = false`);
    before = await profileNames(site.database);
    await site.close();
    // A photo deleted after the database copy, before its files were copied: as if so.
    deleted = keys.pop()!;
    kept = keys;
    for (const size of PHOTO_SIZE_NAMES) fs.rmSync(path.join(source, photoPath(deleted, size)));
    // A photo stored before the medium size existed: it is backed up and restored without that file.
    fs.rmSync(path.join(source, photoPath(kept[1]!, 'medium')));

    report = await createBackup(loadConfig({ DATA_DIR: source }), file);
  });

  it('writes one private file that says what it holds', async () => {
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(report.manifest).toMatchObject({
      version: 1,
      counts: { profiles: 4, photos: 2 },
      contents: { database: true, secret: true, photos: true },
      photosLeftOut: [deleted],
    });
    const names: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names[0]).toBe('manifest.json');
    expect(names).toContain('database.tar.gz');
    expect(names).toContain('secret.key');
    expect(names.filter((name) => name.endsWith('.webp'))).toHaveLength(7);
  });

  it('restores every profile and photo, and the restored server answers a photo address signed before', async () => {
    const target = newDataDir();
    const restored = await restoreBackup(loadConfig({ DATA_DIR: target }), file);
    expect(restored).toMatchObject({ profiles: 4, photos: 2 });

    for (const key of kept) {
      for (const size of PHOTO_SIZE_NAMES) {
        if (key === kept[1] && size === 'medium') continue;
        expect(fs.readFileSync(path.join(target, photoPath(key, size)))).toEqual(
          fs.readFileSync(path.join(source, photoPath(key, size))),
        );
      }
    }
    expect(fs.existsSync(path.join(target, photoPath(kept[1]!, 'medium')))).toBe(false);
    expect(fs.statSync(path.join(target, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(target, 'media')).mode & 0o777).toBe(0o700);

    // The address is signed with the old site's secret; the new site has only what was restored.
    const signer = createMediaSigner(deriveSecret(loadSecret(source), 'media'));
    const site = await openSite(target);
    try {
      expect(await profileNames(site.database)).toEqual(before);
      const photo = await site.app.inject({ method: 'GET', url: signer.url(kept[0]!, 'full', 'visitor') });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload).toEqual(fs.readFileSync(path.join(source, photoPath(kept[0]!, 'full'))));
      const standIn = await site.app.inject({ method: 'GET', url: signer.url(kept[1]!, 'medium', 'visitor') });
      expect(standIn.statusCode).toBe(200);
      expect(standIn.rawPayload).toEqual(fs.readFileSync(path.join(source, photoPath(kept[1]!, 'full'))));
      const rows = await site.database.db.query.profileImages.findMany();
      expect(rows.map((row) => row.storageKey).sort()).toEqual([...kept].sort());
    } finally {
      await site.close();
    }
  });

  it('refuses a DATA_DIR that already holds a database, changing nothing', async () => {
    const unchanged = snapshot(source);
    const refusal = restoreBackup(loadConfig({ DATA_DIR: source }), file);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(`${source} already holds ${path.join(source, 'db')}`);
    expect(snapshot(source)).toEqual(unchanged);
  });

  it('refuses a file that is not a backup, damaged or forged, changing nothing', async () => {
    const notBackups: Record<string, string> = {};
    const write = (name: string, content: Buffer | string) => {
      notBackups[name] = path.join(work, name);
      fs.writeFileSync(notBackups[name], content);
    };
    write('photo.jpg', Buffer.alloc(4096, 7));
    write('cut.tar.gz', fs.readFileSync(file).subarray(0, 100_000));
    // A tarball of the right shape without a manifest: the database copy alone.
    await tar.extract({ file, cwd: work, filter: (name) => name === 'database.tar.gz' });
    notBackups['database.tar.gz'] = path.join(work, 'database.tar.gz');

    const forge = async (name: string, manifest: object, entries: string[] = []) => {
      const dir = fs.mkdtempSync(path.join(work, 'forge-'));
      fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
      fs.writeFileSync(path.join(work, 'escaped.webp'), 'outside');
      notBackups[name] = path.join(work, name);
      await tar.create({ file: notBackups[name], cwd: dir, gzip: true, preservePaths: true }, [
        'manifest.json',
        ...entries,
      ]);
    };
    const genuine = { ...report.manifest, contents: { database: false, secret: false, photos: false } };
    await forge('newer.tar.gz', { ...genuine, version: 2 });
    await forge('escaping.tar.gz', genuine, ['../escaped.webp']);
    await forge('absolute.tar.gz', genuine, [path.join(work, 'escaped.webp')]);

    const target = newDataDir();
    for (const [name, notBackup] of Object.entries(notBackups)) {
      const refusal = restoreBackup(loadConfig({ DATA_DIR: target }), notBackup);
      await expect(refusal, name).rejects.toThrow(BackupError);
    }
    await expect(restoreBackup(loadConfig({ DATA_DIR: target }), notBackups['newer.tar.gz']!)).rejects.toThrow(
      'format version 2',
    );
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readFileSync(path.join(work, 'escaped.webp'), 'utf8')).toBe('outside');

    const cli = await command(
      process.execPath,
      ['apps/server/src/cli/restore.ts', notBackups['photo.jpg']!],
      siteEnv(target),
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain('is damaged or is not a Vivaha backup');
    expect(fs.existsSync(target)).toBe(false);
  });

  it('takes out what it restored when the database does not match the manifest', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'unpacked-'));
    await tar.extract({ file, cwd: dir });
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, counts: { profiles: 5, photos: 2 } }),
    );
    const altered = path.join(work, 'altered.tar.gz');
    await tar.create({ file: altered, cwd: dir, gzip: true }, [
      'manifest.json',
      'database.tar.gz',
      'secret.key',
      'media',
    ]);

    const target = newDataDir();
    await expect(restoreBackup(loadConfig({ DATA_DIR: target }), altered)).rejects.toThrow(
      'The restored database has 4 profiles; the backup says 5',
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('says there is nothing to back up in an empty DATA_DIR', async () => {
    const empty = newDataDir();
    await expect(createBackup(loadConfig({ DATA_DIR: empty }), path.join(work, 'none.tar.gz'))).rejects.toThrow(
      'nothing to back up',
    );
    expect(fs.existsSync(path.join(work, 'none.tar.gz'))).toBe(false);
  });
});

describe('the backup route', () => {
  const t = useTestApp();
  const secret = 'test-secret-that-is-long-enough-for-signing';
  const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/backup/database', headers, remoteAddress });

  it('gives nothing without the token, with a wrong one, through a proxy or to another machine', async () => {
    const token = { authorization: `Bearer ${backupToken(secret)}` };
    const refused = [
      await ask({}),
      await ask({ authorization: `Bearer ${backupToken('another-secret-that-is-long-enough-too')}` }),
      await ask({ authorization: `Bearer ${deriveSecret(secret, 'media')}` }),
      await ask({ ...token, 'x-forwarded-for': '203.0.113.7' }),
      await ask({ ...token, forwarded: 'for=203.0.113.7' }),
      await ask(token, '203.0.113.7'),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.rawPayload.length).toBeLessThan(200);
    }
  });

  it.skipIf(onPostgres)('gives this machine the database copy with the token', async () => {
    const answer = await ask({ authorization: `Bearer ${backupToken(secret)}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    const copy = await openDatabase({ kind: 'pglite', load: new Blob([answer.rawPayload]) });
    await copy.ping();
    await copy.close();
  });
});

describe.skipIf(onPostgres)('npm run backup while the server runs', () => {
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  it('copies the serving site, which keeps answering, and restores its 300 demo profiles', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const env = siteEnv(dataDir, { PORT: String(port), SEED_DEMO: '1', LISTING_CACHE_SECONDS: '0' });
    server = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What the server said, for the failure message should it not start.
    let said = '';
    const keep = (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-4000));
    server.stdout!.on('data', keep);
    server.stderr!.on('data', keep);
    const site = `http://127.0.0.1:${port}`;
    const ready = async () =>
      (await fetch(`${site}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined))?.status === 200;
    const started = Date.now();
    // Its embedded database is made from nothing (about 8 s on a quiet machine); beside the
    // other test files' databases on a busy machine, that has taken over 90 s.
    for (const end = started + 180_000; Date.now() < end && server.exitCode === null && !(await ready());) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await ready(), `not ready after ${Date.now() - started} ms, exit code ${server.exitCode}:\n${said}`).toBe(
      true,
    );

    const file = path.join(work, 'running.tar.gz');
    let finished = false;
    const backup = command('npm', ['run', '--silent', 'backup', '--', '--out', file], env).finally(() => {
      finished = true;
    });
    // Visitors keep reading the listings (from the database: the cache is off) all the while.
    const listings: number[] = [];
    while (!finished) {
      listings.push((await fetch(`${site}/api/pp/latest?sx=2`)).status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const done = await backup;
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Backup written to ${file}`);
    expect(done.stdout).toContain('300 profiles');
    expect(listings.length).toBeGreaterThan(5);
    expect(listings.filter((status) => status !== 200)).toEqual([]);
    expect(server.exitCode).toBe(null);
    expect(await ready()).toBe(true);

    const target = newDataDir();
    const restore = await command('npm', ['run', '--silent', 'restore', '--', file], siteEnv(target));
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('300 profiles');
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'db') });
    expect(await database.db.$count(profiles)).toBe(300);
    await database.close();
    expect(fs.readFileSync(path.join(target, 'secret.key'), 'utf8')).toBe(
      fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8'),
    );
  }, 240_000);
});
