import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { ConfigError } from '#src/config.ts';

import { checkAdminPassword, isCommonPassword } from './common-passwords.ts';

const main = fileURLToPath(new URL('../../main.ts', import.meta.url));

describe('common passwords', () => {
  it('knows the most used ones in any case, and not a strong one', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('P@sSw0rd')).toBe(true);
    expect(await isCommonPassword('Kandy#2026a')).toBe(false);
  });

  it('stop a start whose ADMIN_PASSWORD is one, naming the variable, before the database opens', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-admin-'));
    try {
      const started = spawnSync(process.execPath, [main], {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'silent',
          SEED_DEMO: '0',
          ADMIN_EMAIL: 'team@example.lk',
          ADMIN_PASSWORD: 'P@sSw0rd',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(/^Invalid configuration:\n {2}ADMIN_PASSWORD: is one of the 10,000 most common/);
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('let a start with an uncommon ADMIN_PASSWORD, or none, go on', async () => {
    await expect(checkAdminPassword('Team#Colombo2026')).resolves.toBeUndefined();
    await expect(checkAdminPassword(undefined)).resolves.toBeUndefined();
    await expect(checkAdminPassword('P@SSw0rd')).rejects.toBeInstanceOf(ConfigError);
  });
});
