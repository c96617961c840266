import crypto from 'node:crypto';

import sharp from 'sharp';

import { HttpError } from '#src/lib/http-errors.ts';

import type { MediaStorage } from './media.storage.ts';

/** The sizes every photo is stored in. */
export const PHOTO_SIZES = {
  thumb: { width: 150, height: 150, fit: 'cover' },
  card: { width: 480, height: 600, fit: 'cover' },
  full: { width: 1600, height: 1600, fit: 'inside' },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const isPhotoSize = (value: string): value is PhotoSize => value in PHOTO_SIZES;

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: about 50 megapixels is more than any phone camera gives. */
const MAX_PIXELS = 50_000_000;

export const photoMessages = {
  notPhoto: 'Please choose a JPEG, PNG or WebP photo.',
  unreadable: 'This photo could not be read. It may be damaged; please choose another.',
} as const;

export const photoFileName = (key: string, size: PhotoSize) => `${key}-${size}.webp`;

/**
 * Decodes an upload and re-encodes it, by content not by name, into the three sizes. Nothing of
 * the original file is kept: its metadata (camera, GPS position) is gone. Rotation from the
 * camera's orientation tag is applied first.
 */
export async function storePhoto(storage: MediaStorage, upload: Buffer) {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new HttpError(400, photoMessages.notPhoto, { file: photoMessages.notPhoto });
  }
  if (!format || !ACCEPTED.has(format))
    throw new HttpError(400, photoMessages.notPhoto, { file: photoMessages.notPhoto });

  const key = crypto.randomBytes(16).toString('hex');
  try {
    const base = sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const rendered = await Promise.all(
      (Object.keys(PHOTO_SIZES) as PhotoSize[]).map(async (size) => {
        const { width, height, fit } = PHOTO_SIZES[size];
        const { data, info } = await base
          .clone()
          .resize({ width, height, fit, withoutEnlargement: fit === 'inside', position: 'attention' })
          .webp({ quality: size === 'thumb' ? 75 : 80 })
          .toBuffer({ resolveWithObject: true });
        return { size, data, info };
      }),
    );
    for (const { size, data } of rendered) await storage.put(photoFileName(key, size), data);
    const full = rendered.find((item) => item.size === 'full')!.info;
    return { key, width: full.width, height: full.height };
  } catch (error) {
    await storage.remove((Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => photoFileName(key, size)));
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, photoMessages.unreadable, { file: photoMessages.unreadable });
  }
}

export const removePhotoFiles = (storage: MediaStorage, key: string) =>
  storage.remove((Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => photoFileName(key, size)));
