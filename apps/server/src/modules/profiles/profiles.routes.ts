import { z } from 'zod';

import { doneSchema as done, profileSavedSchema as profileSaved, savedSchema as saved } from '@vivaha/shared/answers';
import {
  viewerListQuerySchema,
  viewerListSchema,
  visibilityFields,
  visibilityUpdateSchema,
} from '@vivaha/shared/privacy';
import {
  ownerProfileSchema,
  pagedSchema,
  profileFormSchema,
  profileImageSchema,
  ownProfileListItemSchema,
  profileListQuerySchema,
} from '@vivaha/shared/profile';
import { profileDraftAnswerSchema, profileDraftSchema } from '@vivaha/shared/profile-draft';

import { said } from '#src/lib/messages.ts';
import type { RateLimiter } from '#src/lib/rate-limit.ts';
import { parseBody, recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';
import { acceptPhotos, readPhoto, photoUploadLimit } from '#src/modules/media/index.ts';

import { profileText, type ProfilesService } from './profiles.service.ts';

const draftSaved = z.object({ success: z.literal(true), updatedAt: z.string() });
/** Every field at its longest, with room to spare: a body past this is not a draft. */
const DRAFT_BODY_LIMIT = 64 * 1024;

const idParams = z.object({ id: recordId('id') });
const imageParams = idParams.extend({ imageId: recordId('id') });

const choiceFields: ReadonlySet<string> = new Set(Object.values(visibilityFields));

/** A body that names at least one choice of who may see, and nothing else. */
const onlyVisibility = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length > 0 &&
  Object.keys(body).every((key) => choiceFields.has(key));

/** The member's own profiles and photos (spec section 7, Member profile calls), under /api. */
export const profileRoutes: ApiPlugin<{
  profiles: ProfilesService;
  auth: AuthHooks;
  limiter: RateLimiter;
}> = async (app, { profiles, auth, limiter }) => {
  await acceptPhotos(app);
  app.addHook('preHandler', auth.requireUser);

  app.get(
    '/profilecx',
    { schema: { querystring: profileListQuerySchema, response: { 200: pagedSchema(ownProfileListItemSchema) } } },
    async (request) => {
      const { searchtext, page, pageSize } = request.query;
      return profiles.list(currentUser(request).id, searchtext, page, pageSize);
    },
  );

  app.get('/profilecx/:id', { schema: { params: idParams, response: { 200: ownerProfileSchema } } }, async (request) =>
    profiles.get(request.params.id, currentUser(request).id),
  );

  // The guided form's draft of a new profile: one per member, gone once the profile is created.
  app.get('/profilecx/draft', { schema: { response: { 200: profileDraftAnswerSchema } } }, async (request) =>
    profiles.draft(currentUser(request).id),
  );

  app.put(
    '/profilecx/draft',
    { bodyLimit: DRAFT_BODY_LIMIT, schema: { body: profileDraftSchema, response: { 200: draftSaved } } },
    async (request) => ({
      success: true as const,
      updatedAt: await profiles.saveDraft(currentUser(request).id, request.body),
    }),
  );

  app.delete('/profilecx/draft', { schema: { response: { 200: done } } }, async (request) => {
    await profiles.clearDraft(currentUser(request).id);
    return { success: true, message: said(profileText, 'draftCleared') };
  });

  app.get(
    '/profilecx/:id/viewers',
    { schema: { params: idParams, querystring: viewerListQuerySchema, response: { 200: viewerListSchema } } },
    async (request) => {
      const { page, pageSize } = request.query;
      return profiles.viewers(request.params.id, currentUser(request).id, page, pageSize);
    },
  );

  app.post('/profilecx', { schema: { body: profileFormSchema, response: { 201: saved } } }, async (request, reply) => {
    const profileId = await profiles.create(currentUser(request).id, request.body);
    return reply.code(201).send({ success: true, message: said(profileText, 'created'), profileId });
  });

  // The whole form, or only the choices of who may see each protected section.
  app.put(
    '/profilecx/:id',
    {
      schema: {
        params: idParams,
        body: z.unknown(),
        response: { 200: profileSaved },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (onlyVisibility(request.body)) {
        await profiles.setVisibility(id, currentUser(request).id, parseBody(visibilityUpdateSchema, request.body));
        return { success: true, message: said(profileText, 'visibilitySaved'), profileId: id, pendingReview: false };
      }
      const form = parseBody(profileFormSchema, request.body);
      const outcome = await profiles.update(id, currentUser(request).id, form);
      const pendingReview = outcome === 'pending';
      const message = pendingReview ? said(profileText, 'updatedForReview') : said(profileText, 'updated');
      return { success: true, message, profileId: id, pendingReview };
    },
  );

  app.delete('/profilecx/:id', { schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await profiles.delete(request.params.id, currentUser(request).id);
    return { success: true, message: said(profileText, 'deleted') };
  });

  app.post(
    '/profilecx/:id/images',
    { schema: { params: idParams, response: { 201: profileImageSchema } } },
    async (request, reply) => {
      const upload = await readPhoto(request);
      // Every upload counts, refused or not: decoding is the costly part, and it comes next.
      await limiter.consumeRolling(photoUploadLimit(currentUser(request).id));
      const image = await profiles.addPhoto(request.params.id, currentUser(request).id, upload);
      return reply.code(201).send(image);
    },
  );

  app.delete(
    '/profilecx/:id/images/:imageId',
    { schema: { params: imageParams, response: { 200: done } } },
    async (request) => {
      await profiles.deletePhoto(request.params.id, currentUser(request).id, request.params.imageId);
      return { success: true, message: said(profileText, 'photoDeleted') };
    },
  );

  app.put(
    '/profilecx/:id/images/:imageId/main',
    { schema: { params: imageParams, response: { 200: done } } },
    async (request) => {
      await profiles.setMainPhoto(request.params.id, currentUser(request).id, request.params.imageId);
      return { success: true, message: said(profileText, 'photoMain') };
    },
  );
};
