import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { freePort, profileForm } from './helpers.ts';

/** Every folder and file under a directory, with its permission bits. */
function walk(dir: string): Array<{ file: string; mode: number; folder: boolean }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    const mode = fs.statSync(file).mode & 0o777;
    return entry.isDirectory() ? [{ file, mode, folder: true }, ...walk(file)] : [{ file, mode, folder: false }];
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the data directory', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-modes-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the database, outbox, photos and secret to the server’s user: folders 0700, files 0600', async () => {
    fs.chmodSync(dataDir, 0o755);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [new URL('../src/main.ts', import.meta.url).pathname], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        CAPTCHA_PROVIDER: 'none',
        ADMIN_EMAIL: 'keeper@example.org',
        ADMIN_PASSWORD: 'Kandy#Lake2031x',
      },
      stdio: 'ignore',
    });
    try {
      for (let i = 0; i < 450; i++) {
        try {
          if ((await fetch(`${base}/readyz`)).ok) break;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const json = { 'content-type': 'application/json' };
      const login = await fetch(`${base}/identity/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'keeper@example.org', password: 'Kandy#Lake2031x' }),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const created = await fetch(`${base}/api/profilecx`, {
        method: 'POST',
        headers: { ...json, ...auth },
        body: JSON.stringify(profileForm()),
      });
      const { profileId } = (await created.json()) as { profileId: number };
      const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'p.png');
      expect(
        (await fetch(`${base}/api/profilecx/${profileId}/images`, { method: 'POST', headers: auth, body: form }))
          .status,
      ).toBe(201);
      const contact = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Asha', email: 'asha@example.org', subject: 'Other Issues', message: 'Hello' }),
      });
      expect(contact.status).toBe(200);
      // Mail may leave after the answer: wait for the outbox.
      for (let i = 0; i < 50 && !fs.existsSync(path.join(dataDir, 'outbox')); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      });
    }

    const entries = walk(dataDir);
    for (const sub of ['db', 'outbox', 'media', 'secret.key']) {
      expect(
        entries.some((entry) => entry.file === path.join(dataDir, sub)),
        sub,
      ).toBe(true);
    }
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const open = entries.filter((entry) => (entry.mode & 0o077) !== 0);
    expect(open.map((entry) => `${entry.file} ${entry.mode.toString(8)}`)).toEqual([]);
    expect(entries.filter((entry) => entry.folder).every((entry) => entry.mode === 0o700)).toBe(true);
  }, 150_000);
});
