import { z } from 'zod';

import { doneSchema as done } from '@vivaha/shared/answers';
import {
  adminReportsQuerySchema,
  reportDecisionSchema,
  reportGroupListSchema,
  reportSchema,
  reportsReviewedSchema,
} from '@vivaha/shared/privacy';

import { said } from '#src/lib/messages.ts';
import { profileIdParams, recordId } from '#src/lib/request-parts.ts';
import type { ApiPlugin } from '#src/lib/type-provider.ts';
import { requireBotCheck, type BotCheck } from '#src/modules/botcheck/index.ts';
import { currentUser, type AuthHooks } from '#src/modules/identity/index.ts';
import { anonymousKey, clientKey } from '#src/modules/public/index.ts';

import { reportText, type ReportsService } from './reports.service.ts';

interface Options {
  reports: ReportsService;
  auth: AuthHooks;
  botCheck: BotCheck;
  siteUrl: string;
  /** The secret visitors' address hashes are keyed with. */
  viewSecret: string;
  hiddenOwners: (userId: number) => Promise<Set<number>>;
}

/** Reporting a profile (anyone, behind the bot check), under /api. */
export const reportRoutes: ApiPlugin<Options> = async (
  app,
  { reports, auth, botCheck, siteUrl, viewSecret, hiddenOwners },
) => {
  app.post(
    '/pp/report/:id',
    {
      schema: { params: profileIdParams, body: reportSchema, response: { 200: done } },
      preHandler: [auth.optionalUser, requireBotCheck(botCheck)],
    },
    async (request) => {
      const { user } = request;
      await reports.report(
        request.params.id,
        {
          user,
          // An IPv6 visitor is one /64 network, as the public reads count it, so rotating
          // addresses inside it neither reports twice nor gets past the day's limit.
          anonymousKey: anonymousKey(clientKey(request.ip), viewSecret),
          hiddenOwners: user ? await hiddenOwners(user.id) : new Set(),
        },
        { reason: request.body.reason, text: request.body.text },
        { siteUrl, log: request.log },
      );
      return { success: true, message: said(reportText, 'thanks') };
    },
  );
};

/** The team's reports queue and decisions, under /api/admin. */
export const adminReportRoutes: ApiPlugin<Pick<Options, 'reports' | 'auth' | 'siteUrl'>> = async (
  app,
  { reports, auth, siteUrl },
) => {
  app.addHook('preHandler', auth.requireAdmin);

  app.get(
    '/reports',
    { schema: { querystring: adminReportsQuerySchema, response: { 200: reportGroupListSchema } } },
    async (request) => reports.queue(request.query.status, request.query.page, request.query.pageSize),
  );

  app.put(
    '/reports/:id',
    {
      schema: { params: z.object({ id: recordId('report id') }), body: reportDecisionSchema, response: { 200: done } },
    },
    async (request) => {
      const { action, reason } = request.body;
      const message = await reports.decide(currentUser(request), request.params.id, action, reason, {
        siteUrl,
        log: request.log,
      });
      return { success: true, message };
    },
  );

  // The team's mark "reviewed after reports": automatic holds stop for a while.
  app.put(
    '/profile/:id/reports-reviewed',
    { schema: { params: profileIdParams, response: { 200: reportsReviewedSchema } } },
    async (request) => {
      const until = await reports.markReviewed(currentUser(request), request.params.id);
      return { success: true, message: said(reportText, 'reviewed'), until };
    },
  );
};
