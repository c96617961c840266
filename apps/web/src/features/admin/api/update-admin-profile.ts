import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminProfileForm } from '@vivaha/shared/admin';
import { savedSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { adminProfileQueryOptions } from './get-admin-profile';
import { adminListsKey } from './list-admin-profiles';

/** PUT /api/admin/profile/{id}: the same body as create. */
export const updateAdminProfile = ({ id, body }: { id: number; body: AdminProfileForm }) =>
  api(`admin/profile/${id}`, savedSchema, { method: 'PUT', body });

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: (_answer, { id }) => {
      // Not awaited: the form leaves for the detail view at once, which then loads fresh.
      void queryClient.invalidateQueries({ queryKey: adminListsKey });
      void queryClient.invalidateQueries({ queryKey: adminProfileQueryOptions(id).queryKey });
    },
  });
}
