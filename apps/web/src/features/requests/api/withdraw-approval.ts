import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestAnswerSchema } from '@vivaha/shared/requests';

import { api } from '@/lib/http';

import { myApprovalsKey } from './list-my-approvals';

/** What the owner sends to take back an approval (the shared withdrawSchema, as the client builds it). */
export interface Withdrawal {
  id: number;
  reason?: string;
}

/** POST /api/pp/withdraw: an approved request becomes rejected; the reason is optional. */
export const withdrawApproval = ({ id, reason }: Withdrawal) =>
  api('pp/withdraw', requestAnswerSchema, { method: 'POST', body: reason ? { id, reason } : { id } });

export function useWithdrawApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApproval,
    // Refresh after a failure too: a 409 means the row changed elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApprovalsKey }),
  });
}
