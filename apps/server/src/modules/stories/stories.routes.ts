import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import { publicStoryListSchema, storyBodySchema, storyListSchema } from '@vivaha/shared/stories';

import { said } from '#src/lib/messages.ts';
import { privateAnswers } from '#src/lib/private-answers.ts';
import { recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import { storyText, type StoriesService } from './stories.service.ts';

const storyParams = z.object({ id: recordId('story id') });
const made = done.extend({ id: z.number() });

/** GET /api/pp/stories: the homepage's success stories, for anyone. */
export const storyRoutes: ApiPlugin<{ stories: StoriesService }> = async (app, { stories }) => {
  app.get('/pp/stories', { schema: { response: { 200: publicStoryListSchema } } }, async (_request, reply) => {
    // The same for everyone, but never kept: a story a family withdraws leaves every page at once.
    reply.header('cache-control', 'no-cache');
    return stories.homepage();
  });
};

/** GET/POST /api/admin/stories, PUT/DELETE /api/admin/stories/{id}: the team's, under /api/admin. */
export const adminStoryRoutes: ApiPlugin<{ stories: StoriesService; auth: AuthHooks }> = async (
  app,
  { stories, auth },
) => {
  app.addHook('preHandler', auth.requireAdmin);
  app.addHook('onSend', privateAnswers);

  app.get('/stories', { schema: { response: { 200: storyListSchema } } }, () => stories.list());

  app.post('/stories', { schema: { body: storyBodySchema, response: { 201: made } } }, async (request, reply) => {
    const id = await stories.add(currentUser(request), request.body);
    const message = said(storyText, request.body.published ? 'published' : 'saved');
    return reply.code(201).send({ success: true, message, id });
  });

  app.put(
    '/stories/:id',
    { schema: { params: storyParams, body: storyBodySchema, response: { 200: done } } },
    async (request) => {
      await stories.change(currentUser(request), request.params.id, request.body);
      return { success: true, message: said(storyText, request.body.published ? 'published' : 'saved') };
    },
  );

  app.delete('/stories/:id', { schema: { params: storyParams, response: { 200: done } } }, async (request) => {
    await stories.remove(currentUser(request), request.params.id);
    return { success: true, message: said(storyText, 'deleted') };
  });
};
