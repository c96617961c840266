import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import { countRows, freePort } from '../../test/helpers.ts';
import { useTestApp } from '../../test/use-test-app.ts';

import { seedPortraits } from './demo-portraits.ts';
import { seedDemo } from './seed.ts';

describe('demo data', () => {
  const t = useTestApp();

  it('adds published profiles with owners who cannot sign in', async () => {
    const result = await seedDemo(t.database.db, { profiles: 200, seed: 5 });
    expect(result.profiles).toBe(200);
    expect(await countRows(t.database, 'profiles')).toBe(200);
    const [counts] = await queryRows<{ published: number; pending: number }>(
      t.database.db,
      sql`select count(*) filter (where active = 1)::int as published, count(*) filter (where active = 0)::int as pending from profiles`,
    );
    expect(counts!.published).toBeGreaterThan(180);
    expect(counts!.pending).toBeGreaterThan(0);

    const search = (await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2' })).json();
    expect(search.totalCount).toBeGreaterThan(50);
    const [owner] = await queryRows<{ email: string }>(t.database.db, sql`select email from users limit 1`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: owner!.email, password: 'Password#1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('gives one published profile in three a drawn portrait through the photo pipeline, some open to all, some protected', async () => {
    const added = await seedPortraits(t.database.db, t.storage, { every: 3, seed: 1 });
    const [counts] = await queryRows<{ published: number; pictured: number; pending: number }>(
      t.database.db,
      sql`select count(*) filter (where active = 1)::int as published,
            count(*) filter (where image_count = 1 and default_image_id is not null)::int as pictured,
            count(*) filter (where active <> 1 and image_count > 0)::int as pending
          from profiles`,
    );
    expect(added).toBe(Math.ceil(counts!.published / 3));
    expect(counts!.pictured).toBe(added);
    expect(counts!.pending).toBe(0);
    const images = await queryRows<{ storage_key: string; reviewed: boolean }>(
      t.database.db,
      sql`select storage_key, reviewed from profile_images`,
    );
    expect(images).toHaveLength(added);
    expect(images.every((image) => image.reviewed)).toBe(true);
    // Stored as an upload is: every size, as WebP, the card 480 by 600.
    const card = await t.storage.get(`${images[0]!.storage_key}-card.webp`);
    expect(await sharp(card!).metadata()).toMatchObject({ format: 'webp', width: 480, height: 600 });
    const choices = await queryRows<{ open: number; rule: number; approved: number }>(
      t.database.db,
      sql`select count(*) filter (where not photo_protected and photo_visibility = 'members')::int as open,
            count(*) filter (where photo_protected and photo_visibility = 'members')::int as rule,
            count(*) filter (where photo_visibility = 'approved')::int as approved
          from profiles where image_count = 1`,
    );
    expect(choices[0]!.open).toBeGreaterThan(0);
    expect(choices[0]!.rule).toBeGreaterThan(0);
    expect(choices[0]!.approved).toBeGreaterThan(0);

    // A visitor sees the open ones on the cards, and the others as kept back.
    const search = (await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2&pageSize=50' })).json();
    const cards = (search.items as Array<{ searchResults: string }>).map(
      (item) => JSON.parse(item.searchResults) as { defaultimage: string; photoProtected: boolean },
    );
    expect(cards.some((card) => card.defaultimage !== '')).toBe(true);
    expect(cards.some((card) => card.photoProtected)).toBe(true);
    // A second run draws only for the profiles that have none.
    expect(await seedPortraits(t.database.db, t.storage, { every: 50, seed: 2 })).toBe(
      Math.ceil((counts!.published - added) / 50),
    );
  }, 120_000);
});

/** Starts the real server the way npm start does, waits until it answers, and stops it. */
async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [new URL('../main.ts', import.meta.url).pathname], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  // The first start seeds 300 profiles and draws their portraits: up to two minutes on a busy machine.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const total = async () =>
    ((await (await fetch(`http://127.0.0.1:${port}/api/pp/search`)).json()) as { totalCount: number }).totalCount;
  const photos = async () => {
    const answer = (await (await fetch(`http://127.0.0.1:${port}/api/pp/search?sx=2&pageSize=50`)).json()) as {
      items: Array<{ searchResults: string }>;
    };
    return answer.items.filter((item) => (JSON.parse(item.searchResults) as { defaultimage: string }).defaultimage)
      .length;
  };
  const stop = () =>
    new Promise<number | null>((resolve) => {
      child.on('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { total, photos, stop };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('first start on the embedded database', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('seeds 300 demo profiles once, keeps them on the next start, and stops cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-first-'));
    dirs.push(dataDir);
    const first = await startServer(dataDir);
    const published = await first.total();
    expect(published).toBeGreaterThan(270);
    // Drawn portraits are on the cards a visitor sees.
    expect(await first.photos()).toBeGreaterThan(0);
    expect(published).toBeLessThanOrEqual(300);
    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const second = await startServer(dataDir);
    expect(await second.total()).toBe(published);
    expect(await second.stop()).toBe(0);
  }, 300_000);

  it('adds nothing with SEED_DEMO=0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-first-'));
    dirs.push(dataDir);
    const server = await startServer(dataDir, { SEED_DEMO: '0' });
    expect(await server.total()).toBe(0);
    expect(await server.stop()).toBe(0);
  }, 60_000);
});
