import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import { inArray } from 'drizzle-orm';

import type { Config } from '#src/config.ts';
import { openDatabase } from '#src/db/client.ts';
import { profileImages, profiles } from '#src/db/schema.ts';
import { DataDirInUseError, ensurePrivateDir, lockDataDir, restrictTree } from '#src/lib/data-dir.ts';
import { REQUIRED_SIZES } from '#src/modules/media/index.ts';

import {
  BackupError,
  counted,
  ENTRY,
  extractArchive,
  photoKeysOnDisk,
  photoPath,
  readBackup,
  type Manifest,
} from './backup-archive.ts';

export interface RestoreReport {
  manifest: Manifest;
  /** Null when the backup holds no database (it was made with DATABASE_URL). */
  profiles: number | null;
  photos: number | null;
  notes: string[];
}

/**
 * Restores a backup into DATA_DIR, which must hold no database, photos or secret yet: nothing is
 * ever written over. The restored site is checked against the manifest; on any mismatch, what
 * this restore put in DATA_DIR is taken out again and a BackupError says why.
 */
export async function restoreBackup(config: Config, file: string): Promise<RestoreReport> {
  const manifest = await readBackup(file);
  const embedded = !config.DATABASE_URL;
  if (manifest.contents.database && !embedded) {
    throw new BackupError('This backup holds the embedded database: restore it with DATABASE_URL unset.');
  }
  if (manifest.contents.photos && config.S3_BUCKET) {
    throw new BackupError(
      `This backup holds photos for ${path.join(config.dataDir, ENTRY.photos)}, but S3_BUCKET is set: restore it with S3_BUCKET unset.`,
    );
  }
  const notes = [];
  if (!manifest.contents.database) {
    notes.push('The backup holds no database: restore the PostgreSQL dump with pg_restore (docs/deploy.md).');
  }
  if (!manifest.contents.photos) notes.push('The backup holds no photos: they are kept in the bucket (S3_BUCKET).');
  if (!manifest.contents.secret && !config.JWT_SECRET) {
    notes.push('The backup holds no secret.key: set the JWT_SECRET the site had, or members must sign in again.');
  }

  let unlock = () => {};
  if (embedded) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) throw new BackupError(`${error.message} Nothing was changed.`);
      throw error;
    }
  }
  const placed: string[] = [];
  let staging: string | undefined;
  try {
    refuseTaken(config.dataDir);
    ensurePrivateDir(config.dataDir);
    // Unpacked beside its final place, so each part moves into DATA_DIR by rename.
    staging = await fs.mkdtemp(path.join(config.dataDir, '.restore-'));
    await extractArchive(file, staging);
    restrictTree(staging);

    if (manifest.contents.secret) {
      const secret = path.join(config.dataDir, ENTRY.secret);
      await fs.link(path.join(staging, ENTRY.secret), secret);
      placed.push(secret);
    }
    if (manifest.contents.photos) {
      const media = path.join(config.dataDir, ENTRY.photos);
      if (existsSync(media)) await fs.rmdir(media);
      await fs.rename(path.join(staging, ENTRY.photos), media);
      placed.push(media);
    }
    let profileCount: number | null = null;
    let photoCount: number | null = null;
    if (manifest.contents.database) {
      const dump = new Blob([await fs.readFile(path.join(staging, ENTRY.database))]);
      const databaseDir = path.join(config.dataDir, 'db');
      placed.push(databaseDir);
      ({ profiles: profileCount, photos: photoCount } = await openRestored(
        config.dataDir,
        databaseDir,
        dump,
        manifest,
      ));
      restrictTree(databaseDir);
    } else if (manifest.contents.photos) {
      photoCount = await countPhotoFiles(config.dataDir);
    }
    if (manifest.counts.photos !== null && photoCount !== manifest.counts.photos) {
      throw new BackupError(
        `The restored site has ${counted(photoCount ?? 0, 'photo')}; the backup says ${manifest.counts.photos}. The file is damaged.`,
      );
    }
    if (manifest.photosLeftOut.length) {
      notes.push(
        `Left out ${counted(manifest.photosLeftOut.length, 'photo')} whose files were gone when the backup was made.`,
      );
    }
    return { manifest, profiles: profileCount, photos: photoCount, notes };
  } catch (error) {
    for (const item of placed.reverse()) await fs.rm(item, { recursive: true, force: true });
    if (error instanceof BackupError && placed.length) {
      throw new BackupError(`${error.message} What the restore had written was removed again.`);
    }
    throw error;
  } finally {
    if (staging) await fs.rm(staging, { recursive: true, force: true });
    unlock();
  }
}

/** Refuses a DATA_DIR that already holds any part of a site, naming it. */
function refuseTaken(dataDir: string): void {
  const taken = ['db', ENTRY.photos, ENTRY.secret]
    .map((name) => path.join(dataDir, name))
    .filter((item) => existsSync(item) && !isEmptyFolder(item));
  if (taken.length) {
    throw new BackupError(
      `${dataDir} already holds ${taken.join(', ')}. A backup is restored only into a new DATA_DIR; nothing was changed.`,
    );
  }
}

function isEmptyFolder(item: string): boolean {
  try {
    return readdirSync(item).length === 0;
  } catch {
    return false;
  }
}

/**
 * Creates the database from the copy and opens it as the server would (migrations run), then
 * checks it against the manifest: every profile counted is there, every photo has its three files.
 */
async function openRestored(dataDir: string, databaseDir: string, dump: Blob, manifest: Manifest) {
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: databaseDir, load: dump });
  } catch (error) {
    throw new BackupError(`The database in the backup could not be created (${(error as Error).message}).`);
  }
  try {
    const profileCount = await database.db.$count(profiles);
    if (manifest.counts.profiles !== null && profileCount !== manifest.counts.profiles) {
      throw new BackupError(
        `The restored database has ${counted(profileCount, 'profile')}; the backup says ${manifest.counts.profiles}. The file is damaged.`,
      );
    }
    // Photos whose files the backup found gone: their rows go too, as the deletion meant.
    if (manifest.photosLeftOut.length) {
      await database.db.delete(profileImages).where(inArray(profileImages.storageKey, manifest.photosLeftOut));
    }
    const rows = await database.db.select({ key: profileImages.storageKey }).from(profileImages);
    if (manifest.contents.photos) {
      const missing = rows.filter(({ key }) =>
        REQUIRED_SIZES.some((size) => !existsSync(path.join(dataDir, photoPath(key, size)))),
      );
      if (missing.length) {
        throw new BackupError(
          `Files are missing for ${counted(missing.length, 'photo')} of the restored database (the first: ${missing[0]!.key}). The file is damaged.`,
        );
      }
    }
    return { profiles: profileCount, photos: rows.length };
  } finally {
    await database.close();
  }
}

/** Photos with every file they must have, for a backup whose database is elsewhere. */
async function countPhotoFiles(dataDir: string): Promise<number> {
  const keys = await photoKeysOnDisk(dataDir);
  return keys.filter((key) => REQUIRED_SIZES.every((size) => existsSync(path.join(dataDir, photoPath(key, size)))))
    .length;
}
