import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JOBS_SCHEMA } from '#src/lib/jobs.ts';

import {
  addProfile,
  createMember,
  createTestApp,
  type Member,
  solidImage,
  type TestApp,
  uploadPhoto,
} from '../../../test/helpers.ts';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server.ts';

import { PHOTO_REMOVALS } from './media.removals.ts';
import { createS3Storage } from './media.s3.ts';

const PHOTOS_DOWN = 'Photos cannot be saved or shown just now. Please try again in a moment.';

const photo = () => solidImage('jpeg', 500, 600, '#6b2737');

describe('photos in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let t: TestApp;
  let owner: Member;
  let profileId: number;

  beforeAll(async () => {
    s3 = await startLocalS3(['photos']);
    t = await createTestApp(s3.env('photos'), { s3: false });
    owner = await createMember(t, 'bucket.owner@example.lk');
    profileId = await addProfile(t, owner, {});
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const imagesOf = async (id = profileId) =>
    (await t.app.inject({ method: 'GET', url: `/api/profilecx/${id}`, headers: owner.auth })).json().images as Array<{
      imageId: number;
      imageLocation: string;
    }>;
  const deletePhoto = (imageId: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/profilecx/${profileId}/images/${imageId}`, headers: owner.auth });
  /** A retry is not due at once after a failure: the test makes it due, as time would. */
  const makeRemovalsDue = () =>
    t.database.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where name = ${PHOTO_REMOVALS} and state in ('created', 'retry')`,
    );

  it('keeps the four sizes in the bucket, nothing on disk, and serves them by signed address only', async () => {
    expect(t.storage.kind).toBe('bucket');
    const upload = await uploadPhoto(t, owner, profileId, await photo());
    expect(upload.statusCode).toBe(201);
    const stored = await t.storedFiles();
    expect(stored).toHaveLength(4);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);

    const { imageLocation } = upload.json();
    const served = await t.app.inject({ method: 'GET', url: imageLocation, headers: owner.auth });
    expect(served.statusCode).toBe(200);
    const name = stored.find((file) => file.endsWith('-full.webp'))!;
    expect(served.rawPayload.equals((await t.storage.get(name))!)).toBe(true);

    const forged = imageLocation.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged, headers: owner.auth })).statusCode).toBe(404);

    // Viewers are given the server's own addresses, never the bucket's.
    expect(imageLocation).toMatch(/^\/api\/media\/[a-f0-9]{32}\/full\.webp\?e=\d+&v=\d+&s=/);
    expect(upload.body).not.toContain(s3.endpoint);
  });

  it('removes the objects when the photo is deleted, and when the profile is', async () => {
    const [first] = await imagesOf();
    expect((await deletePhoto(first!.imageId)).statusCode).toBe(200);
    expect(await t.storedFiles()).toEqual([]);

    const other = await addProfile(t, owner, {});
    for (let i = 0; i < 2; i++) expect((await uploadPhoto(t, owner, other, await photo())).statusCode).toBe(201);
    expect(await t.storedFiles()).toHaveLength(8);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/profilecx/${other}`, headers: owner.auth });
    expect(removed.statusCode).toBe(200);
    expect(await t.storedFiles()).toEqual([]);
  });

  it('while the bucket is down: uploads and photos answer 503, readyz is not ready, deletions wait and finish later', async () => {
    expect((await uploadPhoto(t, owner, profileId, await photo())).statusCode).toBe(201);
    const [kept] = await imagesOf();
    const readyBefore = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(readyBefore.json()).toMatchObject({ status: 'ready', photos: 'bucket' });
    // s3rver answers a PUT of a body it holds whole before its file is written: the four files are
    // waited for, so stopping it cannot cut the last one short (a real bucket answers once it is stored).
    await expect.poll(async () => (await t.storedFiles()).length).toBe(4);

    await s3.stop();
    try {
      const refused = await uploadPhoto(t, owner, profileId, await photo());
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(PHOTOS_DOWN);
      expect(refused.headers['retry-after']).toBeTruthy();
      expect(await imagesOf()).toHaveLength(1);

      const shown = await t.app.inject({ method: 'GET', url: kept!.imageLocation, headers: owner.auth });
      expect(shown.statusCode).toBe(503);
      expect(shown.json().message).toBe(PHOTOS_DOWN);

      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', unavailable: ['photos'] });

      // The member's deletion is done at once; the files are kept in mind and removed later, with
      // whatever part of the refused upload may have reached the bucket.
      expect((await deletePhoto(kept!.imageId)).statusCode).toBe(200);
      expect(await imagesOf()).toEqual([]);
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(metrics.body).toMatch(/^vivaha_photo_removals_waiting 8$/m);
      // Not due at once; made due, as time would, it fails again while the bucket is down.
      await makeRemovalsDue();
      expect(await t.app.mediaRemovals.drain()).toBe(0);
    } finally {
      await s3.start();
    }
    expect(await t.storedFiles()).toHaveLength(4);
    expect(await t.app.mediaRemovals.drain()).toBe(0);
    await makeRemovalsDue();
    expect(await t.app.mediaRemovals.drain()).toBe(8);
    expect(await t.storedFiles()).toEqual([]);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^vivaha_photo_removals_waiting 0$/m);
    expect(metrics.body).toMatch(/^vivaha_photo_removals_given_up 0$/m);
  });

  it('gives up a removal after its last try, and counts its files in /metrics for a person to remove', async () => {
    expect((await uploadPhoto(t, owner, profileId, await photo())).statusCode).toBe(201);
    const [kept] = await imagesOf();
    await expect.poll(async () => (await t.storedFiles()).length).toBe(4);
    await s3.stop();
    try {
      expect((await deletePhoto(kept!.imageId)).statusCode).toBe(200);
      // As if a month of tries had gone by.
      await t.database.db.execute(
        sql`update ${sql.identifier(JOBS_SCHEMA)}.job set retry_count = retry_limit where name = ${PHOTO_REMOVALS}`,
      );
      await makeRemovalsDue();
      expect(await t.app.mediaRemovals.drain()).toBe(0);
    } finally {
      await s3.start();
    }
    await makeRemovalsDue();
    expect(await t.app.mediaRemovals.drain()).toBe(0);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^vivaha_photo_removals_waiting 0$/m);
    expect(metrics.body).toMatch(/^vivaha_photo_removals_given_up 4$/m);
    await t.storage.remove(await t.storedFiles());
  });

  it('readyz answers 503 within 2.5 s when the bucket accepts connections and never answers', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const probed = await createTestApp({ ...s3.env('photos'), S3_ENDPOINT: `http://127.0.0.1:${port}` }, { s3: false });
    try {
      const started = Date.now();
      const ready = await probed.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      await probed.close();
      silent.close();
    }
  });

  it('refuses wrong keys as the bucket being unavailable, not as a server fault', async () => {
    const storage = createS3Storage({
      bucket: 'photos',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'not-a-key',
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    await expect(storage.put('ab12-full.webp', Buffer.from('x'))).rejects.toThrow(
      /could not store ab12-full.webp \(403/,
    );
    await expect(storage.check()).rejects.toThrow(/could not be reached/);
  });
});
