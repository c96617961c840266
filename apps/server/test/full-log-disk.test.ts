import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createLogDestination } from '#src/lib/logger.ts';

import { freePort } from './helpers.ts';
import { mountTinyDisk } from './tiny-disk.ts';

const fullDevice = fs.existsSync('/dev/full');

describe.skipIf(!fullDevice)('a log destination whose disk is full', () => {
  it('drops lines instead of blocking or throwing', async () => {
    const full = fs.openSync('/dev/full', 'w');
    try {
      const destination = createLogDestination(full);
      for (let i = 0; i < 1000; i++) destination.write(`{"msg":"line ${i}"}\n`);
      destination.flushSync();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(destination.dropped).toBe(1000);
    } finally {
      fs.closeSync(full);
    }
  });

  it('writes every line to a destination that takes them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-log-'));
    const file = path.join(dir, 'log');
    const fd = fs.openSync(file, 'w');
    try {
      const destination = createLogDestination(fd);
      for (let i = 0; i < 1000; i++) destination.write(`line ${i}\n`);
      for (let i = 0; i < 100 && fs.statSync(file).size < 8890; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(1000);
      expect(lines.at(-1)).toBe('line 999');
      expect(destination.dropped).toBe(0);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a log on a disk that fills up and frees again', () => {
  const disk = mountTinyDisk(256 * 1024);
  afterAll(() => disk?.close());

  it.skipIf(!disk)('leaves lines out while the disk is full and writes again once there is room', async () => {
    const file = path.join(disk!.dir, 'server.log');
    const fd = fs.openSync(file, 'a');
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const destination = createLogDestination(fd, { retryAfterErrorMs: 50 });
      destination.write('before\n');
      await settle();
      disk!.fill();
      // Lines longer than the room left in the log's last page.
      for (let i = 0; i < 10; i++) destination.write(`while full ${i} ${'x'.repeat(8192)}\n`);
      await settle();
      expect(destination.dropped).toBeGreaterThan(0);
      disk!.free();
      destination.write('after\n');
      await settle();
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(lines[0]).toBe('before');
      expect(lines.at(-1)).toBe('after');
      expect(lines.at(-2)).toMatch(/left out \d+ log lines/);
    } finally {
      fs.closeSync(fd);
    }
  });
});

describe.skipIf(!fullDevice || Boolean(process.env.TEST_DATABASE_URL))(
  'a server whose stdout is on a full disk',
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-full-log-'));
    let child: ChildProcess | undefined;
    afterAll(() => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps answering requests and stops on SIGTERM', async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const stdout = fs.openSync('/dev/full', 'w');
      child = spawn(process.execPath, [new URL('../src/main.ts', import.meta.url).pathname], {
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: String(port),
          LOG_LEVEL: 'info',
          SEED_DEMO: '0',
          CAPTCHA_PROVIDER: 'none',
        },
        stdio: ['ignore', stdout, 'pipe'],
      });
      fs.closeSync(stdout);
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
      try {
        let ready = false;
        const deadline = Date.now() + 90_000;
        while (!ready && Date.now() < deadline) {
          ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) })
            .then((response) => response.ok)
            .catch(() => false);
          if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(ready, stderr).toBe(true);
        // Every request writes a log line; each one fails on the full disk.
        for (let i = 0; i < 20; i++) {
          const response = await fetch(`${base}/api/no-such-call-${i}`, { signal: AbortSignal.timeout(2_000) });
          expect(response.status).toBe(404);
        }
        expect((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) })).status).toBe(200);
        const stopping = Date.now();
        child.kill('SIGTERM');
        const code = await Promise.race([
          exited,
          new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
        ]);
        expect(code, stderr).toBe(0);
        expect(Date.now() - stopping).toBeLessThan(10_000);
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      }
    }, 120_000);
  },
);
