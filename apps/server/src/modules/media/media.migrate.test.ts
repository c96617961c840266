import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';

import { addPhoto, addProfile, createMember, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { runMediaMigrate } from '../../../test/media-migrate.ts';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server.ts';

import { createStorage } from './media.s3.ts';

describe('npm run media:migrate: photos from the disk to a bucket', () => {
  let t: TestApp;
  let s3: LocalS3;
  let env: Record<string, string>;
  let addresses: string[];
  let ownerAuth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { s3: false });
    const owner = await createMember(t, 'moving@example.lk');
    ownerAuth = owner.auth;
    const profileId = await addProfile(t, owner, {});
    await addPhoto(t, owner, profileId);
    await addPhoto(t, owner, profileId);
    const own = await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth });
    addresses = own.json().images.map((image: { imageLocation: string }) => image.imageLocation);
    s3 = await startLocalS3(['photos']);
    env = { DATA_DIR: t.config.dataDir, ...s3.env('photos') };
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('copies every file and checks it; a server on the bucket then shows the same photos', async () => {
    expect(t.storage.kind).toBe('disk');
    const first = await runMediaMigrate(env);
    expect(first.output).toContain('8 files copied and checked, 0 already in the bucket, 0 failed.');
    expect(first.code).toBe(0);

    const bucket = createStorage(loadConfig(env));
    expect((await bucket.list()).sort()).toEqual((await t.storedFiles()).sort());

    // The same database and secret, photos from the bucket: the addresses given before still work.
    const moved = await buildApp({
      config: loadConfig({ ...env, CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'silent' }),
      database: t.database,
      secret: 'test-secret-that-is-long-enough-for-signing',
      logger: false,
      drainMailInBackground: false,
      workInBackground: false,
      webRoot: path.join(t.config.dataDir, 'web'),
    });
    try {
      for (const address of addresses) {
        const fromDisk = await t.app.inject({ method: 'GET', url: address, headers: ownerAuth });
        const fromBucket = await moved.inject({ method: 'GET', url: address, headers: ownerAuth });
        expect(fromBucket.statusCode).toBe(200);
        expect(fromBucket.rawPayload.equals(fromDisk.rawPayload)).toBe(true);
      }
    } finally {
      await moved.close();
    }
  });

  it('run again, copies only what is missing or different', async () => {
    const bucket = createStorage(loadConfig(env));
    const [damaged] = await bucket.list();
    await bucket.put(damaged!, Buffer.from('not the photo'));
    const again = await runMediaMigrate(env);
    expect(again.output).toContain('1 file copied and checked, 7 already in the bucket, 0 failed.');
    expect(again.code).toBe(0);
    expect((await bucket.get(damaged!))!.equals((await t.storage.get(damaged!))!)).toBe(true);
  });

  it('says what is wrong, and copies nothing, without S3_BUCKET or with the bucket unreachable', async () => {
    const unset = await runMediaMigrate({ DATA_DIR: t.config.dataDir });
    expect(unset.code).toBe(2);
    expect(unset.output).toContain('S3_BUCKET is not set');

    await s3.stop();
    try {
      const down = await runMediaMigrate(env);
      expect(down.code).toBe(1);
      expect(down.output).toMatch(/The photo bucket photos could not be reached/);
      expect(down.output).toContain('the bucket must exist');
    } finally {
      await s3.start();
    }
  });
});
