import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import { openDatabase, type Database } from '#src/db/client.ts';

/**
 * A real server process over a DATA_DIR made beforehand, for tests of what only a running process
 * shows (stopping, backups while it serves). The database is made in the test's own process from
 * the migrated copy of global-setup.ts: a server that makes its own from nothing has taken over
 * 90 s beside the other test files.
 */

const root = new URL('../../../', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens DATA_DIR's embedded database, made from the migrated copy when the folder holds none. */
export async function openDataDir(dataDir: string): Promise<Database> {
  const databaseDir = path.join(dataDir, 'db');
  const exists = await fs.stat(path.join(databaseDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  const copy = process.env.VIVAHA_TEST_PGLITE_COPY;
  const load = !exists && copy ? new Blob([await fs.readFile(copy)]) : undefined;
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  return openDatabase({ kind: 'pglite', dataDir: databaseDir, ...(load ? { load } : {}) });
}

/** The environment of a real command on `dataDir`: nothing of the developer's own configuration leaks in. */
export const siteEnv = (dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET: '',
  S3_BUCKET: '',
  HOST: '127.0.0.1',
  CAPTCHA_PROVIDER: 'none',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  LISTING_CACHE_SECONDS: '0',
  ...extra,
});

export interface ServedSite {
  child: ChildProcess;
  url: string;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
  /** The last lines it wrote, for a failure message. */
  said(): string;
}

/** Starts `node apps/server/src/main.ts` with `env` and waits until /readyz says ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServedSite> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  const keep = (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://${env.HOST}:${env.PORT}`;
  const ready = async () =>
    (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined))?.status === 200;
  const started = Date.now();
  for (const end = started + 180_000; Date.now() < end && child.exitCode === null && !(await ready());) {
    await sleep(100);
  }
  if (!(await ready())) {
    child.kill('SIGKILL');
    throw new Error(`not ready after ${Date.now() - started} ms, exit code ${child.exitCode}:\n${said}`);
  }
  return { child, url, exited, said: () => said };
}

/** Ends a server a test left running. */
export async function stopServer(site: ServedSite | undefined): Promise<void> {
  if (!site || site.child.exitCode !== null || site.child.signalCode !== null) return;
  site.child.kill('SIGKILL');
  await site.exited;
}
