import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestAnswerSchema } from '@vivaha/shared/requests';

import { api } from '@/lib/http';

import { myApprovalsKey } from './list-my-approvals';

/** The member's answer to a request (the shared decisionSchema, as the client builds it). */
export interface Decision {
  id: number;
  isApproved: 1 | 2;
  reason?: string;
  /** "Approve and share ours": the asking profile's details open to this family too. */
  shareBack?: boolean;
}

/**
 * POST /api/pp/approveOrReject: isApproved 1 approves, 2 rejects; a reason goes only with a
 * rejection, shareBack only with an approval.
 */
export const decideRequest = ({ id, isApproved, reason, shareBack }: Decision) =>
  api('pp/approveOrReject', requestAnswerSchema, {
    method: 'POST',
    body:
      isApproved === 2
        ? { id, isApproved, ...(reason ? { reason } : {}) }
        : { id, isApproved, ...(shareBack ? { shareBack } : {}) },
  });

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequest,
    // Refresh after a failure too: a 409 means someone already answered, so the row is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApprovalsKey }),
  });
}
