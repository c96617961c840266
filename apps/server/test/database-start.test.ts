import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { closedPort, silentDatabase } from './faulty-servers.ts';

interface Outcome {
  code: number | null;
  output: string;
  tookMs: number;
}

/** Starts the server on DATABASE_URL and waits (at most `limitMs`) for it to end by itself. */
function startServer(databaseUrl: string, dataDir: string, limitMs: number): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(process.execPath, [new URL('../src/main.ts', import.meta.url).pathname], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_WAIT_SECONDS: '3',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      CAPTCHA_PROVIDER: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, tookMs: Date.now() - started });
    });
  });
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string };
      } catch {
        return { level: 0, msg: line };
      }
    });

describe('starting against a database that does not answer', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('says once that it is retrying, then gives up naming DATABASE_URL (a silent database)', async () => {
    const silent = await silentDatabase();
    try {
      const outcome = await startServer(silent.url, dataDir, 15_000);
      expect(outcome.code, outcome.output).toBe(1);
      // Node loading the server (about 4 s on a busy two-core machine), the start wait of 3 s, and
      // one connection try of at most that long: far from the 60 s the wait is when not set.
      expect(outcome.tookMs).toBeLessThan(12_000);
      const lines = logLines(outcome.output);
      const retrying = lines.filter((line) => /retrying/.test(line.msg));
      expect(retrying, outcome.output).toHaveLength(1);
      expect(retrying[0]!.msg).toMatch(/DATABASE_URL/);
      const last = lines.at(-1)!;
      expect(last.level).toBe(60);
      expect(last.msg).toMatch(/Could not reach the database at DATABASE_URL .* within 3 s/);
      expect(outcome.output).not.toMatch(/"stack"|\n\s+at /);
    } finally {
      await silent.close();
    }
  });

  it('gives up the same way when nothing listens at DATABASE_URL', async () => {
    const outcome = await startServer(await closedPort(), dataDir, 15_000);
    expect(outcome.code, outcome.output).toBe(1);
    expect(outcome.tookMs).toBeLessThan(12_000);
    expect(outcome.output).toMatch(/ECONNREFUSED/);
    expect(logLines(outcome.output).at(-1)!.msg).toMatch(/DATABASE_URL/);
  });
});
