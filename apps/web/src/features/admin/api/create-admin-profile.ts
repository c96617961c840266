import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminProfileForm } from '@vivaha/shared/admin';
import { savedSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { adminListsKey } from './list-admin-profiles';

/** POST /api/admin/profile: the parsed admin form; an empty ownerEmail makes the admin its owner. */
export const createAdminProfile = (body: AdminProfileForm) =>
  api('admin/profile', savedSchema, { method: 'POST', body });

export function useCreateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminProfile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminListsKey });
    },
  });
}
