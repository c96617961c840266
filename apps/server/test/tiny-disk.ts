import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A real, small filesystem that a test can fill up and free again. */
export interface TinyDisk {
  dir: string;
  /** Writes a filler file until the disk refuses with ENOSPC. */
  fill(): void;
  /** Removes the filler: the disk has room again. */
  free(): void;
  close(): void;
}

/**
 * Mounts a tmpfs of `bytes` in a temporary folder; undefined where mounting is not allowed (not
 * root, or in a container without the right), so the tests that need it are skipped.
 */
export function mountTinyDisk(bytes = 1024 * 1024): TinyDisk | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-tiny-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0755`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    fs.rmdirSync(dir);
    return undefined;
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, 'a');
      const block = Buffer.alloc(16 * 1024, 1);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(fd);
      }
      // Whatever space is left is smaller than a block: take it byte by byte.
      const small = fs.openSync(filler, 'a');
      try {
        for (;;) fs.writeSync(small, Buffer.alloc(1, 1));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(small);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    close() {
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      fs.rmdirSync(dir);
    },
  };
}
