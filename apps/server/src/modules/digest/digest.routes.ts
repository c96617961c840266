import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import { asLanguage } from '@vivaha/shared/languages';
import { digestFrequencySchema } from '@vivaha/shared/lists';

import { httpError } from '#src/lib/http-errors.ts';
import { linkAnswerPage } from '#src/lib/link-page.ts';
import { said, sayIn } from '#src/lib/messages.ts';
import type { ApiPlugin, ApiTypeProvider } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import { digestText, type Digests } from './digest.service.ts';

/** Whatever a mail program or a browser sends: a bad link gets the "not valid" answer, never a raw error. */
const loose = z.string().catch('');
const tokenQuery = z.object({ token: loose, lang: loose });

/**
 * GET/PUT /api/digest: how often the member gets new-match mails. GET/POST /api/unsubscribe?token=:
 * turns them off without signing in (the mail's link, and the List-Unsubscribe one-click POST).
 */
export const digestRoutes: ApiPlugin<{ digests: Digests; auth: AuthHooks; siteName: string }> = async (
  app,
  { digests, auth, siteName },
) => {
  app.get(
    '/digest',
    { schema: { response: { 200: digestFrequencySchema } }, preHandler: auth.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { frequency: (await digests.frequency(currentUser(request).id)) ?? 'weekly' };
    },
  );

  app.put(
    '/digest',
    { schema: { body: digestFrequencySchema, response: { 200: done } }, preHandler: auth.requireUser },
    async (request) => {
      await digests.setFrequency(currentUser(request).id, request.body.frequency);
      return { success: true, message: said(digestText, 'saved') };
    },
  );

  // The link in the mail, opened in a browser: a short page in the mail's language.
  app.get('/unsubscribe', { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const language = asLanguage(request.query.lang);
    const ok = await digests.unsubscribe(request.query.token);
    const words = sayIn(language)(said(digestText, ok ? 'unsubscribed' : 'badToken'));
    return reply
      .code(ok ? 200 : 400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(linkAnswerPage(language, siteName, words));
  });

  // RFC 8058's one-click POST from a mail program: "List-Unsubscribe=One-Click" as a form body,
  // the token in the address. The body says nothing else, so it is not read.
  app.register(async (oneClick) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, parsed) =>
        parsed(null, {}),
      );
    }
    oneClick
      .withTypeProvider<ApiTypeProvider>()
      .post('/unsubscribe', { schema: { querystring: tokenQuery, response: { 200: done } } }, async (request) => {
        if (!(await digests.unsubscribe(request.query.token))) {
          const bad = said(digestText, 'badToken');
          throw httpError(400, bad, { token: bad });
        }
        return { success: true, message: said(digestText, 'unsubscribed') };
      });
  });
};
