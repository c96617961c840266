/**
 * How photo uploads weigh on searches: times pp/search on a seeded embedded database while
 * idle, then while members upload 12-megapixel photos in a loop, and prints how many photos an
 * hour this machine turns into their three sizes. node src/bench/photo-load.ts [uploaders]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import type { MediaStorage } from '#src/modules/media/media.storage.ts';
import { storePhoto } from '#src/modules/media/photos.ts';
import { seedDemo } from '#src/seed/seed.ts';

const uploaders = Number(process.argv[2] ?? 3);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-photo-load-'));
const database = await openDatabase({ kind: 'pglite' });
await seedDemo(database.db, { profiles: 5000, seed: 7 });
const config = loadConfig({ CAPTCHA_PROVIDER: 'none', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, secret: 'photo-load-secret-long-enough-for-signing', logger: false });
const storage: MediaStorage = {
  kind: 'disk',
  put: async () => {},
  get: async () => undefined,
  remove: async () => {},
  list: async () => [],
  check: async () => {},
};

const noise = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 30 },
  },
})
  .png()
  .toBuffer();
const photo = await sharp(noise).blur(2).jpeg({ quality: 88 }).toBuffer();

async function searches(count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await app.inject({
      method: 'GET',
      url: `/api/pp/search?sx=${(i % 2) + 1}&page=${(i % 4) + 1}`,
      remoteAddress: `10.0.${i}.1`,
    });
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

await searches(20);
console.log(`idle: search ${await searches(80)}`);
let running = true;
let done = 0;
const loops = Array.from({ length: uploaders }, async () => {
  while (running) {
    try {
      await storePhoto(storage, photo);
      done++;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
const start = performance.now();
const loaded = await searches(80);
running = false;
await Promise.all(loops);
const seconds = (performance.now() - start) / 1000;
console.log(
  `${uploaders} members uploading in a loop: search ${loaded}; ${(done / seconds).toFixed(1)} photos/s (${Math.round((done / seconds) * 3600)} an hour)`,
);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
