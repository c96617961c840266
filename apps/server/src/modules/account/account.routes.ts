import { z } from 'zod';

import { deleteAccountRequestSchema, exportRequestSchema, identityAnswerSchema } from '@vivaha/shared/identity';
import { pathIn } from '@vivaha/shared/languages';
import { paths } from '@vivaha/shared/routes';

import { HttpError, unauthorized } from '#src/lib/http-errors.ts';
import { requestLanguage } from '#src/lib/language.ts';
import { said } from '#src/lib/messages.ts';
import type { ApiPlugin, ApiTypeProvider } from '#src/lib/type-provider.ts';
import { currentUser, identityText, type AuthHooks } from '#src/modules/identity/index.ts';

import { EXPORT_DATA_FILE } from './account.exports.ts';
import { accountText, type AccountService } from './account.service.ts';

interface Options {
  account: AccountService;
  auth: AuthHooks;
}

const answer = { 200: identityAnswerSchema };
const ok = (key: keyof typeof accountText) => ({ returnCode: 1, returnText: said(accountText, key) });

/** The member's rights over their own data, under /identity: a copy of it, and deleting the account. */
export const accountRoutes: ApiPlugin<Options> = async (app, { account, auth }) => {
  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ApiTypeProvider>();
    member.addHook('preHandler', auth.requireUser);

    member.post('/export', { schema: { body: exportRequestSchema, response: answer } }, async (request) => {
      await account.requestExport(currentUser(request), request.body.password, requestLanguage(request));
      return ok('exportAsked');
    });

    member.post(
      '/deleteaccount',
      { schema: { body: deleteAccountRequestSchema, response: answer } },
      async (request) => {
        await account.deleteAccount(currentUser(request), request.body.password, requestLanguage(request), request.log);
        return ok('deleted');
      },
    );
  });

  // The mailed link: opened in a browser, it carries the session's cookie rather than a token. A
  // browser that is not signed in, or whose link no longer works, is taken to My Data, which says so.
  app.get(
    '/export/:token',
    { schema: { params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const browser = /text\/html/.test(request.headers.accept ?? '');
      const myData = (query: string) => pathIn(requestLanguage(request), `${paths.myData}?${query}`);
      const user = await auth.browserUser(request);
      if (!user) {
        if (browser) return reply.redirect(myData(`download=${encodeURIComponent(request.params.token)}`), 303);
        throw unauthorized(said(identityText, 'logInFirst'));
      }
      try {
        const { stream } = await account.download(request.params.token, user);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${EXPORT_DATA_FILE.replace('.json', '.zip')}"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      } catch (error) {
        if (browser && error instanceof HttpError && error.statusCode === 404) {
          return reply.redirect(myData('export=gone'), 303);
        }
        throw error;
      }
    },
  );
};
