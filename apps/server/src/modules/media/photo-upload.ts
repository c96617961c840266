import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { PHOTO_MAX_BYTES } from '@vivaha/shared/profile';

import { badRequest, HttpError, httpError } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

const photoText = messages('photoUpload', {
  missing: 'Please choose a photo to upload.',
  tooLarge: 'This photo is larger than 8 MB. Please choose a smaller one.',
} as const);

/**
 * The bytes of the one photo a multipart body carries, in its only part, `file`. A body that cannot
 * be read as that (not multipart, no boundary, cut short, other or more parts) is 400; too large a
 * photo 413.
 */
export async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  const missing = badRequest(said(photoText, 'missing'), { file: said(photoText, 'missing') });
  if (!request.isMultipart()) throw missing;
  try {
    let photo: Buffer | undefined;
    for await (const part of request.parts()) {
      if (photo || part.type !== 'file' || part.fieldname !== 'file') throw missing;
      photo = await part.toBuffer();
    }
    if (!photo) throw missing;
    return photo;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw httpError(413, said(photoText, 'tooLarge'));
    throw missing;
  }
}

/** Lets a plugin's routes take one photo of at most PHOTO_MAX_BYTES as a multipart body. */
export async function acceptPhotos(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
}
