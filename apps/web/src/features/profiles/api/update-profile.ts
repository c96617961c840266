import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileSavedSchema } from '@vivaha/shared/answers';
import type { ProfileForm } from '@vivaha/shared/profile';

import { api } from '@/lib/http';

import { profileQueryOptions } from './get-profile';
import { profileListsKey } from './list-profiles';

/** PUT /api/profilecx/{id}: the same body as create. */
export const updateProfile = ({ id, body }: { id: number; body: ProfileForm }) =>
  api(`profilecx/${id}`, profileSavedSchema, { method: 'PUT', body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_answer, { id }) => {
      // Not awaited: the form leaves for the list at once, which then loads fresh.
      void queryClient.invalidateQueries({ queryKey: profileListsKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey, refetchType: 'none' });
    },
  });
}
