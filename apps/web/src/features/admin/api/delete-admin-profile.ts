import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { adminProfileQueryOptions } from './get-admin-profile';
import { adminListsKey } from './list-admin-profiles';

/** DELETE /api/admin/profile/{id} */
export const deleteAdminProfile = (id: number) => api(`admin/profile/${id}`, doneSchema, { method: 'DELETE' });

export function useDeleteAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProfile,
    onSuccess: (_answer, id) => {
      // The profile is gone: mark it stale without asking for it again while its view is still open.
      void queryClient.invalidateQueries({ queryKey: adminProfileQueryOptions(id).queryKey, refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: adminListsKey });
    },
  });
}
