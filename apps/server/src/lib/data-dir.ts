import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database lives in one process only: two servers on the same DATA_DIR would
 * corrupt it. This lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  ensurePrivateDir(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another server (pid ${owner}). Stop it first, or set DATA_DIR.`,
          { cause: error },
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
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
