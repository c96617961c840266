import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestAnswerSchema } from '@vivaha/shared/requests';

import { api } from '@/lib/http';

import { profileViewersKey } from './list-viewers';

/** POST /api/pp/withdraw/{requestId}: the approval behind a viewer ends; the reason is optional. */
export const withdrawApproval = ({ requestId, reason }: { requestId: number; reason?: string }) =>
  api(`pp/withdraw/${requestId}`, requestAnswerSchema, { method: 'POST', body: reason ? { reason } : {} });

export function useWithdrawApproval(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApproval,
    // Refresh after a failure too: a 409 means the approval changed elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileViewersKey(profileId) }),
  });
}
