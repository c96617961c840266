import { useMutation, useQueryClient } from '@tanstack/react-query';

import { savedSchema } from '@vivaha/shared/answers';
import type { ProfileForm } from '@vivaha/shared/profile';

import { api } from '@/lib/http';

import { profileListsKey } from './list-profiles';

/** POST /api/profilecx: the parsed form, with astro_birthdaytime joined from dob and time. */
export const createProfile = (body: ProfileForm) => api('profilecx', savedSchema, { method: 'POST', body });

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileListsKey });
    },
  });
}
