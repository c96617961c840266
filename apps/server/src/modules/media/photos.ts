import crypto from 'node:crypto';

import sharp, { type Metadata, type Sharp } from 'sharp';

import { PHOTO_DIMENSIONS } from '@vivaha/shared/constants';

import { httpError } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';
import { waitWords, type Limit } from '#src/lib/rate-limit.ts';
import { createWorkQueue, QueueBusyError } from '#src/lib/work-queue.ts';

import type { MediaStorage } from './media.storage.ts';

/** The sizes every photo is stored in. */
export const PHOTO_SIZES = {
  thumb: { ...PHOTO_DIMENSIONS.thumb, fit: 'cover' },
  card: { ...PHOTO_DIMENSIONS.card, fit: 'cover' },
  medium: { ...PHOTO_DIMENSIONS.medium, fit: 'inside' },
  full: { ...PHOTO_DIMENSIONS.full, fit: 'inside' },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const isPhotoSize = (value: string): value is PhotoSize => value in PHOTO_SIZES;

/**
 * Sizes added after photos were first stored, each with the size that stands in for it: a photo
 * stored before has no such file until `npm run media:migrate -- --medium` makes it, and its
 * address answers with the stand-in meanwhile. Backups and restores do not ask for these files.
 */
export const LATER_SIZES: Partial<Record<PhotoSize, PhotoSize>> = { medium: 'full' };
/** The sizes every stored photo has a file for. */
export const REQUIRED_SIZES = (Object.keys(PHOTO_SIZES) as PhotoSize[]).filter((size) => !LATER_SIZES[size]);

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/**
 * Refuses decompression bombs and needless work: 40 megapixels is more than a phone camera gives
 * (a 108 MP sensor saves 12 MP unless asked otherwise); the size is read from the file's header,
 * before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

/**
 * Photos are decoded one at a time, each on one libvips thread, so members uploading cannot take
 * the cores that searches and profile views need. A few uploads may wait their turn; past that,
 * or after waiting too long, an upload is answered 503 with Retry-After rather than left hanging.
 */
export const PHOTO_QUEUE = { concurrency: 1, maxWaiting: 8, maxWaitMs: 20_000, retryAfterSeconds: 10 } as const;
/** The longest libvips may work on one photo's sizes before giving up. */
const PHOTO_WORK_SECONDS = 20;

sharp.concurrency(1);
export const photoQueue = createWorkQueue(PHOTO_QUEUE);

/** Photos one member may upload in any hour, across all their profiles. */
export const PHOTO_UPLOADS_PER_HOUR = 20;

export const photoUploadLimit = (userId: number): Limit => ({
  key: `photo-upload:${userId}`,
  max: PHOTO_UPLOADS_PER_HOUR,
  windowSeconds: 3600,
  message: (wait) => said(photoMessages, 'uploadLimit', { wait: waitWords(wait) }),
});

export const photoMessages = messages('photos', {
  uploadLimit: `You can upload at most ${PHOTO_UPLOADS_PER_HOUR} photos an hour. Please try again in {{wait}}.`,
  notPhoto: 'Please choose a JPEG, PNG or WebP photo.',
  unreadable: 'This photo could not be read. It may be damaged; please choose another.',
  tooManyPixels: `This photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Please choose a smaller one.`,
  busy: 'Many photos are being uploaded just now. Please try again in a few seconds.',
  noSuchPhoto: 'No such photo.',
} as const);

const busy = () =>
  httpError(503, said(photoMessages, 'busy'), undefined, { 'retry-after': String(PHOTO_QUEUE.retryAfterSeconds) });

export const photoFileName = (key: string, size: PhotoSize) => `${key}-${size}.webp`;

/** The key and size a photo file's name stands for, or undefined for any other name. */
export function parsePhotoFileName(name: string): { key: string; size: PhotoSize } | undefined {
  const match = /^([a-z0-9]+)-([a-z]+)\.webp$/.exec(name);
  return match && isPhotoSize(match[2]!) ? { key: match[1]!, size: match[2] } : undefined;
}

/**
 * Decodes an upload and re-encodes it, by content not by name, into the four sizes. Nothing of
 * the original file is kept: its metadata (camera, GPS position) is gone. Rotation from the
 * camera's orientation tag is applied first. The work waits its turn in the photo queue;
 * `timed` is told how long the work itself took.
 */
export async function storePhoto(storage: MediaStorage, upload: Buffer, timed?: (seconds: number) => void) {
  await checkHeader(upload);
  const rendered = await queued(() => render(upload), timed);
  const key = crypto.randomBytes(16).toString('hex');
  try {
    for (const { size, data } of rendered) await storage.put(photoFileName(key, size), data);
  } catch (error) {
    await removePhotoFiles(storage, key);
    throw error;
  }
  const full = rendered.find((item) => item.size === 'full')!.info;
  return { key, width: full.width, height: full.height };
}

/**
 * A selfie sent for a photo check (modules/verification) has a key of its own form, so its one
 * file is never taken for a photo's (the photo addresses take only a photo's key) and a photo's
 * removal names only the photo's files.
 */
const SELFIE_PREFIX = 'selfie-';
export const selfieFileName = (key: string) => `${key}.webp`;
const SELFIE_SIZE = { width: 1000, height: 1000 };

/**
 * A selfie for the team's photo check, decoded and re-encoded like a photo (its metadata gone,
 * the camera's rotation applied) into one file no larger than SELFIE_SIZE; answers its key. Its
 * file goes by `removePhotoFiles` like a photo's.
 */
export async function storeSelfie(storage: MediaStorage, upload: Buffer): Promise<string> {
  await checkHeader(upload);
  const data = await queued(() =>
    sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...SELFIE_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .timeout({ seconds: PHOTO_WORK_SECONDS })
      .toBuffer(),
  );
  const key = `${SELFIE_PREFIX}${crypto.randomBytes(16).toString('hex')}`;
  await storage.put(selfieFileName(key), data);
  return key;
}

/** Refuses what is not a photo, or too large a one, from its header alone. */
async function checkHeader(upload: Buffer): Promise<void> {
  let header: Metadata;
  try {
    header = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw httpError(400, said(photoMessages, 'notPhoto'), { file: said(photoMessages, 'notPhoto') });
  }
  if (!header.format || !ACCEPTED.has(header.format))
    throw httpError(400, said(photoMessages, 'notPhoto'), { file: said(photoMessages, 'notPhoto') });
  if (!header.width || !header.height || header.width * header.height > MAX_PHOTO_PIXELS)
    throw httpError(400, said(photoMessages, 'tooManyPixels'), { file: said(photoMessages, 'tooManyPixels') });
}

/** Decoding work, in its turn in the photo queue: busy or too slow is 503, a bad file 400. */
async function queued<T>(work: () => Promise<T>, timed?: (seconds: number) => void): Promise<T> {
  try {
    return await photoQueue.run(async () => {
      const started = performance.now();
      const done = await work();
      timed?.((performance.now() - started) / 1000);
      return done;
    });
  } catch (error) {
    if (error instanceof QueueBusyError || /timeout/i.test((error as Error).message)) throw busy();
    throw httpError(400, said(photoMessages, 'unreadable'), { file: said(photoMessages, 'unreadable') });
  }
}

/**
 * The four sizes, one after another: the upload is decoded once (JPEGs shrink while loading)
 * into the full size's pixels, and the medium size, the card and the thumbnail are made from those.
 */
async function render(upload: Buffer) {
  const { width, height, fit } = PHOTO_SIZES.full;
  const pixels = await sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, height, fit, withoutEnlargement: true })
    .timeout({ seconds: PHOTO_WORK_SECONDS })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const rendered = [];
  for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) {
    const { data, info } = await encode(sharp(pixels.data, raw), size);
    rendered.push({ size, data, info });
  }
  return rendered;
}

/** One size of a photo, as a WebP file: cut to fill, or fitted inside without enlarging. */
function encode(image: Sharp, size: PhotoSize) {
  const target = PHOTO_SIZES[size];
  return image
    .resize({
      width: target.width,
      height: target.height,
      fit: target.fit,
      withoutEnlargement: target.fit === 'inside',
      position: 'attention',
    })
    .webp({ quality: size === 'thumb' ? 75 : 80 })
    .timeout({ seconds: PHOTO_WORK_SECONDS })
    .toBuffer({ resolveWithObject: true });
}

/**
 * A later size made from the stored file that stands in for it (the medium size from the full
 * one), for photos stored before that size existed. The stand-in was already re-encoded, so
 * nothing of the original upload is in it.
 */
export async function renderLaterSize(standIn: Buffer, size: PhotoSize): Promise<Buffer> {
  const { data } = await encode(sharp(standIn, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }), size);
  return data;
}

/** Every file a key has: its photo's sizes, or a selfie's one file. */
const photoFileNames = (key: string) =>
  key.startsWith(SELFIE_PREFIX)
    ? [selfieFileName(key)]
    : (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => photoFileName(key, size));

export const removePhotoFiles = (storage: MediaStorage, key: string) => storage.remove(photoFileNames(key));

/**
 * The names with every other size of the same photos: a removal kept from before a size existed
 * names the files of that day, and a file made since (the medium size, from the full one) goes too.
 */
export function withEverySize(names: string[]): string[] {
  const all = new Set(names);
  for (const name of names) {
    const photo = parsePhotoFileName(name);
    if (photo) for (const other of photoFileNames(photo.key)) all.add(other);
  }
  return [...all];
}
