import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { adminProfileQueryOptions } from './get-admin-profile';
import { adminListsKey } from './list-admin-profiles';

/** DELETE /api/admin/profile/{id}/pending: drops the owner's waiting edit; the published version stays. */
export const discardPendingChanges = (id: number) =>
  api(`admin/profile/${id}/pending`, doneSchema, { method: 'DELETE' });

export function useDiscardPendingChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardPendingChanges,
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: adminListsKey });
      return queryClient.invalidateQueries({ queryKey: adminProfileQueryOptions(id).queryKey });
    },
  });
}
