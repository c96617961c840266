import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

/** POST /api/blocks/{profileId}: blocks the member who owns that profile (already blocked is fine). */
export const blockMember = (profileId: number) => api(`blocks/${profileId}`, doneSchema, { method: 'POST' });

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    // A block changes every list and profile between the two members (cards, views, requests,
    // approvals, who saw what): the screens on show refresh, the rest when next used. Not awaited,
    // so a screen may leave at once.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
