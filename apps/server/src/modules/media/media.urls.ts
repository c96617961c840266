import crypto from 'node:crypto';

import { API_BASE } from '@vivaha/shared/constants';

import type { PhotoSize } from './photos.ts';

/**
 * Photo addresses are signed and expire, so a photo is reachable only through an answer that
 * was allowed to show it: no one can guess or keep a working address. Each names the viewer it
 * was written for (a member's account id, or a visitor), and the signature covers that viewer,
 * so no one can make an address for someone else. Expiry is rounded to the hour so browsers can
 * cache a photo within that hour.
 */
const HOUR = 3600;

/** Who an address is for: the account of a signed-in member, or anyone not signed in. */
export type PhotoViewer = number | 'visitor';

export function createMediaSigner(secret: string) {
  const signature = (key: string, size: string, expires: number, viewer: PhotoViewer) =>
    crypto.createHmac('sha256', secret).update(`${key}/${size}/${expires}/${viewer}`).digest('base64url').slice(0, 32);

  return {
    url(key: string, size: PhotoSize, viewer: PhotoViewer, now = Date.now()): string {
      const expires = (Math.floor(now / 1000 / HOUR) + 2) * HOUR;
      const whose = viewer === 'visitor' ? '' : `&v=${viewer}`;
      return `${API_BASE}/media/${key}/${size}.webp?e=${expires}${whose}&s=${signature(key, size, expires, viewer)}`;
    },
    /** Seconds the address stays good, or undefined when it is forged, altered or expired. */
    check(
      key: string,
      size: string,
      expires: number,
      viewer: PhotoViewer,
      given: string,
      now = Date.now(),
    ): number | undefined {
      const left = expires - Math.floor(now / 1000);
      if (!Number.isInteger(expires) || left <= 0) return undefined;
      const expected = Buffer.from(signature(key, size, expires, viewer));
      const actual = Buffer.from(given);
      return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? left : undefined;
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
