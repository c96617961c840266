import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/http';

/**
 * POST /api/blocks/{profileId}: blocks the member who owns that profile (already blocked is fine).
 * The answer's schema loads with the call: Block is offered on a public profile, whose first
 * download then carries no zod.
 */
export const blockMember = (profileId: number) =>
  api(
    `blocks/${profileId}`,
    import('@vivaha/shared/answers').then((answers) => answers.doneSchema),
    { method: 'POST' },
  );

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
