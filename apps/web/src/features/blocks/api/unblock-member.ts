import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

/** DELETE /api/blocks/{profileId}: the profile the block was made from, as the list gives it. */
export const unblockMember = (profileId: number) => api(`blocks/${profileId}`, doneSchema, { method: 'DELETE' });

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    // Both members' profiles show to each other again, wherever they are listed. Refreshed after
    // a failure too: a 404 means the block was already gone.
    onSettled: () => void queryClient.invalidateQueries(),
  });
}
