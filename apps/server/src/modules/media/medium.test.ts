import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import {
  addProfile,
  createMember,
  createTestApp,
  type Member,
  solidImage,
  type TestApp,
  uploadPhoto,
} from '../../../test/helpers.ts';
import { runMediaMigrate } from '../../../test/media-migrate.ts';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server.ts';

import { photoFileName } from './photos.ts';

/** `npm run media:migrate -- --medium` as an operator runs it, with the server's configuration. */
const migrateMedium = (env: Record<string, string>) => runMediaMigrate(env, ['--medium']);

const jpeg = (width: number, height: number) => solidImage('jpeg', width, height, '#7a3b52');

/** Uploads a photo, marks it reviewed, and answers its id and storage key. */
async function reviewedPhoto(t: TestApp, owner: Member, profileId: number, image: Buffer) {
  const upload = await uploadPhoto(t, owner, profileId, image);
  expect(upload.statusCode).toBe(201);
  const { imageId } = upload.json<{ imageId: number }>();
  await t.database.db.execute(sql`update profile_images set reviewed = true where id = ${imageId}`);
  const [row] = await queryRows<{ storage_key: string }>(
    t.database.db,
    sql`select storage_key from profile_images where id = ${imageId}`,
  );
  return { imageId, key: row!.storage_key };
}

const sizeOf = async (content: Buffer) => {
  const meta = await sharp(content).metadata();
  return [meta.format, meta.width, meta.height];
};

describe('the medium size', () => {
  let t: TestApp;
  let owner: Member;
  let profileId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createMember(t, 'medium@example.lk');
    profileId = await addProfile(t, owner, {});
  });
  afterAll(() => t.close());

  const view = (auth?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/pp/${profileId}`, ...(auth ? { headers: auth } : {}) });
  const itemsOf = async (auth?: Record<string, string>) => {
    const response = await view(auth);
    expect(response.statusCode).toBe(200);
    return {
      body: response.body,
      items: JSON.parse(response.json().imageDisplay).items as Array<Record<string, string>>,
    };
  };

  it('is made at upload within 720 by 720, and a smaller photo is not enlarged', async () => {
    const wide = await reviewedPhoto(t, owner, profileId, await jpeg(3000, 2000));
    expect(await sizeOf((await t.storage.get(photoFileName(wide.key, 'medium')))!)).toEqual(['webp', 720, 480]);
    expect(await sizeOf((await t.storage.get(photoFileName(wide.key, 'full')))!)).toEqual(['webp', 1600, 1067]);

    const tall = await reviewedPhoto(t, owner, profileId, await jpeg(1200, 1600));
    expect(await sizeOf((await t.storage.get(photoFileName(tall.key, 'medium')))!)).toEqual(['webp', 540, 720]);

    const small = await reviewedPhoto(t, owner, profileId, await jpeg(500, 400));
    expect(await sizeOf((await t.storage.get(photoFileName(small.key, 'medium')))!)).toEqual(['webp', 500, 400]);
  });

  it('is in the profile view as a signed address beside the full one, only for a viewer who may see the photos', async () => {
    const own = await itemsOf(owner.auth);
    expect(own.items).toHaveLength(3);
    for (const item of own.items) {
      // Written for the owner (v, her account).
      expect(item.imagename).toMatch(new RegExp(`^/api/media/[a-f0-9]{32}/full\\.webp\\?e=\\d+&v=${owner.id}&s=`));
      expect(item.medium).toMatch(new RegExp(`^/api/media/[a-f0-9]{32}/medium\\.webp\\?e=\\d+&v=${owner.id}&s=`));
      expect(item.medium!.split('/')[3]).toBe(item.imagename!.split('/')[3]);
      const served = await t.app.inject({ method: 'GET', url: item.medium!, headers: owner.auth });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const [, width, height] = await sizeOf(served.rawPayload);
      expect(Math.max(Number(width), Number(height))).toBeLessThanOrEqual(720);
    }
    const forged = own.items[0]!.medium!.replace(/s=[^&]+/, `s=${'A'.repeat(32)}`);
    expect((await t.app.inject({ method: 'GET', url: forged, headers: owner.auth })).statusCode).toBe(404);
    // A medium address does not open the full photo.
    const asFull = own.items[0]!.medium!.replace('/medium.webp', '/full.webp');
    expect((await t.app.inject({ method: 'GET', url: asFull, headers: owner.auth })).statusCode).toBe(404);

    // Photos protected (the default): a visitor gets no photo address at all.
    const visitor = await itemsOf();
    expect(visitor.items).toEqual([]);
    expect(visitor.body).not.toContain('/api/media/');

    await t.database.db.execute(sql`update profiles set photo_protected = false where id = ${profileId}`);
    try {
      const open = await itemsOf();
      expect(open.items).toHaveLength(3);
      const served = await t.app.inject({ method: 'GET', url: open.items[0]!.medium! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    } finally {
      await t.database.db.execute(sql`update profiles set photo_protected = true where id = ${profileId}`);
    }
  });

  it('is answered with the full photo for a photo stored before the medium size existed', async () => {
    const { key } = await reviewedPhoto(t, owner, profileId, await jpeg(2000, 1500));
    await t.storage.remove([photoFileName(key, 'medium')]);
    const item = (await itemsOf(owner.auth)).items.find((entry) => entry.medium!.includes(key))!;
    const served = await t.app.inject({ method: 'GET', url: item.medium!, headers: owner.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals((await t.storage.get(photoFileName(key, 'full')))!)).toBe(true);
    // Only the medium size stands in that way: a photo without its thumbnail has none.
    await t.storage.remove([photoFileName(key, 'thumb')]);
    expect((await t.app.inject({ method: 'GET', url: item.thumbnail!, headers: owner.auth })).statusCode).toBe(404);
  });

  it('goes with its photo when the photo is deleted', async () => {
    const { imageId, key } = await reviewedPhoto(t, owner, profileId, await jpeg(900, 900));
    expect(await t.storedFiles()).toContain(photoFileName(key, 'medium'));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/profilecx/${profileId}/images/${imageId}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.storedFiles()).filter((name) => name.startsWith(key))).toEqual([]);
  });

  it('goes with a removal kept from before it existed, which names the other three files only', async () => {
    const other = await addProfile(t, owner, {});
    const { key } = await reviewedPhoto(t, owner, other, await jpeg(900, 900));
    await t.database.db.execute(sql`delete from profile_images where profile_id = ${other}`);
    for (const size of ['thumb', 'card', 'full'] as const) {
      await t.database.db.execute(sql`insert into media_removals (name) values (${photoFileName(key, size)})`);
    }
    expect(await t.app.mediaRemovals.drain()).toBe(3);
    expect((await t.storedFiles()).filter((name) => name.startsWith(key))).toEqual([]);
  });
});

describe('npm run media:migrate -- --medium: the medium files of photos stored before', () => {
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3(['photos']);
  });
  afterAll(() => s3.close());

  for (const where of ['disk', 'bucket'] as const) {
    it(`makes each missing one from the full file, in the ${where === 'disk' ? 'DATA_DIR/media' : 'bucket'} the servers use, and a second run makes none`, async () => {
      const env = where === 'bucket' ? s3.env('photos') : {};
      const t = await createTestApp(env, { s3: false });
      try {
        expect(t.storage.kind).toBe(where);
        const owner = await createMember(t, `migrate.${where}@example.lk`);
        const profileId = await addProfile(t, owner, {});
        const old = [
          await reviewedPhoto(t, owner, profileId, await jpeg(3000, 2000)),
          await reviewedPhoto(t, owner, profileId, await jpeg(500, 400)),
        ];
        const recent = await reviewedPhoto(t, owner, profileId, await jpeg(800, 1000));
        const recentMedium = (await t.storage.get(photoFileName(recent.key, 'medium')))!;
        await t.storage.remove(old.map(({ key }) => photoFileName(key, 'medium')));
        const files = await t.storedFiles();
        expect(files.filter((name) => name.endsWith('-medium.webp'))).toEqual([photoFileName(recent.key, 'medium')]);

        const config = { DATA_DIR: t.config.dataDir, ...env };
        const first = await migrateMedium(config);
        expect(first.output).toContain('2 files made, 1 already there, 0 of photos deleted meanwhile, 0 failed.');
        expect(first.code).toBe(0);
        expect(await sizeOf((await t.storage.get(photoFileName(old[0]!.key, 'medium')))!)).toEqual(['webp', 720, 480]);
        expect(await sizeOf((await t.storage.get(photoFileName(old[1]!.key, 'medium')))!)).toEqual(['webp', 500, 400]);
        expect((await t.storage.get(photoFileName(recent.key, 'medium')))!.equals(recentMedium)).toBe(true);

        const second = await migrateMedium(config);
        expect(second.output).toContain('0 files made, 3 already there, 0 of photos deleted meanwhile, 0 failed.');
        expect(second.code).toBe(0);
        expect((await t.storedFiles()).length).toBe(files.length + 2);
      } finally {
        await t.close();
      }
    });
  }

  it('says what is wrong when the storage cannot be reached, and refuses an unknown argument', async () => {
    await s3.stop();
    try {
      const down = await migrateMedium({ DATA_DIR: '/tmp/vivaha-unused', ...s3.env('photos') });
      expect(down.code).toBe(1);
      expect(down.output).toMatch(/The photo bucket photos could not be reached/);
    } finally {
      await s3.start();
    }
    const { stderr } = await runMediaMigrate({}, ['--mediun']);
    expect(stderr).toContain('Unknown argument --mediun');
  });
});
