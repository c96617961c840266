import { doneSchema as done } from '@vivaha/shared/answers';
import { matchSystemAnswerSchema, matchSystemBodySchema, matchSystemQuerySchema } from '@vivaha/shared/match-system';

import { requestLanguage } from '#src/lib/language.ts';
import { said } from '#src/lib/messages.ts';
import { privateAnswers } from '#src/lib/private-answers.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';

import { matchSystemText, type MatchSystems } from './match-system.service.ts';

/**
 * GET /api/matchsystem?profile={own profile}: the rule set that profile's horoscope matches open
 * on. PUT /api/matchsystem: the member chose one; it is kept for them. Members only, under /api.
 */
export const matchSystemRoutes: ApiPlugin<{ systems: MatchSystems; auth: AuthHooks }> = async (
  app,
  { systems, auth },
) => {
  app.addHook('preHandler', auth.requireUser);
  app.addHook('onSend', privateAnswers);

  app.get(
    '/matchsystem',
    { schema: { querystring: matchSystemQuerySchema, response: { 200: matchSystemAnswerSchema } } },
    (request) => systems.openingFor(currentUser(request).id, request.query.profile, requestLanguage(request)),
  );

  app.put('/matchsystem', { schema: { body: matchSystemBodySchema, response: { 200: done } } }, async (request) => {
    await systems.choose(currentUser(request).id, request.body.system);
    return { success: true, message: said(matchSystemText, 'saved') };
  });
};
