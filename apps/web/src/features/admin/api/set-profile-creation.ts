import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { adminDetailsKey } from './get-admin-profile';
import { adminReportsKey } from './list-admin-reports';

/** PUT /api/admin/users/{userId}/creation: lets an account create profiles again, or stops it. */
export const setProfileCreation = ({ userId, allowed }: { userId: number; allowed: boolean }) =>
  api(`admin/users/${userId}/creation`, doneSchema, { method: 'PUT', body: { allowed } });

export function useSetProfileCreation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileCreation,
    // Every open profile of that account, and the queue, show whether the owner may create profiles.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDetailsKey }),
        queryClient.invalidateQueries({ queryKey: adminReportsKey }),
      ]),
  });
}
