import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import { blockListQuerySchema, blockListSchema } from '@vivaha/shared/privacy';

import { said } from '#src/lib/messages.ts';
import { recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import { blockText, type BlocksService } from './blocks.service.ts';

const params = z.object({ profileId: recordId('profile id') });

/** A member's blocks: block the owner of a profile, unblock, list. Under /api. */
export const blockRoutes: ApiPlugin<{ blocks: BlocksService; auth: AuthHooks }> = async (app, { blocks, auth }) => {
  app.addHook('preHandler', auth.requireUser);

  app.get(
    '/blocks',
    { schema: { querystring: blockListQuerySchema, response: { 200: blockListSchema } } },
    async (request) => blocks.list(currentUser(request).id, request.query.page, request.query.pageSize),
  );

  app.post('/blocks/:profileId', { schema: { params, response: { 200: done } } }, async (request) => {
    await blocks.block(currentUser(request).id, request.params.profileId);
    return { success: true, message: said(blockText, 'blocked') };
  });

  app.delete('/blocks/:profileId', { schema: { params, response: { 200: done } } }, async (request) => {
    await blocks.unblock(currentUser(request).id, request.params.profileId);
    return { success: true, message: said(blockText, 'unblocked') };
  });
};
