import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { notFound } from '#src/lib/http-errors.ts';
import { said } from '#src/lib/messages.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';

import type { MediaStorage } from './media.storage.ts';
import type { MediaSigner, PhotoViewer } from './media.urls.ts';
import { PHOTO_RIGHT_SECONDS, type PhotoAsker, type PhotoRights } from './photo-rights.ts';
import { isPhotoSize, LATER_SIZES, photoFileName, photoMessages } from './photos.ts';

/**
 * GET /api/media/{key}/{size}.webp?e=&v=&s= : a photo, only by a signed, unexpired address, and
 * only while the viewer it was written for (`v`, a member's account; none for a visitor) may see
 * it now (photo-rights.ts). A member's address answers only that member, known by the session's
 * cookie the browser sends with the photo (or a bearer token). A size added later that a photo
 * has no file for yet (one stored before it) is answered with the size that stands in for it, so
 * no photo breaks before `npm run media:migrate -- --medium` has run.
 */
export const mediaRoutes: ApiPlugin<{
  storage: MediaStorage;
  signer: MediaSigner;
  rights: PhotoRights;
  /** The signed-in account behind a request the browser makes by itself, or null. */
  asker: (request: FastifyRequest) => Promise<PhotoAsker>;
}> = async (app, { storage, signer, rights, asker }) => {
  app.get(
    '/media/:key/:file',
    {
      schema: {
        params: z.object({ key: z.string().regex(/^[a-f0-9]{32}$/), file: z.string().max(20) }),
        querystring: z.object({
          e: z.coerce.number().int(),
          v: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          s: z.string().max(64),
        }),
      },
    },
    async (request, reply) => {
      const { key, file } = request.params;
      const size = file.replace(/\.webp$/, '');
      if (!isPhotoSize(size)) throw notFound(said(photoMessages, 'noSuchPhoto'));
      const viewer: PhotoViewer = request.query.v ?? 'visitor';
      const seconds = signer.check(key, size, request.query.e, viewer, request.query.s);
      if (seconds === undefined) throw notFound(said(photoMessages, 'noSuchPhoto'));
      // A member's address is theirs alone: another account, or no account, is told nothing.
      const who = viewer === 'visitor' ? null : await asker(request);
      if (viewer !== 'visitor' && who?.id !== viewer) throw notFound(said(photoMessages, 'noSuchPhoto'));
      if (!(await rights.may(who, key))) throw notFound(said(photoMessages, 'noSuchPhoto'));
      const standIn = LATER_SIZES[size];
      const content =
        (await storage.get(photoFileName(key, size))) ??
        (standIn ? await storage.get(photoFileName(key, standIn)) : undefined);
      if (!content) throw notFound(said(photoMessages, 'noSuchPhoto'));
      // A visitor's address is of a photo anyone may see: browsers keep it until it expires (it
      // names one photo's bytes), a shared cache for the minute a right is kept, so an owner's
      // new choice reaches it too. A member's is theirs: kept by their browser for that minute.
      const caching =
        viewer === 'visitor'
          ? `public, max-age=${seconds}, s-maxage=${PHOTO_RIGHT_SECONDS}, immutable`
          : `private, max-age=${Math.min(seconds, PHOTO_RIGHT_SECONDS)}`;
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', caching)
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
};
