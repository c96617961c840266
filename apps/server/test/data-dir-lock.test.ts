import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

const dataDirModule = new URL('../src/lib/data-dir.ts', import.meta.url).pathname;

/**
 * A process that, for each folder in turn, waits until its moment and tries to lock it, keeping
 * what it got until it exits; prints one line, `1` held and `0` refused per folder.
 */
const contender = `
import { lockDataDir } from ${JSON.stringify(dataDirModule)};
const [dirs, at, step] = JSON.parse(process.argv[1]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const results = [];
for (const [index, dir] of dirs.entries()) {
  const moment = at + index * step;
  while (Date.now() < moment - 2) await sleep(1);
  while (Date.now() < moment);
  try {
    lockDataDir(dir);
    results.push(1);
  } catch {
    results.push(0);
  }
}
console.log(results.join(''));
// Holds what it got until the test has every contender's answer (a late starter must not find a lock freed).
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

const run = promisify(execFile);

/** A process that takes the lock of a folder and keeps it until it is killed. */
function holder(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { lockDataDir } from ${JSON.stringify(dataDirModule)}; lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const held = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { child, held };
}

/** The script that tries to lock a folder and prints the error's message, or 'held'. */
const tryLockScript = (dir: string) =>
  `import { lockDataDir } from ${JSON.stringify(dataDirModule)};
   try { lockDataDir(${JSON.stringify(dir)}); console.log('held'); } catch (error) { console.log(error.message); }`;

/** Tries to lock a folder from a fresh process: the error's message, or 'held'. */
async function tryLock(dir: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', tryLockScript(dir)]);
  return stdout.trim();
}

/** Whether this process may hide /proc from a child (root, with unshare): as on a hardened or non-Linux host. */
const canHideProc = (() => {
  if (process.getuid?.() !== 0) return false;
  try {
    return (
      execFileSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs none /proc && echo ok']).toString().trim() === 'ok'
    );
  } catch {
    return false;
  }
})();

describe.skipIf(process.platform !== 'linux')('the data directory lock', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-lock-'));
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
  let folders = 0;
  const folder = () => path.join(base, `d${folders++}`);

  it('has exactly one holder when 8 servers start on one folder at the same moment, in each of 40 rounds', async () => {
    const rounds = Array.from({ length: 40 }, folder);
    const at = Date.now() + 1500;
    const contenders = Array.from({ length: 8 }, () =>
      spawn(process.execPath, ['--input-type=module', '-e', contender, JSON.stringify([rounds, at, 50])], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const lines = await Promise.all(
      contenders.map(
        (child) =>
          new Promise<string>((resolve) =>
            child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim())),
          ),
      ),
    );
    contenders.forEach((child) => child.stdin.end());
    const holders = rounds.map((_, round) => lines.filter((line) => line[round] === '1').length);
    // Each round that did not end with one holder, as `round: holders`.
    expect(holders.flatMap((count, round) => (count === 1 ? [] : [`${round}: ${count}`]))).toEqual([]);
  }, 30_000);

  it('respects the lock of a running server', async () => {
    const dir = folder();
    const running = holder(dir);
    try {
      await running.held;
      expect(await tryLock(dir)).toMatch(/in use by another server/);
    } finally {
      running.child.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a server that is gone', async () => {
    const dir = folder();
    const running = holder(dir);
    await running.held;
    await new Promise((resolve) => {
      running.child.on('exit', resolve);
      running.child.kill('SIGKILL');
    });
    expect(await tryLock(dir)).toBe('held');
  });

  it('takes over an old lock whose process number now belongs to another program', async () => {
    const dir = folder();
    fs.mkdirSync(dir, { mode: 0o700 });
    const lockFile = path.join(dir, 'server.lock');
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      // A lock from before a restart, in the older form (the pid alone), whose pid is now another's.
      fs.writeFileSync(lockFile, String(other.pid));
      const hourAgo = new Date(Date.now() - 3600_000);
      fs.utimesSync(lockFile, hourAgo, hourAgo);
      expect(await tryLock(dir)).toBe('held');

      // The same in the current form: the pid with a start time that is not the process's.
      fs.writeFileSync(lockFile, `${other.pid} 1`);
      expect(await tryLock(dir)).toBe('held');
      expect(fs.readdirSync(dir)).toEqual(['server.lock']);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it.skipIf(!canHideProc)(
    'takes over a lock whose process number now belongs to another program, where process start times cannot be read',
    async () => {
      const dir = folder();
      fs.mkdirSync(dir, { mode: 0o700 });
      const other = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        // Left by a server that died; its pid is now another program's, and /proc shows nothing.
        fs.writeFileSync(path.join(dir, 'server.lock'), `${other.pid} 1`);
        const { stdout } = await run('unshare', [
          '-m',
          'sh',
          '-c',
          `mount -t tmpfs none /proc && exec "$0" --input-type=module -e "$1"`,
          process.execPath,
          tryLockScript(dir),
        ]);
        expect(stdout.trim()).toBe('held');
      } finally {
        other.kill('SIGKILL');
      }
    },
  );
});
