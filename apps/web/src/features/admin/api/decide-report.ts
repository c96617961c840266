import { doneSchema } from '@vivaha/shared/answers';
import type { ReportAction } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { adminKey } from './list-admin-profiles';
import { adminReportsKey } from './list-admin-reports';

export interface ReportDecisionCall {
  reportId: number;
  action: ReportAction;
  /** Mailed to the owner; needed for hide and block. */
  reason?: string;
}

/** PUT /api/admin/reports/{reportId}: decides every open report on that report's profile. */
export const decideReport = ({ reportId, action, reason }: ReportDecisionCall) =>
  api(`admin/reports/${reportId}`, doneSchema, {
    method: 'PUT',
    body: reason === undefined ? { action } : { action, reason },
  });

// The queue changes, and so may the profile's status, its listing row and its owner.
export const useDecideReport = () => useRefreshingMutation(decideReport, [adminReportsKey, adminKey]);
