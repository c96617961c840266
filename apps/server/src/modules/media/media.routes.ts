import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { notFound } from '#src/lib/http-errors.ts';

import type { MediaStorage } from './media.storage.ts';
import type { MediaSigner } from './media.urls.ts';
import { isPhotoSize, LATER_SIZES, photoFileName } from './photos.ts';

/**
 * GET /api/media/{key}/{size}.webp?e=&s= : a photo, only by a signed, unexpired address. A size
 * added later that a photo has no file for yet (one stored before it) is answered with the size
 * that stands in for it, so no photo breaks before `npm run media:migrate -- --medium` has run.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage; signer: MediaSigner }> = async (
  app,
  { storage, signer },
) => {
  app.get(
    '/media/:key/:file',
    {
      schema: {
        params: z.object({ key: z.string().regex(/^[a-f0-9]{32}$/), file: z.string().max(20) }),
        querystring: z.object({ e: z.coerce.number().int(), s: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { key, file } = request.params;
      const size = file.replace(/\.webp$/, '');
      if (!isPhotoSize(size)) throw notFound('No such photo.');
      const seconds = signer.check(key, size, request.query.e, request.query.s);
      if (seconds === undefined) throw notFound('No such photo.');
      const standIn = LATER_SIZES[size];
      const content =
        (await storage.get(photoFileName(key, size))) ??
        (standIn ? await storage.get(photoFileName(key, standIn)) : undefined);
      if (!content) throw notFound('No such photo.');
      // An address stays the same within its hour and names one photo's bytes: browsers keep it,
      // without asking again, until it expires (also on a reload).
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `private, max-age=${seconds}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );
};
