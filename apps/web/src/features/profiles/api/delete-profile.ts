import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { profileQueryOptions } from './get-profile';
import { profileListsKey } from './list-profiles';

/** DELETE /api/profilecx/{id} */
export const deleteProfile = (id: number) => api(`profilecx/${id}`, doneSchema, { method: 'DELETE' });

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: (_answer, id) => {
      // The profile is gone: mark it stale without asking for it again while its view is still open.
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey, refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: profileListsKey });
    },
  });
}
