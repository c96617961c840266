import fp from 'fastify-plugin';

import { API_BASE } from '@vivaha/shared/constants';

import { createStoriesRepository } from './stories.repository.ts';
import { adminStoryRoutes, storyRoutes } from './stories.routes.ts';
import { createStoriesService } from './stories.service.ts';

/** Families' stories: sent in, read by the team, shown on the site. */
export default fp(
  async (app) => {
    const audit = app.auditLog(app.database.db);
    const stories = createStoriesService({
      repository: createStoriesRepository(app.database.db),
      record: (entry) => audit.record({ ...entry, profileId: null }),
    });
    await app.register(storyRoutes, { prefix: API_BASE, stories });
    await app.register(adminStoryRoutes, { prefix: `${API_BASE}/admin`, stories, auth: app.auth });
  },
  { name: 'stories', dependencies: ['core', 'identity', 'admin'] },
);
