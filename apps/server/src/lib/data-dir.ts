import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { tryLock } from 'fs-native-extensions';

/** The data directory is locked by a process that still runs (a server, or a command like this one). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * The embedded database lives in one process only: two servers on the same DATA_DIR would
 * corrupt it. The lock is the operating system's (an open file description lock on
 * `server.lock`, fs-native-extensions): the system releases it when its holder exits or dies, so
 * nothing stale is left to judge, and two servers starting at once never both get it. The file
 * names the holder's pid for a person reading it, and is removed on a clean stop; a lock taken on
 * a file that was removed meanwhile does not count (the path must still name the locked file).
 */
export function lockDataDir(dataDir: string): () => void {
  ensurePrivateDir(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 100; attempt++) {
    const fd = fs.openSync(lockFile, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    if (!tryLock(fd)) {
      fs.closeSync(fd);
      const holder = readHolder(lockFile);
      throw new DataDirInUseError(
        `The data directory ${dataDir} is in use by another server${holder ? ` (pid ${holder})` : ''}. Stop it first, or set DATA_DIR.`,
      );
    }
    if (fs.fstatSync(fd).ino !== inode(lockFile)) {
      fs.closeSync(fd);
      continue;
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, String(process.pid), 0);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      // Removed while still locked, then let go: whoever locks the old file next sees it gone.
      fs.rmSync(lockFile, { force: true });
      fs.closeSync(fd);
    };
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function inode(file: string): number | undefined {
  try {
    return fs.statSync(file).ino;
  } catch {
    return undefined;
  }
}

function readHolder(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
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
