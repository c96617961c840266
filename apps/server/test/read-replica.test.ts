import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';

import { addProfile, addReviewedPhoto, chart, createMember, type TestApp, testAppOver } from './helpers.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
/** The user PostgreSQL runs as when the tests run as root (it refuses root). */
const PG_USER = 'postgres';
const isRoot = process.getuid?.() === 0;
const available =
  fs.existsSync(path.join(PG_BIN, 'postgres')) &&
  fs.existsSync(path.join(PG_BIN, 'pg_basebackup')) &&
  (!isRoot || userExists(PG_USER));

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs a PostgreSQL program, as the postgres user when the tests run as root. */
function asPostgres(program: string, args: string[]) {
  const command = path.join(PG_BIN, program);
  return isRoot ? execFileSync('runuser', ['-u', PG_USER, '--', command, ...args]) : execFileSync(command, args);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `postgres` on a data directory; answers once it takes connections. */
async function startServer(dir: string, port: number, settings: string[]): Promise<ChildProcess> {
  const args = ['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', ...settings];
  const command = path.join(PG_BIN, 'postgres');
  const child = isRoot
    ? spawn('runuser', ['-u', PG_USER, '--', command, ...args], { stdio: 'ignore' })
    : spawn(command, args, { stdio: 'ignore' });
  for (let tries = 0; tries < 300; tries++) {
    try {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      await client.end();
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`PostgreSQL did not start on port ${port}`);
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A real PostgreSQL 15 primary and a streaming replica of it (pg_basebackup -R) on loopback:
 * visitors' listings read the replica, and every privacy decision the primary, even while the
 * replica lags (its replay paused).
 */
describe.skipIf(!available)('a read replica for the public listings', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-replica-'));
  const servers: ChildProcess[] = [];
  let primary = '';
  let replica = '';
  let t: TestApp;

  /** Waits until the replica has replayed everything the primary has written. */
  async function caughtUp() {
    const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(
      primary,
      'select pg_current_wal_insert_lsn()::text as lsn',
    );
    for (let tries = 0; tries < 200; tries++) {
      const [row] = await query<{ done: boolean }>(
        replica,
        `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
      );
      if (row?.done) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the replica did not catch up');
  }
  const pauseReplay = () => query(replica, 'select pg_wal_replay_pause()');
  const resumeReplay = () => query(replica, 'select pg_wal_replay_resume()');

  beforeAll(async () => {
    const primaryDir = path.join(base, 'primary');
    const replicaDir = path.join(base, 'replica');
    if (isRoot) execFileSync('chown', [PG_USER, base]);
    fs.chmodSync(base, 0o700);
    asPostgres('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-locale', '-E', 'UTF8']);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const fast = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
    servers.push(await startServer(primaryDir, primaryPort, ['-c', 'wal_level=replica', ...fast]));
    const server = `postgres://postgres@127.0.0.1:${primaryPort}`;
    await query(`${server}/postgres`, 'create database vivaha');
    asPostgres(
      'pg_basebackup',
      ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'].concat([
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
      ]),
    );
    servers.push(await startServer(replicaDir, replicaPort, ['-c', 'hot_standby=on', ...fast]));
    primary = `${server}/vivaha`;
    replica = `postgres://postgres@127.0.0.1:${replicaPort}/vivaha`;

    const dataDir = path.join(base, 'data');
    const webRoot = path.join(base, 'web');
    fs.mkdirSync(webRoot);
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>Vivaha</title><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URL: replica,
      CAPTCHA_PROVIDER: 'none',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LISTING_CACHE_SECONDS: '0',
    });
    const database = await openDatabase({ kind: 'postgres', url: primary });
    t = await testAppOver({ config, database, secret: 'test-secret-that-is-long-enough-for-signing', webRoot });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    for (const dir of ['replica', 'primary']) {
      try {
        asPostgres('pg_ctl', ['-D', path.join(base, dir), '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Not started.
      }
    }
    servers.forEach((server) => server.kill('SIGKILL'));
    fs.rmSync(base, { recursive: true, force: true });
  }, 60_000);

  /** The profile ids of pp/latest's cards (brides), as a visitor or a member sees them. */
  const latest = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=2', headers });
    const { items } = response.json() as { items: Array<{ searchResults: string }> };
    return items.map((item) => (JSON.parse(item.searchResults) as { profileid: number }).profileid);
  };

  it('answers visitors’ listings from the replica: a profile published while it lags shows once it has replayed', async () => {
    const owner = await createMember(t, 'replica.owner@example.lk');
    const shown = await addProfile(t, owner, { name: 'Shown', sex: 2 });
    await caughtUp();
    expect(await latest()).toContain(shown);
    const replicaConnections = await query<{ count: number }>(
      replica,
      `select count(*)::int as count from pg_stat_activity where datname = 'vivaha' and backend_type = 'client backend'`,
    );
    expect(replicaConnections[0]!.count).toBeGreaterThan(0);

    await pauseReplay();
    try {
      const late = await addProfile(t, owner, { name: 'Published late', sex: 2 });
      // The listing lags; the profile's own page is the primary's, and shows at once.
      expect(await latest()).not.toContain(late);
      expect((await t.app.inject({ method: 'GET', url: `/api/pp/${late}` })).statusCode).toBe(200);
      // Taken down while the replica lags: its page, and the page's title, are gone at once.
      const page = () => t.app.inject({ method: 'GET', url: `/profile/${shown}_Shown` });
      const before = await page();
      expect(before.statusCode).toBe(200);
      expect(before.body).toMatch(/<title>[^<]*Shown/);
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/profilecx/${shown}`, headers: owner.auth });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/pp/${shown}` })).statusCode).toBe(404);
      const gone = await page();
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain('<title>Profile Not Found - Vivaha</title>');
      await resumeReplay();
      await caughtUp();
      expect(await latest()).toContain(late);
    } finally {
      await resumeReplay();
    }
  });

  it('makes a block take effect at once while the replica lags', async () => {
    const owner = await createMember(t, 'blocked.owner@example.lk');
    const bride = await addProfile(t, owner, { name: 'Bride', sex: 2 });
    const family = await createMember(t, 'blocking.family@example.lk');
    await addProfile(t, family, { name: 'Groom', sex: 1 });
    await caughtUp();
    expect(await latest(family.auth)).toContain(bride);

    await pauseReplay();
    try {
      const blocked = await t.app.inject({ method: 'POST', url: `/api/blocks/${bride}`, headers: family.auth });
      expect(blocked.statusCode, blocked.body).toBe(200);
      // The member's listings and the profile page leave the blocked account out now, not after replay.
      expect(await latest(family.auth)).not.toContain(bride);
      expect((await t.app.inject({ method: 'GET', url: `/api/pp/${bride}`, headers: family.auth })).statusCode).toBe(
        404,
      );
    } finally {
      await resumeReplay();
    }
  });

  it('ranks the matches page on the replica, and leaves out at once a profile taken down or kept back while it lags', async () => {
    const groomFamily = await createMember(t, 'replica.groom@example.lk');
    const groom = await addProfile(t, groomFamily, { name: 'Kasun', sex: 1, ...chart(4, 2, 2) });
    const brideFamily = await createMember(t, 'replica.brides@example.lk');
    const openBride = async (name: string, star: number, rasi: number) => {
      const id = await addProfile(t, brideFamily, { name, sex: 2, ...chart(star, 1, rasi) });
      // Open to all, as the team may set it.
      await t.database.db.execute(sql`update profiles set horoscope_protected = false where id = ${id}`);
      return id;
    };
    const takenDown = await openBride('Nimali', 1, 1);
    const keptBack = await openBride('Tharushi', 14, 6);
    await caughtUp();
    const ranked = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/matches/${groom}`, headers: groomFamily.auth });
      expect(response.statusCode, response.body).toBe(200);
      const { items } = response.json() as { items: Array<{ searchResults: { profileid: number } }> };
      return items.map((item) => item.searchResults.profileid);
    };
    expect(await ranked()).toEqual(expect.arrayContaining([takenDown, keptBack]));

    await pauseReplay();
    try {
      // Ranked on the replica: a horoscope opened while it lags is not ranked yet.
      const late = await openBride('Sachini', 27, 12);
      expect(await ranked()).not.toContain(late);
      // Who is shown is the primary's decision: the replica still ranks both of these.
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/profilecx/${takenDown}`,
        headers: brideFamily.auth,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await t.database.db.execute(sql`update profiles set horoscope_protected = true where id = ${keptBack}`);
      const shown = await ranked();
      expect(shown).not.toContain(takenDown);
      expect(shown).not.toContain(keptBack);
      await resumeReplay();
      await caughtUp();
      expect(await ranked()).toContain(late);
    } finally {
      await resumeReplay();
    }
  });

  it('answers a photo on a lagging card from the primary: kept back by its owner, it stops loading at once', async () => {
    const owner = await createMember(t, 'replica.photos@example.lk');
    const bride = await addProfile(t, owner, { name: 'Photographed', sex: 2 });
    await addReviewedPhoto(t, owner, bride);
    await t.database.db.execute(sql`update profiles set photo_protected = false where id = ${bride}`);
    await caughtUp();
    const cardPhoto = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=2' });
      const { items } = response.json() as { items: Array<{ searchResults: string }> };
      const cards = items.map((item) => JSON.parse(item.searchResults) as { profileid: number; defaultimage: string });
      return cards.find((card) => card.profileid === bride)?.defaultimage ?? '';
    };
    const address = await cardPhoto();
    expect(address).not.toBe('');
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(200);

    await pauseReplay();
    try {
      const kept = await t.app.inject({
        method: 'PUT',
        url: `/api/profilecx/${bride}`,
        headers: owner.auth,
        payload: { photovisibility: 'approved' },
      });
      expect(kept.statusCode, kept.body).toBe(200);
      // The replica's card still carries the address while it lags; the photo is the primary's.
      expect(await cardPhoto()).toBe(address);
      expect((await t.app.inject({ method: 'GET', url: address })).statusCode).not.toBe(200);
    } finally {
      await resumeReplay();
    }
  });
});
