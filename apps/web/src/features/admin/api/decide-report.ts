import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';
import type { ReportAction } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';

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

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    // The queue changes, and so may the profile's status, its listing row and its owner.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReportsKey }),
        queryClient.invalidateQueries({ queryKey: adminKey }),
      ]),
  });
}
