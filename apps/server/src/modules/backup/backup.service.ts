import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { Config } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { profileImages, profiles } from '#src/db/schema.ts';
import { DataDirInUseError, loadSecret, lockDataDir, restrictTree } from '#src/lib/data-dir.ts';
import { LATER_SIZES } from '#src/modules/media/index.ts';

import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  counted,
  ENTRY,
  PHOTO_SIZE_NAMES,
  photoKeysOnDisk,
  photoPath,
  writeArchive,
  type Manifest,
} from './backup-archive.ts';
import { BACKUP_DATABASE_PATH, backupToken, DUMP_WITHIN_MS } from './backup.routes.ts';

/** The command waits this long for a running server's copy, its transfer included. */
const ASK_SERVER_WITHIN_MS = DUMP_WITHIN_MS + 60_000;

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

export interface BackupReport {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** What is not in the file, and where its copy comes from instead. */
  notes: string[];
}

/** vivaha-backup-YYYYMMDD-HHMMSS.tar.gz, in local time. */
export function defaultBackupName(now = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  return `vivaha-backup-${day}-${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}.tar.gz`;
}

/** One line for each part of the site that this file cannot hold. */
export function keptElsewhere(config: Config): string[] {
  const notes = [];
  if (config.DATABASE_URL) {
    notes.push(
      'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump (docs/deploy.md, PostgreSQL backups).',
    );
  }
  if (config.S3_BUCKET) {
    notes.push(
      `Photos are in the bucket ${config.S3_BUCKET}: the storage provider's own copies or versioning keep them (docs/deploy.md).`,
    );
  }
  if (config.JWT_SECRET)
    notes.push('The signing secret is JWT_SECRET: keep it with the backup, it is not in the file.');
  return notes;
}

/**
 * Writes one backup file at `out` (never over an existing one) with what this site keeps in
 * DATA_DIR: the embedded database, the signing secret, the photos on disk. Works whether the
 * server is running or not.
 */
export async function createBackup(config: Config, out: string, now = new Date()): Promise<BackupReport> {
  const embedded = !config.DATABASE_URL;
  const photosOnDisk = !config.S3_BUCKET;
  const secretFile = path.join(config.dataDir, ENTRY.secret);
  const hasSecret = !config.JWT_SECRET && existsSync(secretFile);
  const notes = keptElsewhere(config);
  const databaseDir = path.join(config.dataDir, 'db');
  if (embedded && !existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${databaseDir}: nothing to back up.`);
  }
  if (!embedded && !hasSecret && !(photosOnDisk && (await photoKeysOnDisk(config.dataDir)).length)) {
    throw new BackupError([...notes, `Nothing else to back up in ${config.dataDir}.`].join('\n'));
  }

  if (existsSync(out)) throw new BackupError(`${out} already exists.`);
  if (!existsSync(path.dirname(out))) throw new BackupError(`There is no folder ${path.dirname(out)} for ${out}.`);
  const staging = await fs.mkdtemp(path.join(path.dirname(out), '.vivaha-backup-'));
  try {
    let profileCount: number | null = null;
    let photos: { copied: number; leftOut: string[] } | undefined;
    const copy = embedded ? await copyDatabase(config) : undefined;
    try {
      let keys;
      if (copy) {
        await fs.writeFile(path.join(staging, ENTRY.database), Buffer.from(await copy.dump.arrayBuffer()));
        ({ profiles: profileCount, keys } = await readCopy(copy.dump));
      }
      if (hasSecret) await fs.copyFile(secretFile, path.join(staging, ENTRY.secret));
      if (photosOnDisk)
        photos = await stagePhotos(config.dataDir, staging, keys ?? (await photoKeysOnDisk(config.dataDir)));
    } finally {
      copy?.release();
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      siteName: config.SITE_NAME,
      counts: { profiles: profileCount, photos: photos?.copied ?? null },
      contents: { database: Boolean(copy), secret: hasSecret, photos: Boolean(photos) },
      photosLeftOut: photos?.leftOut ?? [],
    };
    await fs.writeFile(path.join(staging, ENTRY.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    const parts = (['database', 'secret', 'photos'] as const).filter((part) => manifest.contents[part]);
    const entries = [ENTRY.manifest, ...parts.map((part) => ENTRY[part])];
    await writeArchive(staging, out, entries);
    if (manifest.photosLeftOut.length) {
      notes.push(
        `Left out ${counted(manifest.photosLeftOut.length, 'photo')} whose files were gone (deleted while the backup was made, or missing from ${path.join(config.dataDir, ENTRY.photos)}); a restore removes their rows.`,
      );
    }
    return { file: out, bytes: (await fs.stat(out)).size, manifest, notes };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * The database copy, and when to let go of DATA_DIR. With the server stopped, this command takes
 * the lock, copies the database itself and keeps the lock until the photos are copied too. With
 * the server running, the server makes the copy (GET /backup/database) and the site keeps serving.
 */
async function copyDatabase(config: Config): Promise<{ dump: Blob; release: () => void }> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return { dump: await askServer(config), release: () => {} };
  }
  try {
    const databaseDir = path.join(config.dataDir, 'db');
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    try {
      const dump = await database.dump!();
      return { dump, release: unlock };
    } finally {
      await database.close();
      restrictTree(databaseDir);
    }
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The running server's copy, asked for on this machine with the token derived from the same secret. */
async function askServer(config: Config): Promise<Blob> {
  const host = WILDCARDS.has(config.HOST)
    ? '127.0.0.1'
    : config.HOST.includes(':') && !config.HOST.startsWith('[')
      ? `[${config.HOST}]`
      : config.HOST;
  const url = `http://${host}:${config.PORT}${BACKUP_DATABASE_PATH}`;
  const token = backupToken(loadSecret(config.dataDir, config.JWT_SECRET));
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(ASK_SERVER_WITHIN_MS),
    });
    if (response.ok) return await response.blob();
  } catch (error) {
    const { cause, message } = error as Error & { cause?: { code?: string } };
    throw new BackupError(
      `A running server holds ${config.dataDir}, but it did not hand over the database at ${url} (${cause?.code ?? message}). Run the backup with the server's HOST and PORT, or stop the server and run it again.`,
    );
  }
  if (response.status === 403) {
    throw new BackupError(
      `The server at ${url} refused the copy. Run the backup on the server's machine, with its DATA_DIR and JWT_SECRET, and its HOST a loopback or wildcard address.`,
    );
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  throw new BackupError(`The server at ${url} answered ${response.status}: ${answer.message ?? 'no copy'}.`);
}

/** Opens the copy in memory: it proves the copy loads, and gives what the manifest counts. */
async function readCopy(dump: Blob): Promise<{ profiles: number; keys: string[] }> {
  let copy;
  try {
    copy = await openDatabase({ kind: 'pglite', load: dump });
  } catch (error) {
    throw new BackupError(`The database copy could not be opened (${(error as Error).message}); nothing was written.`);
  }
  try {
    const rows = await copy.db.select({ key: profileImages.storageKey }).from(profileImages);
    return { profiles: await copy.db.$count(profiles), keys: rows.map((row) => row.key) };
  } finally {
    await copy.close();
  }
}

/**
 * Puts each photo of the database copy into the staging folder, once that copy is made: a photo
 * added since is not in it and is not wanted. Photo files are written once, by rename, and never
 * changed, so a file found is whole. A photo whose files are gone was deleted between the two
 * steps (or was already missing from DATA_DIR/media): it is left out and named in the manifest,
 * and the restore removes its row, as the site itself did or would show nothing for it. A photo
 * stored before a later size (medium) may lack that file; it is backed up without it.
 */
async function stagePhotos(dataDir: string, staging: string, keys: string[]) {
  await fs.mkdir(path.join(staging, ENTRY.photos), { mode: 0o700 });
  const leftOut: string[] = [];
  let copied = 0;
  for (const key of keys) {
    const placed: string[] = [];
    try {
      for (const size of PHOTO_SIZE_NAMES) {
        const file = photoPath(key, size);
        if (LATER_SIZES[size] && !existsSync(path.join(dataDir, file))) continue;
        await fs.mkdir(path.dirname(path.join(staging, file)), { recursive: true, mode: 0o700 });
        await linkOrCopy(path.join(dataDir, file), path.join(staging, file));
        placed.push(file);
      }
      copied += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      leftOut.push(key);
      await Promise.all(placed.map((file) => fs.rm(path.join(staging, file))));
    }
  }
  return { copied, leftOut };
}

/** A hard link costs no time or space; across disks, a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    await fs.copyFile(from, to, fs.constants.COPYFILE_EXCL);
  }
}
