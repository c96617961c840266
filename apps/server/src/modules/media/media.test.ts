import { beforeAll, describe, expect, it } from 'vitest';

import { AUTH_COOKIE_NAME } from '@vivaha/shared/constants';

import { createMember, profileForm, solidImage, uploadPhoto } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

describe('photo addresses', () => {
  const t = useTestApp();
  let addresses: { imageLocation: string; card: string; thumbnail: string };
  /** What the owner's browser sends with a photo: the session's cookie. */
  let ownerCookie: Record<string, string>;

  beforeAll(async () => {
    const owner = await createMember(t, 'media@example.lk');
    ownerCookie = { cookie: `${AUTH_COOKIE_NAME}=${owner.token}` };
    const profileId = (
      await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(), headers: owner.auth })
    ).json().profileId;
    const photo = await solidImage('jpeg', 640, 800, '#7a3b52');
    const upload = await uploadPhoto(t, owner, profileId, photo);
    expect(upload.statusCode).toBe(201);
    addresses = upload.json();
  });

  it('serves each size to the member it was written for, kept privately for the minute a right is kept', async () => {
    for (const url of [addresses.imageLocation, addresses.card, addresses.thumbnail]) {
      const response = await t.app.inject({ method: 'GET', url, headers: ownerCookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, max-age=60');
      // Not to anyone else: the address names its viewer.
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers 404 with no cache header of a photo for a forged address', async () => {
    const forged = addresses.card.replace(/s=[^&]+/, 's=forged-signature-0123456789abcd');
    const response = await t.app.inject({ method: 'GET', url: forged, headers: ownerCookie });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
