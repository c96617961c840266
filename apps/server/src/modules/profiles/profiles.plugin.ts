import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import type { Db } from '#src/db/client.ts';

import { createProfilesRepository, type ProfileRecords } from './profiles.repository.ts';
import { profileRoutes } from './profiles.routes.ts';
import { createProfilesService, type ProfilesService } from './profiles.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owners' profiles. */
    profiles: ProfilesService;
    /** The profile records another module changes inside its own transaction (`db` or a transaction). */
    profileRecords: (db: Db) => ProfileRecords;
  }
}

/** A family's own profiles: the guided form, edits, photos. */
export default fp(
  async (app) => {
    const profiles = createProfilesService({
      repository: createProfilesRepository(app.database.db),
      storage: app.storage,
      signer: app.mediaSigner,
      signals: app.signals,
      siteName: app.config.SITE_NAME,
      photoTimed: (seconds) => app.metrics.photo(seconds),
    });
    app.decorate('profiles', profiles);
    app.decorate('profileRecords', (db: Db): ProfileRecords => createProfilesRepository(db));
    await app.register(profileRoutes, { prefix: API_BASE, profiles, auth: app.auth, limiter: app.limiter });
  },
  { name: 'profiles', dependencies: ['core', 'identity', 'media', 'signals'] },
);
