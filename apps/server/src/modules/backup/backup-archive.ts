import fs from 'node:fs/promises';
import path from 'node:path';

import * as tar from 'tar';
import { z } from 'zod';

import { PHOTO_SIZES, photoFileName, type PhotoSize } from '#src/modules/media/index.ts';

/**
 * A backup is one gzipped tar file:
 *
 *   manifest.json              what the file is and holds (always first)
 *   database.tar.gz            the embedded database, as PGlite's dump of its data folder
 *   secret.key                 the signing secret kept in DATA_DIR (when JWT_SECRET is unset)
 *   media/<ab>/<key>-<size>.webp   the photos, laid out as in DATA_DIR/media
 *
 * The version changes whenever this layout does; a restore reads only the version it knows.
 */
export const BACKUP_FORMAT = 'vivaha-backup';
export const BACKUP_VERSION = 1;

export const ENTRY = {
  manifest: 'manifest.json',
  database: 'database.tar.gz',
  secret: 'secret.key',
  photos: 'media',
} as const;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  siteName: z.string(),
  /** Null when that part is kept elsewhere (PostgreSQL, a bucket). */
  counts: z.object({ profiles: z.number().int().nullable(), photos: z.number().int().nullable() }),
  contents: z.object({ database: z.boolean(), secret: z.boolean(), photos: z.boolean() }),
  /** Photos in the database copy whose files could not be copied (see stagePhotos). */
  photosLeftOut: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** "1 photo", "2 photos". */
export const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A refusal or failure the operator can act on; the commands print its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const PHOTO_SIZE_NAMES = Object.keys(PHOTO_SIZES) as PhotoSize[];

/** A photo file's place under DATA_DIR, and in the archive: createDiskStorage's two-letter folders. */
export function photoPath(key: string, size: PhotoSize): string {
  if (!/^[a-z0-9]+$/.test(key)) throw new BackupError(`A photo has an unexpected storage key: ${key}.`);
  const name = photoFileName(key, size);
  return path.join(ENTRY.photos, name.slice(0, 2), name);
}

const PHOTO_FILE = new RegExp(`^([a-z0-9]+)-(?:${PHOTO_SIZE_NAMES.join('|')})\\.webp$`);

/** The keys of the photo files under `root`/media, whatever database names them. */
export async function photoKeysOnDisk(root: string): Promise<string[]> {
  const media = path.join(root, ENTRY.photos);
  const keys = new Set<string>();
  let folders;
  try {
    folders = await fs.readdir(media, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    for (const name of await fs.readdir(path.join(media, folder.name))) {
      const key = PHOTO_FILE.exec(name)?.[1];
      if (key) keys.add(key);
    }
  }
  return [...keys].sort();
}

/** The only names an archive may hold: no absolute path, no `..`, no link can pass. */
const ALLOWED_NAME =
  /^(?:manifest\.json|database\.tar\.gz|secret\.key|media\/?|media\/[a-z0-9]{2}\/?|media\/[a-z0-9]{2}\/[a-z0-9-]+\.webp)$/;

export const allowedEntry = (name: string, type: string) =>
  (type === 'File' || type === 'Directory') && ALLOWED_NAME.test(name);

/** The manifest is a few hundred bytes; a larger one is not ours. */
const MANIFEST_MAX_BYTES = 1024 * 1024;

/**
 * Reads the whole file once, before anything is written anywhere: it must be a gzipped tar whose
 * every entry is allowed, with a manifest of the version this code reads.
 */
export async function readBackup(file: string): Promise<Manifest> {
  const names = new Set<string>();
  const foreign: string[] = [];
  const chunks: Buffer[] = [];
  try {
    await fs.access(file);
  } catch {
    throw new BackupError(`There is no backup file ${file}.`);
  }
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        names.add(entry.path.replace(/\/$/, ''));
        if (!allowedEntry(entry.path, entry.type)) foreign.push(entry.path);
        if (entry.path === ENTRY.manifest && (entry.size ?? 0) <= MANIFEST_MAX_BYTES) {
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        } else {
          entry.resume();
        }
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is damaged or is not a Vivaha backup (${(error as Error).message}).`);
  }
  if (foreign.length) {
    throw new BackupError(`${file} is not a Vivaha backup: it holds ${foreign[0]}, which no backup holds.`);
  }
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    throw new BackupError(`${file} is not a Vivaha backup: it has no readable ${ENTRY.manifest}.`);
  }
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup of format version ${manifest.version}; this version of Vivaha reads version ${BACKUP_VERSION}.`,
    );
  }
  const missing = (Object.keys(manifest.contents) as Array<keyof Manifest['contents']>).find(
    (part) => manifest.contents[part] && !names.has(ENTRY[part]),
  );
  if (missing)
    throw new BackupError(`${file} is incomplete: its manifest names ${ENTRY[missing]}, which is not in it.`);
  return manifest;
}

/** Writes the staged entries, manifest first, as one gzipped tar at `out`, only readable by its owner. */
export async function writeArchive(staging: string, out: string, entries: string[]): Promise<void> {
  // Claimed first, so an existing file is never written over.
  try {
    await (await fs.open(out, 'wx', 0o600)).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${out} already exists.`);
    throw error;
  }
  try {
    await tar.create({ file: out, cwd: staging, gzip: true, portable: true, strict: true }, entries);
    await fs.chmod(out, 0o600);
  } catch (error) {
    await fs.rm(out, { force: true });
    throw error;
  }
}

/** Unpacks an archive checked by readBackup into an empty folder; a forged entry still stops it. */
export async function extractArchive(file: string, into: string): Promise<void> {
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      keep: true,
      filter: (name, entry) => allowedEntry(name, 'type' in entry ? entry.type : 'File'),
    });
  } catch (error) {
    throw new BackupError(`${file} could not be unpacked (${(error as Error).message}).`);
  }
}
