import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '#src/db/client.ts';
import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';

import { openDataDir } from '../../test/served-site.ts';

const run = promisify(execFile);
const script = new URL('./admin.ts', import.meta.url).pathname;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-admin-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    run(process.execPath, [script, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  const roleOf = async (email: string) => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const user = await createIdentityRepository(database.db).findByEmail(email);
    await database.close();
    return user?.role;
  };

  it('grants and revokes the admin role of an account', async () => {
    // The site's database, made from the run's migrated copy (what it holds is the test's point, not its making).
    const database = await openDataDir(dataDir);
    await createIdentityRepository(database.db).create('volunteer@example.lk', 'not-a-real-hash');
    await database.close();

    const granted = await admin('grant', 'Volunteer@Example.lk');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('volunteer@example.lk is now an admin.');
    expect(await roleOf('volunteer@example.lk')).toBe('admin');

    const revoked = await admin('revoke', 'volunteer@example.lk');
    expect(revoked.stdout).toContain('is now a member.');
    expect(await roleOf('volunteer@example.lk')).toBe('member');
  }, 60_000);

  it('says so for an unknown address and for a wrong command', async () => {
    const unknown = await admin('grant', 'nobody@example.lk');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the address nobody@example.lk');
    const wrong = await admin('promote', 'x@example.lk');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run admin');
  }, 60_000);
});
