import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import { nicAnswerSchema, nicBodySchema, phoneConfirmSchema, profileChecksSchema } from '@vivaha/shared/verification';

import { requestLanguage } from '#src/lib/language.ts';
import { recordId } from '#src/lib/request-parts.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/auth.ts';

import type { VerificationService } from './verification.service.ts';

const idParams = z.object({ id: recordId('id') });

/** An owner's checks of a profile (README, Verification), under /api. */
export const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService; auth: AuthHooks }> = async (
  app,
  { verification, auth },
) => {
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
};
