import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import type { AppDeps } from '#src/app-options.ts';
import { onEveryChange } from '#src/lib/changes.ts';

import { createMediaRemovals, type MediaRemovals } from './media.removals.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createStorage } from './media.s3.ts';
import type { MediaStorage } from './media.storage.ts';
import { createMediaSigner, type MediaSigner } from './media.urls.ts';
import { createPhotoRights } from './photo-rights.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Photo file removals kept for later, so tests can try them at once. */
    mediaRemovals: MediaRemovals;
    /** Where photos are kept (the data folder or S3). */
    storage: MediaStorage;
    /** Photo addresses, signed for their viewer. */
    mediaSigner: MediaSigner;
  }
}

/** Photos: where they are kept, their signed addresses, and who may see one now. */
export default fp(
  async (app, deps: AppDeps) => {
    // A removal the storage refuses is queued and tried again (media.removals.ts).
    const mediaRemovals = await createMediaRemovals({
      storage: deps.storage ?? createStorage(app.config),
      db: app.database.db,
      jobs: app.jobs,
      log: app.log,
      background: app.inBackground,
    });
    app.decorate('mediaRemovals', mediaRemovals);
    app.decorate('storage', mediaRemovals.storage);
    const signer = createMediaSigner(app.secretFor('media'));
    app.decorate('mediaSigner', signer);
    // Whether a photo address's viewer may see its photo now, kept a minute; forgotten with every
    // change this server makes (a block, a withdrawn approval, an owner's choice). The public
    // module, which decides, comes later; a photo is only asked for once all are here.
    const rights = createPhotoRights({
      photo: createMediaRepository(app.database.db).photo,
      viewer: (user) => app.publicService.viewer(user),
      ...(deps.photoRightSeconds === undefined ? {} : { seconds: deps.photoRightSeconds }),
    });
    onEveryChange(app, () => rights.clear());
    await app.register(mediaRoutes, {
      prefix: API_BASE,
      storage: mediaRemovals.storage,
      signer,
      rights,
      asker: app.auth.browserUser,
    });
  },
  { name: 'media', dependencies: ['core', 'identity'] },
);
