import fp from 'fastify-plugin';

import { refusalMessages } from '@vivaha/shared/api-error';
import { API_BASE } from '@vivaha/shared/constants';
import { matchesMessages } from '@vivaha/shared/match';

import { said } from '#src/lib/messages.ts';

import { createSavedSearchesRepository } from './saved-searches.repository.ts';
import { savedSearchRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';

/** A member's saved searches and their counts of new profiles. */
export default fp(
  async (app) => {
    const service = app.publicService;
    const savedSearches = createSavedSearchesService({
      repository: createSavedSearchesRepository(app.database.db),
      newCounts: (searches, user, cap) => service.newCounts(searches, user, cap),
      // The public service answers the reason in English words of the matches page's messages:
      // carried on by their key, so the refusal is written in the member's language.
      unmatchable: async (user, profileId) => {
        const reason = await service.unmatchableReason(user, profileId);
        if (reason === undefined) return undefined;
        const key = (Object.keys(matchesMessages) as Array<keyof typeof matchesMessages>).find(
          (name) => matchesMessages[name] === reason,
        );
        return key ? said(matchesMessages, key) : said(refusalMessages, 'asIs', { message: reason });
      },
    });
    await app.register(savedSearchRoutes, { prefix: API_BASE, savedSearches, auth: app.auth });
  },
  { name: 'saved-searches', dependencies: ['core', 'identity', 'public'] },
);
