import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  decisionSchema,
  permissionListSchema,
  permissionRequestSchema,
  requestAnswerSchema,
  requestListQuerySchema,
  withdrawSchema,
} from '@vivaha/shared/requests';

import { recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { requireBotCheck, type BotCheck } from '#src/modules/botcheck/index.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import type { RequestsService } from './requests.service.ts';

interface Options {
  requests: RequestsService;
  auth: AuthHooks;
  botCheck: BotCheck;
  /** The configured site address for links in mails (never the request's Host). */
  siteUrl: string;
}

/** Access requests (spec section 7): ask, list both sides, approve or reject, withdraw an approval. Under /api. */
export const requestRoutes: ApiPlugin<Options> = async (app, { requests, auth, botCheck, siteUrl }) => {
  app.addHook('preHandler', auth.requireUser);
  const context = (request: FastifyRequest) => ({
    siteUrl,
    log: request.log,
  });

  app.post(
    '/pp/requestpermision',
    {
      schema: { body: permissionRequestSchema, response: { 200: requestAnswerSchema } },
      preHandler: requireBotCheck(botCheck),
    },
    async (request) => {
      const message = await requests.request(currentUser(request).id, request.body, context(request));
      return { success: true, message };
    },
  );

  app.get(
    '/pp/myrequests',
    { schema: { querystring: requestListQuerySchema, response: { 200: permissionListSchema } } },
    async (request) => requests.made(currentUser(request).id, request.query),
  );

  app.get(
    '/pp/myapprovals',
    { schema: { querystring: requestListQuerySchema, response: { 200: permissionListSchema } } },
    async (request) => requests.received(currentUser(request).id, request.query),
  );

  app.post(
    '/pp/approveOrReject',
    { schema: { body: decisionSchema, response: { 200: requestAnswerSchema } } },
    async (request) => {
      const { id, isApproved, reason, shareBack } = request.body;
      const message = await requests.decide(
        currentUser(request).id,
        id,
        { decision: isApproved, reason, shareBack },
        context(request),
      );
      return { success: true, message };
    },
  );

  app.post(
    '/pp/withdraw',
    { schema: { body: withdrawSchema, response: { 200: requestAnswerSchema } } },
    async (request) => {
      const { id, reason } = request.body;
      const message = await requests.withdraw(currentUser(request).id, id, reason, context(request));
      return { success: true, message };
    },
  );

  // The same, with the request named in the path (the body's reason is optional, the body too).
  app.post(
    '/pp/withdraw/:requestId',
    {
      schema: {
        params: z.object({ requestId: recordId('request id') }),
        body: withdrawSchema.pick({ reason: true }).nullish(),
        response: { 200: requestAnswerSchema },
      },
    },
    async (request) => {
      const { requestId } = request.params;
      const reason = request.body?.reason;
      const message = await requests.withdraw(currentUser(request).id, requestId, reason, context(request));
      return { success: true, message };
    },
  );
};
