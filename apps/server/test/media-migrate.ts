import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm run media:migrate` with `args`, as an operator runs it with the server's configuration `env`:
 * its exit code, what it wrote to each stream, and both together.
 */
export async function runMediaMigrate(env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['apps/server/src/cli/media-migrate.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, output: failed.stdout + failed.stderr };
  }
}
