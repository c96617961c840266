import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { deleteAccountRequestSchema, identityAnswerSchema } from '@vivaha/shared/identity';

import { requestLanguage } from '#src/lib/language.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/auth.ts';

import { accountText, type AccountService } from './account.service.ts';

interface Options {
  account: AccountService;
  auth: AuthHooks;
}

/** The member's own data, under /identity: deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, { account, auth }) => {
  app.addHook('preHandler', auth.requireUser);

  app.post(
    '/deleteaccount',
    { schema: { body: deleteAccountRequestSchema, response: { 200: identityAnswerSchema } } },
    async (request) => {
      await account.deleteAccount(currentUser(request), request.body.password, requestLanguage(request), request.log);
      return { returnCode: 1, returnText: accountText.deleted };
    },
  );
};
