import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import {
  preferencesBodySchema,
  preferencesSchema,
  savedSearchBodySchema,
  savedSearchListSchema,
} from '@vivaha/shared/lists';

import { said } from '#src/lib/messages.ts';
import { privateAnswers } from '#src/lib/private-answers.ts';
import { profileIdParams, recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import { savedSearchText, type SavedSearchesService } from './saved-searches.service.ts';

const searchParams = z.object({ id: recordId('saved search id') });
const made = done.extend({ id: z.number() });

/**
 * GET/POST/PUT/DELETE /api/savedsearches[/{id}], POST /api/savedsearches/{id}/seen, and
 * GET/PUT /api/profilecx/{id}/preferences. Under /api; each member's own.
 */
export const savedSearchRoutes: ApiPlugin<{
  savedSearches: SavedSearchesService;
  auth: AuthHooks;
}> = async (app, { savedSearches, auth }) => {
  app.addHook('preHandler', auth.requireUser);
  app.addHook('onSend', privateAnswers);

  app.get('/savedsearches', { schema: { response: { 200: savedSearchListSchema } } }, (request) =>
    savedSearches.list(currentUser(request)),
  );

  app.post(
    '/savedsearches',
    { schema: { body: savedSearchBodySchema, response: { 201: made } } },
    async (request, reply) => {
      const id = await savedSearches.add(currentUser(request), request.body.name, request.body.filters);
      return reply.code(201).send({ success: true, message: said(savedSearchText, 'saved'), id });
    },
  );

  app.put(
    '/savedsearches/:id',
    { schema: { params: searchParams, body: savedSearchBodySchema, response: { 200: done } } },
    async (request) => {
      await savedSearches.change(currentUser(request), request.params.id, request.body.name, request.body.filters);
      return { success: true, message: said(savedSearchText, 'changed') };
    },
  );

  app.delete('/savedsearches/:id', { schema: { params: searchParams, response: { 200: done } } }, async (request) => {
    await savedSearches.remove(currentUser(request), request.params.id);
    return { success: true, message: said(savedSearchText, 'deleted') };
  });

  app.post(
    '/savedsearches/:id/seen',
    { schema: { params: searchParams, response: { 200: done } } },
    async (request) => {
      await savedSearches.seen(currentUser(request), request.params.id);
      return { success: true, message: '' };
    },
  );

  app.get(
    '/profilecx/:id/preferences',
    { schema: { params: profileIdParams, response: { 200: preferencesSchema } } },
    (request) => savedSearches.preferences(currentUser(request), request.params.id),
  );

  app.put(
    '/profilecx/:id/preferences',
    { schema: { params: profileIdParams, body: preferencesBodySchema, response: { 200: made } } },
    async (request) => {
      const id = await savedSearches.setPreferences(currentUser(request), request.params.id, request.body);
      return { success: true, message: said(savedSearchText, 'preferencesSaved'), id };
    },
  );
};
