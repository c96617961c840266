import fs from 'node:fs/promises';
import path from 'node:path';
import { constants, createGzip } from 'node:zlib';

import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/**
 * A consistent copy of an embedded database kept in a folder, taken while the site serves.
 *
 * PGlite's own dumpDataDir reads, packs and compresses every file while holding its one
 * connection: every query, and every request with it, waited for the whole copy (8 s for a 170 MB
 * folder). PGlite is PostgreSQL, writing its files through to the folder, so this is PostgreSQL's
 * own online backup instead: pg_backup_start (a checkpoint), the files copied from the disk while
 * the site goes on reading and writing, pg_backup_stop, whose backup_label goes into the copy, and
 * the write-ahead log copied last. Files copied while they change are put right on opening: the
 * copy starts by replaying the log from the checkpoint to the stop, so it holds every change
 * committed before pg_backup_stop. The connection is held only for those two statements, the
 * first of them as long as its checkpoint takes to write out the changed pages (under a second for
 * a site of 150 MB that had just been written to).
 */

/** Leftovers of a copy that stopped half-way (the process was killed) carry this name. */
const STAGING_PREFIX = '.backup-copy-';
const LABEL = 'vivaha';
/** Copied after pg_backup_stop, so that it holds the log up to the stop. */
const WAL = 'pg_wal';
/**
 * What PostgreSQL's own base backup leaves out (its basebackup.c): files that live only while
 * the server runs, and the contents of folders rebuilt on start.
 */
const LEAVE_OUT_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const EMPTY_FOLDERS = new Set([
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

const leftOut = (name: string) => {
  const parts = name.split(path.sep);
  return (
    (EMPTY_FOLDERS.has(parts[0]!) && parts.length > 1) ||
    LEAVE_OUT_FILES.has(name) ||
    parts.at(-1) === 'pg_internal.init' ||
    parts.some((part) => part.startsWith('pgsql_tmp'))
  );
};

/**
 * Copies the files under `from` (relative path `under`, '' for all) into `to`, folders too, except
 * what `skip` names. A file removed meanwhile (a dropped table's) is left out: the log replayed on
 * opening the copy removes it anyway.
 */
async function copyTree(from: string, to: string, under: string, skip: (name: string) => boolean) {
  const entries = await fs.readdir(path.join(from, under), { recursive: true, withFileTypes: true });
  await fs.mkdir(path.join(to, under), { recursive: true });
  for (const entry of entries) {
    const name = path.relative(from, path.join(entry.parentPath, entry.name));
    if (skip(name)) continue;
    if (entry.isDirectory()) {
      await fs.mkdir(path.join(to, name), { recursive: true });
    } else if (entry.isFile()) {
      await fs.mkdir(path.dirname(path.join(to, name)), { recursive: true });
      await fs.copyFile(path.join(from, name), path.join(to, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

/**
 * The embedded database in `dataDir`, opened by `client`, as a gzipped tarball that PGlite's
 * `loadDataDir` takes back. Queries go on while it is made.
 */
export async function copyPgliteDataDir(client: PGlite, dataDir: string): Promise<Blob> {
  const parent = path.dirname(dataDir);
  for (const name of await fs.readdir(parent)) {
    if (name.startsWith(STAGING_PREFIX)) await fs.rm(path.join(parent, name), { recursive: true, force: true });
  }
  const staging = await fs.mkdtemp(path.join(parent, STAGING_PREFIX));
  let started = false;
  try {
    // fast: the checkpoint is made at once, not spread out.
    const [start] = (
      await client.query<{ first: string }>('select pg_walfile_name(pg_backup_start($1, true)) as first', [LABEL])
    ).rows;
    started = true;
    await copyTree(dataDir, staging, '', (name) => name === WAL || name.startsWith(WAL + path.sep) || leftOut(name));
    const [stop] = (
      await client.query<{ labelfile: string; spcmapfile: string; last: string }>(
        'select labelfile, spcmapfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)',
      )
    ).rows;
    started = false;
    if (!start || !stop) throw new Error('pg_backup_start or pg_backup_stop gave no answer');
    await fs.writeFile(path.join(staging, 'backup_label'), stop.labelfile);
    if (stop.spcmapfile) await fs.writeFile(path.join(staging, 'tablespace_map'), stop.spcmapfile);
    // The log's segments from the checkpoint's to the stop's; a record written past the stop
    // while the last was copied ends the replay there, after everything the copy needs. The
    // segments kept for reuse (named after the current one, holding old records) are left out.
    const segment = (name: string) => /^[0-9A-F]{24}$/.test(name);
    await copyTree(dataDir, staging, WAL, (name) => {
      const base = path.basename(name);
      if (segment(base)) return base < start.first || base > stop.last;
      return name.startsWith(path.join(WAL, 'archive_status') + path.sep);
    });

    const parts: Blob[] = [];
    // Node's zlib compresses on libuv's thread pool (tar's own gzip runs on the main thread, where
    // it held every request up), at the fastest level: the backup file is compressed again whole.
    const packed = tar
      .create({ cwd: staging, portable: true, noPax: true, maxReadSize: 256 * 1024 }, await fs.readdir(staging))
      .pipe(createGzip({ level: constants.Z_BEST_SPEED, chunkSize: 1024 * 1024 }));
    // Each part becomes a Blob as it comes: the whole one then refers to them rather than copying
    // a few hundred MB at once, which held the server up for seconds.
    for await (const chunk of packed) parts.push(new Blob([chunk as Buffer]));
    return new Blob(parts, { type: 'application/gzip' });
  } catch (error) {
    throw new Error(`The embedded database in ${dataDir} could not be copied: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    // A backup left open would refuse the next one ("a backup is already in progress").
    if (started) await client.query('select pg_backup_stop(false)').catch(() => undefined);
    await fs.rm(staging, { recursive: true, force: true });
  }
}
