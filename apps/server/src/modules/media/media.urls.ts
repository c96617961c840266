import crypto from 'node:crypto';

import { API_BASE } from '@vivaha/shared/constants';

import type { PhotoSize } from './photos.ts';

/**
 * Photo addresses are signed and expire, so a photo is reachable only through an answer that
 * was allowed to show it: no one can guess or keep a working address. Expiry is rounded to the
 * hour so browsers can cache a photo within that hour.
 */
const HOUR = 3600;

export function createMediaSigner(secret: string) {
  const signature = (key: string, size: string, expires: number) =>
    crypto.createHmac('sha256', secret).update(`${key}/${size}/${expires}`).digest('base64url').slice(0, 32);

  return {
    url(key: string, size: PhotoSize, now = Date.now()): string {
      const expires = (Math.floor(now / 1000 / HOUR) + 2) * HOUR;
      return `${API_BASE}/media/${key}/${size}.webp?e=${expires}&s=${signature(key, size, expires)}`;
    },
    /** Seconds the address stays good, or undefined when it is forged or expired. */
    check(key: string, size: string, expires: number, given: string, now = Date.now()): number | undefined {
      const left = expires - Math.floor(now / 1000);
      if (!Number.isInteger(expires) || left <= 0) return undefined;
      const expected = Buffer.from(signature(key, size, expires));
      const actual = Buffer.from(given);
      return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? left : undefined;
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
