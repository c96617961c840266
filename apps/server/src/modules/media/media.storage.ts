import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photo files live: DATA_DIR/media on this machine, or an S3-compatible bucket. */
export interface MediaStorage {
  /** 'disk' or 'bucket', for logs and the readiness answer. */
  kind: 'disk' | 'bucket';
  put(name: string, content: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(name: string): Promise<Buffer | undefined>;
  /** Removes the files; a name with no file is no error. */
  remove(names: string[]): Promise<void>;
  /** Every stored file's name (migration, backups and tests; not for requests). */
  list(): Promise<string[]>;
  /** Answers when the storage can be used; throws otherwise. */
  check(): Promise<void>;
}

export { StorageUnavailableError } from '#src/lib/storage-unavailable.ts';

export const SAFE_MEDIA_NAME = /^[a-z0-9-]+\.webp$/;

export function assertSafeName(name: string): void {
  if (!SAFE_MEDIA_NAME.test(name)) throw new Error(`unsafe media name: ${name}`);
}

export function createDiskStorage(root: string): MediaStorage {
  const fileOf = (name: string) => {
    assertSafeName(name);
    // Two levels of folders keep any one folder small.
    return path.join(root, name.slice(0, 2), name);
  };
  return {
    kind: 'disk',
    async put(name, content) {
      const file = fileOf(name);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await fs.writeFile(temporary, content, { mode: 0o600 });
        await fs.rename(temporary, file);
      } catch (error) {
        // Half a file on a full disk would keep it full.
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      try {
        return await fs.readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => fs.rm(fileOf(name), { force: true })));
    },
    async list() {
      try {
        const found = await fs.readdir(root, { recursive: true });
        return found.map((entry) => path.basename(entry)).filter((name) => SAFE_MEDIA_NAME.test(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async check() {
      await fs.mkdir(root, { recursive: true, mode: 0o700 });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
