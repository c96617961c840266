import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember, createTestApp, profileForm, uploadPhoto, type TestApp } from '../../../test/helpers.ts';

describe('photo addresses', () => {
  let t: TestApp;
  let addresses: { imageLocation: string; card: string; thumbnail: string };

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createMember(t, 'media@example.lk');
    const profileId = (
      await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(), headers: owner.auth })
    ).json().profileId;
    const photo = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#7a3b52' } })
      .jpeg()
      .toBuffer();
    const upload = await uploadPhoto(t, owner, profileId, photo);
    expect(upload.statusCode).toBe(201);
    addresses = upload.json();
  });
  afterAll(() => t.close());

  it('serves each size cached privately until its address expires, and never asked again before then', async () => {
    for (const url of [addresses.imageLocation, addresses.card, addresses.thumbnail]) {
      const before = Math.floor(Date.now() / 1000);
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      // The address stays the same within its hour, so its content never changes: immutable.
      const match = /^private, max-age=(\d+), immutable$/.exec(String(response.headers['cache-control']));
      expect(match, String(response.headers['cache-control'])).not.toBeNull();
      const expires = Number(new URL(url, 'http://localhost').searchParams.get('e'));
      const maxAge = Number(match![1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(expires - before);
      expect(maxAge).toBeGreaterThanOrEqual(expires - before - 2);
    }
  });

  it('answers 404 with no cache header of a photo for a forged address', async () => {
    const forged = addresses.card.replace(/s=[^&]+/, 's=forged-signature-0123456789abcd');
    const response = await t.app.inject({ method: 'GET', url: forged });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
