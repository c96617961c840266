import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { EXIT_SECONDS } from '#src/lib/shutdown.ts';

import { freePort } from './helpers.ts';
import { openDataDir } from './served-site.ts';

const root = new URL('../../../', import.meta.url).pathname;
const ADMIN = { email: 'keeper@example.org', password: 'Kandy#Lake2031x' };

/** The pids below a process, from /proc. */
function descendants(pid: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(name)] : [];
      } catch {
        return [];
      }
    });
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(test: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (await test()) return true;
  return test();
}

/** Whether a new connection to the port is taken. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A login whose body arrives only when `finish` is called: a request the server is in the middle
 * of when it is told to stop.
 */
function slowLogin(port: number) {
  const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/identity/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return {
    answer,
    finish: () => request.end(body.slice(10)),
  };
}

/**
 * Sends SIGTERM to `child` while a login to the server on `port` is half sent: the server takes
 * no new connection within `ms`, and the login still gets its answer.
 */
async function stopDuringLogin(child: ChildProcess, port: number, ms: number) {
  const login = slowLogin(port);
  await sleep(200);
  child.kill('SIGTERM');
  expect(await until(async () => !(await accepts(port)), ms)).toBe(true);
  login.finish();
  expect(await login.answer).toBe(200);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')('stopping the server', () => {
  const dirs: string[] = [];
  const started: ChildProcess[] = [];
  let pids: number[] = [];
  afterEach(() => {
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    pids = [];
  });
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** Starts `command` with a fresh DATA_DIR on a free port and waits until it answers. */
  async function start(command: string, args: string[]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-stop-'));
    dirs.push(dataDir);
    // Its database made beforehand from the run's migrated copy: stopping is the point, not a first start.
    await (await openDataDir(dataDir)).close();
    const port = await freePort();
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        CAPTCHA_PROVIDER: 'none',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: 'ignore',
    });
    started.push(child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const ready = await until(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
      } catch {
        return false;
      }
    }, 90_000);
    if (!ready) throw new Error(`${command} ${args.join(' ')} did not start`);
    pids = [child.pid!, ...descendants(child.pid!)];
    return { child, port, exited, dataDir };
  }

  it('lets a running request finish on SIGTERM, takes no new connections, then exits 0', async () => {
    const server = await start(process.execPath, [path.join(root, 'apps/server/src/main.ts')]);
    await stopDuringLogin(server.child, server.port, 3000);
    const code = await Promise.race([server.exited, sleep(5000).then(() => 'still running')]);
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, 'server.lock'))).toBe(false);
  }, 150_000);

  it('stops with npm start when npm is sent SIGTERM, finishing the running request', async () => {
    const npm = await start('npm', ['start', '--silent']);
    await stopDuringLogin(npm.child, npm.port, 5000);
    expect(await until(() => !pids.some(alive), 5000)).toBe(true);
  }, 150_000);

  it('stops with npm start when npm is killed outright', async () => {
    const npm = await start('npm', ['start', '--silent']);
    npm.child.kill('SIGKILL');
    // The server sees its launcher gone within a second and stops as on SIGTERM, which on a busy
    // two-core machine can take more than 5 s (the database's close); it never outlives its exit
    // deadline, as an orphan left serving would.
    expect(await until(() => !pids.some(alive), (EXIT_SECONDS + 2) * 1000)).toBe(true);
    expect(await accepts(npm.port)).toBe(false);
  }, 150_000);
});
