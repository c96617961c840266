import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import {
  hiddenQuerySchema,
  listIdsSchema,
  listPageSchema,
  shortlistQuerySchema,
  shortlistSaveSchema,
} from '@vivaha/shared/lists';

import { requestLanguage } from '#src/lib/language.ts';
import { said } from '#src/lib/messages.ts';
import { privateAnswers } from '#src/lib/private-answers.ts';
import { recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import { listText, type ListsService } from './lists.service.ts';

const params = z.object({ profileId: recordId('profile id') });

/**
 * The member's shortlist (GET/POST/DELETE /api/shortlist[/{profileId}]) and the profiles they
 * marked "Not interested" (GET /api/hidden, POST/DELETE /api/hidden/{profileId}). Under /api.
 */
export const listRoutes: ApiPlugin<{ lists: ListsService; auth: AuthHooks }> = async (app, { lists, auth }) => {
  app.addHook('preHandler', auth.requireUser);
  app.addHook('onSend', privateAnswers);

  app.get(
    '/shortlist',
    { schema: { querystring: shortlistQuerySchema, response: { 200: listPageSchema } } },
    (request) => lists.shortlist(currentUser(request), request.query, requestLanguage(request)),
  );

  app.get('/shortlist/ids', { schema: { response: { 200: listIdsSchema } } }, async (request) => ({
    profileIds: await lists.savedIds(currentUser(request).id),
  }));

  app.post(
    '/shortlist/:profileId',
    { schema: { params, body: shortlistSaveSchema, response: { 200: done } } },
    async (request) => {
      await lists.save(currentUser(request).id, request.params.profileId, request.body.forProfileId);
      return { success: true, message: said(listText, 'saved') };
    },
  );

  app.delete('/shortlist/:profileId', { schema: { params, response: { 200: done } } }, async (request) => {
    await lists.unsave(currentUser(request).id, request.params.profileId);
    return { success: true, message: said(listText, 'unsaved') };
  });

  app.get('/hidden', { schema: { querystring: hiddenQuerySchema, response: { 200: listPageSchema } } }, (request) =>
    lists.hidden(currentUser(request), request.query, requestLanguage(request)),
  );

  app.get('/hidden/ids', { schema: { response: { 200: listIdsSchema } } }, async (request) => ({
    profileIds: await lists.hiddenIds(currentUser(request).id),
  }));

  app.post('/hidden/:profileId', { schema: { params, response: { 200: done } } }, async (request) => {
    await lists.hide(currentUser(request).id, request.params.profileId);
    return { success: true, message: said(listText, 'hidden') };
  });

  app.delete('/hidden/:profileId', { schema: { params, response: { 200: done } } }, async (request) => {
    await lists.unhide(currentUser(request).id, request.params.profileId);
    return { success: true, message: said(listText, 'unhidden') };
  });
};
