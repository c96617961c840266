import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import {
  conversationListSchema,
  guardianSchema,
  messageMailsSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  newMessageSchema,
  startConversationSchema,
} from '@vivaha/shared/conversations';
import { asLanguage } from '@vivaha/shared/languages';
import { reportSchema } from '@vivaha/shared/privacy';

import { requestLanguage } from '#src/lib/language.ts';
import { linkAnswerPage } from '#src/lib/link-page.ts';
import { said, sayIn, type Said } from '#src/lib/messages.ts';
import { privateAnswers } from '#src/lib/private-answers.ts';
import { profileIdParams, recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin, ApiTypeProvider } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import type { GuardianCopies } from './conversations.guardians.ts';
import { conversationText, type ConversationsService } from './conversations.service.ts';

interface Options {
  conversations: ConversationsService;
  guardians: Pick<GuardianCopies, 'confirm' | 'stop'>;
  auth: AuthHooks;
  siteUrl: string;
  siteName: string;
}

/** Whatever a mail program or a browser sends: a bad link gets the "not valid" answer, never a raw error. */
const loose = z.string().catch('');

/**
 * Messages between two families (README, Messages), under /api: start or find a conversation,
 * list them, read and write, report a message, and the mail's one-click stop.
 */
export const conversationRoutes: ApiPlugin<Options> = async (
  app,
  { conversations, guardians, auth, siteUrl, siteName },
) => {
  const context = (request: FastifyRequest) => ({ siteUrl, log: request.log, language: requestLanguage(request) });
  const conversationId = z.object({ id: recordId('conversation id') });

  // The links in mails, opened without signing in: a short page in the mail's language.
  const mailLink = (path: string, act: (token: string) => Promise<boolean>, done: Said, bad: Said) =>
    app.get(path, { schema: { querystring: z.object({ token: loose, lang: loose }) } }, async (request, reply) => {
      const language = asLanguage(request.query.lang);
      const ok = await act(request.query.token);
      return reply
        .code(ok ? 200 : 400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(linkAnswerPage(language, siteName, sayIn(language)(ok ? done : bad)));
    });
  mailLink(
    '/conversations/stopmails',
    (token) => conversations.stopMails(token),
    said(conversationText, 'mailsStopped'),
    said(conversationText, 'badToken'),
  );
  mailLink(
    '/conversations/guardian/confirm',
    (token) => guardians.confirm(token),
    said(conversationText, 'guardianConfirmed'),
    said(conversationText, 'guardianBadToken'),
  );
  mailLink(
    '/conversations/guardian/stop',
    (token) => guardians.stop(token),
    said(conversationText, 'guardianStopped'),
    said(conversationText, 'guardianBadToken'),
  );

  await app.register(async (plain) => {
    const members = plain.withTypeProvider<ApiTypeProvider>();
    members.addHook('preHandler', auth.requireUser);
    members.addHook('onSend', privateAnswers);

    members.post(
      '/conversations',
      { schema: { body: startConversationSchema, response: { 200: z.object({ id: z.number() }) } } },
      async (request) => conversations.start(currentUser(request).id, request.body),
    );

    members.get('/conversations', { schema: { response: { 200: conversationListSchema } } }, async (request) =>
      conversations.list(currentUser(request).id),
    );

    members.get(
      '/conversations/:id/messages',
      { schema: { params: conversationId, querystring: messagePageQuerySchema, response: { 200: messagePageSchema } } },
      async (request) =>
        conversations.messages(
          currentUser(request).id,
          request.params.id,
          request.query.before,
          requestLanguage(request),
        ),
    );

    members.post(
      '/conversations/:id/messages',
      { schema: { params: conversationId, body: newMessageSchema, response: { 201: messageSchema } } },
      async (request, reply) => {
        const message = await conversations.send(
          currentUser(request).id,
          request.params.id,
          request.body.text,
          context(request),
        );
        return reply.code(201).send(message);
      },
    );

    members.post(
      '/messages/:id/report',
      {
        schema: {
          params: z.object({ id: recordId('message id') }),
          body: reportSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        const { reason, text } = request.body;
        await conversations.report(currentUser(request), request.params.id, { reason, text }, context(request));
        return { success: true, message: said(conversationText, 'reported') };
      },
    );

    members.put(
      '/conversations/guardian/:id',
      { schema: { params: profileIdParams, body: guardianSchema, response: { 200: done } } },
      async (request) => ({
        success: true,
        message: await conversations.setGuardian(currentUser(request).id, request.params.id, request.body.email),
      }),
    );

    members.delete(
      '/conversations/guardian/:id',
      { schema: { params: profileIdParams, response: { 200: done } } },
      async (request) => ({
        success: true,
        message: await conversations.setGuardian(currentUser(request).id, request.params.id, null),
      }),
    );

    members.put(
      '/conversations/mails/:id',
      {
        schema: {
          params: profileIdParams,
          body: messageMailsSchema,
          response: { 200: done },
        },
      },
      async (request) => ({
        success: true,
        message: await conversations.setMails(currentUser(request).id, request.params.id, request.body.on),
      }),
    );
  });
};
