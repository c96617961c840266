import { z } from 'zod';

import {
  adminListItemSchema,
  adminListQuerySchema,
  adminOverviewSchema,
  adminProfileFormSchema,
  adminProfileSchema,
  profileLimitSchema,
} from '@vivaha/shared/admin';
import { doneSchema as done, savedSchema as saved } from '@vivaha/shared/answers';
import { profileCreationSchema } from '@vivaha/shared/privacy';
import { pagedSchema } from '@vivaha/shared/profile';

import { said } from '#src/lib/messages.ts';
import { profileIdParams, recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import { adminText, type AdminService } from './admin.service.ts';

const accountParams = z.object({ userId: recordId('account id') });

interface Options {
  admin: AdminService;
  auth: AuthHooks;
  /** The site's address, for the links in the owners' mails. */
  siteUrl: string;
}

/** The admin calls (spec section 7), under /api/admin; every one needs the admin role. */
export const adminRoutes: ApiPlugin<Options> = async (app, { admin, auth, siteUrl }) => {
  app.addHook('preHandler', auth.requireAdmin);

  // Not in the spec: the team's overview (the queues and the last weeks).
  app.get('/overview', { schema: { response: { 200: adminOverviewSchema } } }, async () => admin.overview());

  app.get(
    '/profile',
    { schema: { querystring: adminListQuerySchema, response: { 200: pagedSchema(adminListItemSchema) } } },
    async (request) => admin.list(request.query),
  );

  app.get(
    '/profile/:id',
    { schema: { params: profileIdParams, response: { 200: adminProfileSchema } } },
    async (request) => admin.get(request.params.id, currentUser(request).id),
  );

  app.post(
    '/profile',
    { schema: { body: adminProfileFormSchema, response: { 201: saved } } },
    async (request, reply) => {
      const profileId = await admin.create(currentUser(request), request.body);
      return reply.code(201).send({ success: true, message: said(adminText, 'saved'), profileId });
    },
  );

  app.put(
    '/profile/:id',
    {
      schema: {
        params: profileIdParams,
        body: adminProfileFormSchema,
        response: { 200: saved },
      },
    },
    async (request) => {
      await admin.update(currentUser(request), request.params.id, request.body);
      return { success: true, message: said(adminText, 'saved'), profileId: request.params.id };
    },
  );

  app.delete('/profile/:id', { schema: { params: profileIdParams, response: { 200: done } } }, async (request) => {
    await admin.delete(currentUser(request), request.params.id);
    return { success: true, message: said(adminText, 'deleted') };
  });

  app.delete(
    '/images/:imageId',
    {
      schema: {
        params: z.object({ imageId: recordId('image id') }),
        querystring: z.object({ profileid: recordId('profile id') }),
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.deleteImage(currentUser(request), request.params.imageId, request.query.profileid);
      return { success: true, message: said(adminText, 'imageDeleted') };
    },
  );

  app.put(
    '/publish/:profileId',
    {
      schema: {
        params: z.object({ profileId: recordId('profile id') }),
        querystring: z.object({ ownerid: recordId('owner id') }),
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.publish(currentUser(request), request.params.profileId, request.query.ownerid, {
        siteUrl,
        log: request.log,
      });
      return { success: true, message: said(adminText, 'published') };
    },
  );

  app.delete(
    '/profile/:id/pending',
    { schema: { params: profileIdParams, response: { 200: done } } },
    async (request) => {
      await admin.discardPending(currentUser(request), request.params.id);
      return { success: true, message: said(adminText, 'discarded') };
    },
  );

  app.put(
    '/users/:userId/creation',
    {
      schema: {
        params: accountParams,
        body: profileCreationSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      const message = await admin.setCreation(currentUser(request), request.params.userId, request.body.allowed);
      return { success: true, message };
    },
  );

  app.put(
    '/users/:userId/limit',
    {
      schema: {
        params: accountParams,
        body: profileLimitSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.setLimit(currentUser(request), request.params.userId, request.body.profileLimit);
      return { success: true, message: said(adminText, 'limitSet') };
    },
  );
};
