import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The data directory is locked by a process that still runs (a server, or a command like this one). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * The embedded database lives in one process only: two servers on the same DATA_DIR would
 * corrupt it. The lock file names its owner by pid and start time, so a pid that has since gone
 * to another program does not count. It appears whole or not at all (written aside, then linked
 * into place), and a lock left by a process that is gone is taken over by one contender only.
 */
export function lockDataDir(dataDir: string): () => void {
  ensurePrivateDir(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  const claimFile = `${lockFile}.claim`;
  const own = `${process.pid} ${startTime(process.pid) ?? ''}`.trim();
  const mine = `${lockFile}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(mine, own, { flag: 'wx', mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (link(mine, lockFile)) return () => fs.rmSync(lockFile, { force: true });
      const held = readLock(lockFile);
      if (held === undefined) continue;
      if (held.content !== own && holds(held)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is in use by another server (pid ${held.pid}). Stop it first, or set DATA_DIR.`,
        );
      }
      // Gone: whoever links the claim first removes it; the others wait and look again.
      if (!link(mine, claimFile)) {
        const claim = readLock(claimFile);
        if (claim && !holds(claim)) fs.rmSync(claimFile, { force: true });
        else sleep(10);
        continue;
      }
      try {
        if (readLock(lockFile)?.content === held.content) fs.rmSync(lockFile, { force: true });
        if (link(mine, lockFile)) return () => fs.rmSync(lockFile, { force: true });
      } finally {
        fs.rmSync(claimFile, { force: true });
      }
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

/** Puts a hard link to `from` at `to`; false when `to` exists. */
function link(from: string, to: string): boolean {
  try {
    fs.linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

interface Lock {
  content: string;
  pid: number;
  /** The owner's start time; undefined in a lock written before it was recorded. */
  started: string | undefined;
  writtenAt: number;
}

function readLock(file: string): Lock | undefined {
  try {
    const content = fs.readFileSync(file, 'utf8');
    const [pid, started] = content.trim().split(' ');
    return { content, pid: Number(pid), started, writtenAt: fs.statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether the process a lock names still runs: same pid, same start time. */
function holds(lock: Lock): boolean {
  if (!Number.isInteger(lock.pid) || lock.pid <= 0 || !isAlive(lock.pid)) return false;
  const started = startTime(lock.pid);
  if (started === undefined) return true;
  if (lock.started !== undefined) return lock.started === started;
  // An older lock, the pid alone: a process started after it was written is not its owner.
  const startedAt = startedAtMs(started);
  return startedAt === undefined || startedAt <= lock.writtenAt + 1000;
}

/** A process's start, in clock ticks since boot (field 22 of /proc/<pid>/stat); undefined without /proc. */
function startTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** A start time from startTime as a wall-clock time (clock ticks are 1/100 s on Linux). */
function startedAtMs(ticks: string): number | undefined {
  try {
    const boot = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1];
    return boot ? Number(boot) * 1000 + Number(ticks) * 10 : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** DATA_DIR holds the database, mails, photos and the secret: only the server's user may enter it. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * Makes a tree private: folders 0700, files 0600. The embedded database unpacks its first files
 * with modes of its own; this runs over them once it is open.
 */
export function restrictTree(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(file);
    else if (entry.isFile()) fs.chmodSync(file, 0o600);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The signing secret: JWT_SECRET when set, else one generated once and kept in DATA_DIR. */
export function loadSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** A secret for one purpose, derived from the main one so each use has its own key. */
export function deriveSecret(secret: string, purpose: string): string {
  return crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
}
