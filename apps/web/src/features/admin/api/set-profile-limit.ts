import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { adminDetailsKey } from './get-admin-profile';

/** PUT /api/admin/users/{userId}/limit: how many profiles an account may keep (0 to 50). */
export const setProfileLimit = ({ userId, profileLimit }: { userId: number; profileLimit: number }) =>
  api(`admin/users/${userId}/limit`, doneSchema, { method: 'PUT', body: { profileLimit } });

export function useSetProfileLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileLimit,
    // Every open profile of that account shows the owner's limit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDetailsKey }),
  });
}
