import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { photoMessages } from '#src/modules/media/photos.ts';

import { createMember, multipart, profileForm, solidImage } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { profileText } from './profiles.service.ts';

/** A camera-like JPEG with a GPS position and camera details in its EXIF block. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '79/1 51/1 0/1' },
    })
    .jpeg()
    .toBuffer();

describe('profile photos', () => {
  const t = useTestApp();
  const [owner] = useMembers(t, 'photos@example.lk');
  let profileId: number;

  beforeAll(async () => {
    profileId = (
      await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(), headers: owner.auth })
    ).json().profileId;
  });

  const upload = (body: ReturnType<typeof multipart>, id = profileId, headers = owner.auth) =>
    t.app.inject({
      method: 'POST',
      url: `/api/profilecx/${id}/images`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  const profile = () =>
    t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth }).then((r) => r.json());

  it('re-encodes an upload into four sizes with no GPS or camera data left', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(multipart(original, 'holiday.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ isMain: true });
    // Written for the owner: v is her account.
    expect(image.thumbnail).toMatch(new RegExp(`^/api/media/[a-f0-9]{32}/thumb\\.webp\\?e=\\d+&v=${owner.id}&s=`));

    const thumb = await t.app.inject({ method: 'GET', url: image.thumbnail, headers: owner.auth });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([150, 150]);

    const full = await t.app.inject({ method: 'GET', url: image.imageLocation, headers: owner.auth });
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect(fullMeta.format).toBe('webp');
    expect(fullMeta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(full.rawPayload.includes(Buffer.from('GPS'))).toBe(false);

    const after = await profile();
    expect(after.imagecount).toBe(1);
    expect(after.images).toHaveLength(1);
    expect(after.defaultImageName).toBe(after.images[0].imageLocation);
  });

  it('refuses a photo address that was altered or has expired', async () => {
    const [image] = (await profile()).images;
    const url = new URL(image.thumbnail, 'http://localhost');
    const get = (address: string) => t.app.inject({ method: 'GET', url: address, headers: owner.auth });
    expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
    const [e, v, s] = ['e', 'v', 's'].map((name) => url.searchParams.get(name));
    expect((await get(`${url.pathname}?e=${e}&v=${v}&s=${'A'.repeat(32)}`)).statusCode).toBe(404);
    expect((await get(`${url.pathname}?e=1000&v=${v}&s=${s}`)).statusCode).toBe(404);
    expect((await get(`${url.pathname.replace('thumb', 'full')}${url.search}`)).statusCode).toBe(404);
    expect((await get(url.pathname)).statusCode).toBe(400);
  });

  it('refuses a text file named like a photo, and a damaged photo, storing nothing', async () => {
    const before = (await t.storedFiles()).length;
    const text = await upload(multipart(Buffer.from('not a photo at all '.repeat(50)), 'photo.jpg', 'image/jpeg'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(photoMessages.notPhoto);
    const jpeg = await photoWithGps();
    const damaged = await upload(multipart(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'cut.jpg', 'image/jpeg'));
    expect(damaged.statusCode).toBe(400);
    const gif = await solidImage('gif', 10, 10, '#fff');
    expect((await upload(multipart(gif, 'anim.gif', 'image/gif'))).statusCode).toBe(400);
    expect((await t.storedFiles()).length).toBe(before);
    expect((await profile()).imagecount).toBe(1);
  });

  it('refuses a file over 8 MB with 413', async () => {
    const response = await upload(multipart(Buffer.alloc(8 * 1024 * 1024 + 10, 1), 'huge.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413 });
  });

  it('refuses an upload with no file and one to another member’s profile', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/profilecx/${profileId}/images`,
      payload: {},
      headers: owner.auth,
    });
    expect(none.statusCode).toBe(400);
    const other = await createMember(t, 'not-owner@example.lk');
    const png = await solidImage('png', 300, 300, '#336699');
    expect((await upload(multipart(png, 'x.png', 'image/png'), profileId, other.auth)).statusCode).toBe(404);
    expect((await upload(multipart(png, 'x.png', 'image/png'), 999_999)).statusCode).toBe(404);
  });

  it('takes six photos and refuses the seventh with 409', async () => {
    const png = await solidImage('png', 400, 500, '#993366');
    for (let count = (await profile()).imagecount; count < 6; count++) {
      expect((await upload(multipart(png, `p${count}.png`, 'image/png'))).statusCode).toBe(201);
    }
    const seventh = await upload(multipart(png, 'seventh.png', 'image/png'));
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toBe(profileText.photoLimit);
    expect((await profile()).imagecount).toBe(6);
  });

  it('changes the main photo, and deleting the main one promotes the next', async () => {
    const { images } = await profile();
    const last = images.at(-1);
    const main = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${profileId}/images/${last.imageId}/main`,
      headers: owner.auth,
    });
    expect(main.json()).toEqual({ success: true, message: profileText.photoMain });
    expect((await profile()).images.find((image: { isMain: boolean }) => image.isMain).imageId).toBe(last.imageId);

    const filesBefore = (await t.storedFiles()).length;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profilecx/${profileId}/images/${last.imageId}`,
      headers: owner.auth,
    });
    expect(removed.json()).toEqual({ success: true, message: profileText.photoDeleted });
    expect((await t.storedFiles()).length).toBe(filesBefore - 4);
    const after = await profile();
    expect(after.imagecount).toBe(5);
    expect(after.images.find((image: { isMain: boolean }) => image.isMain).imageId).toBe(images[0].imageId);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/profilecx/${profileId}/images/${last.imageId}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('deleting a profile removes its photos, files included', async () => {
    expect((await t.storedFiles()).length).toBeGreaterThan(0);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/profilecx/${profileId}`, headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(await t.storedFiles()).toHaveLength(0);
    const rows = await t.database.db.execute(sql`select count(*)::int as count from profile_images`);
    expect((rows as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(0);
  });
});
