import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import {
  adminChecksSchema,
  nicAnswerSchema,
  nicBodySchema,
  phoneConfirmSchema,
  photoChecksWaitingSchema,
  photoDecisionSchema,
  poseAnswerSchema,
  profileChecksSchema,
} from '@vivaha/shared/verification';

import { notFound } from '#src/lib/http-errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { said } from '#src/lib/messages.ts';
import { recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { isAdmin } from '#src/modules/access/index.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';
import { acceptPhotos, photoMessages, readPhoto } from '#src/modules/media/index.ts';

import type { PhotoChecks } from './photo-checks.service.ts';
import type { VerificationService } from './verification.service.ts';

const idParams = z.object({ id: recordId('id') });

/** An owner's checks of a profile (README, Verification), under /api. */
export const verificationRoutes: ApiPlugin<{
  verification: VerificationService;
  photoChecks: PhotoChecks;
  auth: AuthHooks;
}> = async (app, { verification, photoChecks, auth }) => {
  await acceptPhotos(app);
  app.addHook('preHandler', auth.requireUser);

  app.get(
    '/profilecx/:id/checks',
    { schema: { params: idParams, response: { 200: profileChecksSchema } } },
    async (request) => verification.checks(request.params.id, currentUser(request).id),
  );

  app.post('/profilecx/:id/verify-phone', { schema: { params: idParams, response: { 200: done } } }, async (request) =>
    verification.sendPhoneCode(request.params.id, currentUser(request).id, requestLanguage(request)),
  );

  app.post(
    '/profilecx/:id/verify-phone/confirm',
    { schema: { params: idParams, body: phoneConfirmSchema, response: { 200: done } } },
    async (request) => verification.confirmPhone(request.params.id, currentUser(request).id, request.body.code),
  );

  app.put(
    '/profilecx/:id/nic',
    { schema: { params: idParams, body: nicBodySchema, response: { 200: nicAnswerSchema } } },
    async (request) => verification.checkNic(request.params.id, currentUser(request).id, request.body.nic),
  );

  app.post(
    '/profilecx/:id/photo-check',
    { schema: { params: idParams, response: { 200: poseAnswerSchema } } },
    async (request) => photoChecks.drawPose(request.params.id, currentUser(request).id),
  );

  app.put(
    '/profilecx/:id/photo-check/selfie',
    { schema: { params: idParams, response: { 200: done } } },
    async (request) => {
      const upload = await readPhoto(request);
      return photoChecks.sendSelfie(request.params.id, currentUser(request).id, upload);
    },
  );

  app.delete('/profilecx/:id/photo-check', { schema: { params: idParams, response: { 200: done } } }, async (request) =>
    photoChecks.withdraw(request.params.id, currentUser(request).id),
  );
};

/** The team's side of the checks (README, Verification), under /api/admin. */
export const adminCheckRoutes: ApiPlugin<{
  verification: VerificationService;
  photoChecks: PhotoChecks;
  auth: AuthHooks;
}> = async (app, { verification, photoChecks, auth }) => {
  // The selfie is read by the browser itself (an <img>), with the session's cookie: the team only.
  app.get('/photo-checks/:id/selfie', { schema: { params: idParams } }, async (request, reply) => {
    const who = await auth.browserUser(request);
    if (!isAdmin(who)) throw notFound(said(photoMessages, 'noSuchPhoto'));
    const content = await photoChecks.selfie(request.params.id);
    if (!content) throw notFound(said(photoMessages, 'noSuchPhoto'));
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(content);
  });

  const team = { preHandler: auth.requireAdmin };
  app.get('/photo-checks', { ...team, schema: { response: { 200: photoChecksWaitingSchema } } }, async () =>
    photoChecks.waiting(),
  );

  app.get(
    '/profile/:id/checks',
    { ...team, schema: { params: idParams, response: { 200: adminChecksSchema } } },
    async (request) => verification.teamChecks(request.params.id),
  );

  app.post(
    '/photo-checks/:id',
    { ...team, schema: { params: idParams, body: photoDecisionSchema, response: { 200: done } } },
    async (request) => photoChecks.decide(currentUser(request), request.params.id, request.body),
  );
};
