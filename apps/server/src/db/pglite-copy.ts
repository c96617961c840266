import fsSync, { type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createGzip } from 'node:zlib';

import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/**
 * A consistent copy of an embedded database kept in a folder, taken while the site serves.
 *
 * PGlite's own dumpDataDir reads every file of the folder on the main thread and packs and
 * compresses it all while holding the one connection: every query waited for the whole copy (6 to
 * 12 s for a site of a few thousand profiles) and every request with it. Here the files are copied
 * twice into a private folder beside the database: first while the site goes on (a copy that may be
 * torn where files change meanwhile), then again, holding the connection, only the files that
 * changed since the first pass began. Nothing runs between two statements while the connection is
 * held, so the second pass leaves the files exactly as they are at one moment: what a crash at that
 * moment would leave, which PostgreSQL opens as it is (replaying its log when needed). Packing and
 * compressing come after the connection is let go, the compression on Node's worker threads.
 */

/** A file counts as changed since the first pass began when written this long before it, or later. */
const CLOCK_MARGIN_MS = 2_000;
/** Leftovers of a copy that stopped half-way (the process was killed) carry this name. */
const STAGING_PREFIX = '.backup-copy-';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Entries = Array<{ isFile(): boolean; isDirectory(): boolean; name: string; parentPath: string }>;

/** Every file under `root` and every folder, by their paths relative to it. */
function sorted(root: string, entries: Entries): { files: string[]; folders: string[] } {
  const relative = (entry: Entries[number]) => path.relative(root, path.join(entry.parentPath, entry.name));
  return {
    files: entries.filter((entry) => entry.isFile()).map(relative),
    folders: entries.filter((entry) => entry.isDirectory()).map(relative),
  };
}

const tree = async (root: string) => sorted(root, await fs.readdir(root, { recursive: true, withFileTypes: true }));
const treeSync = (root: string) => sorted(root, fsSync.readdirSync(root, { recursive: true, withFileTypes: true }));

const sameFile = (a: Stats, b: Stats) =>
  a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;

/** Copies `name` from `from` to `to`; false when it was removed meanwhile (a dropped table's file). */
async function copyOne(from: string, to: string, name: string): Promise<boolean> {
  try {
    await fs.copyFile(path.join(from, name), path.join(to, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The embedded database in `dataDir`, opened by `client`, as a gzipped tarball that `PGlite`'s
 * `loadDataDir` takes back. Queries wait only while the files that changed are copied again.
 */
export async function copyPgliteDataDir(client: PGlite, dataDir: string): Promise<Blob> {
  const parent = path.dirname(dataDir);
  for (const name of await fs.readdir(parent)) {
    if (name.startsWith(STAGING_PREFIX)) await fs.rm(path.join(parent, name), { recursive: true, force: true });
  }
  const staging = await fs.mkdtemp(path.join(parent, STAGING_PREFIX));
  try {
    // The checkpoint writes every change into the tables, so that a restored copy starts without
    // replaying much of the log; the pause lets the clock pass its writes, which then need no
    // second copy.
    await client.exec('checkpoint');
    await sleep(CLOCK_MARGIN_MS);
    const since = Date.now() - CLOCK_MARGIN_MS;

    const first = new Map<string, Stats>();
    const before = await tree(dataDir);
    for (const folder of before.folders) await fs.mkdir(path.join(staging, folder), { recursive: true });
    for (const name of before.files) {
      const stat = await fs.stat(path.join(dataDir, name)).catch(() => undefined);
      if (stat && (await copyOne(dataDir, staging, name))) first.set(name, stat);
    }

    // As close() does: no transaction is under way while the files are copied again. This part
    // is synchronous, so that the wait is as short as the disk allows: a few milliseconds of
    // looking at each file, and copying the few that changed (the current log segment, 16 MB, and
    // the pages written meanwhile).
    await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const now = treeSync(dataDir);
        for (const folder of now.folders) fsSync.mkdirSync(path.join(staging, folder), { recursive: true });
        const present = new Set(now.files);
        for (const name of first.keys()) if (!present.has(name)) fsSync.rmSync(path.join(staging, name));
        for (const name of now.files) {
          const stat = fsSync.statSync(path.join(dataDir, name));
          const copied = first.get(name);
          if (copied && sameFile(copied, stat) && stat.mtimeMs < since) continue;
          fsSync.copyFileSync(path.join(dataDir, name), path.join(staging, name));
        }
        const folders = new Set(now.folders);
        for (const folder of before.folders.filter((name) => !folders.has(name)).reverse()) {
          fsSync.rmSync(path.join(staging, folder), { recursive: true, force: true });
        }
      }),
    );

    const chunks: Buffer[] = [];
    const packed = tar
      .create({ cwd: staging, portable: true, noPax: true, maxReadSize: 256 * 1024 }, await fs.readdir(staging))
      .pipe(createGzip());
    for await (const chunk of packed) chunks.push(chunk as Buffer);
    return new Blob(chunks, { type: 'application/gzip' });
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
