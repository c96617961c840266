import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photo files live. Local disk now (DATA_DIR/media); an object store can take its place. */
export interface MediaStorage {
  put(name: string, content: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(name: string): Promise<Buffer | undefined>;
  remove(names: string[]): Promise<void>;
}

const SAFE_NAME = /^[a-z0-9-]+\.webp$/;

export function createDiskStorage(root: string): MediaStorage {
  const fileOf = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe media name: ${name}`);
    // Two levels of folders keep any one folder small.
    return path.join(root, name.slice(0, 2), name);
  };
  return {
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
  };
}
