import { profileSavedSchema } from '@vivaha/shared/answers';
import type { ProfileForm } from '@vivaha/shared/profile';

import { useStalingMutation } from '@/hooks/use-staling-mutation';
import { api } from '@/lib/http';

import { profileQueryOptions } from './get-profile';
import { profileListsKey } from './list-profiles';

/** PUT /api/profilecx/{id}: the same body as create. */
export const updateProfile = ({ id, body }: { id: number; body: ProfileForm }) =>
  api(`profilecx/${id}`, profileSavedSchema, { method: 'PUT', body });

/** Not awaited: the form leaves for the list at once, which then loads fresh. */
export const useUpdateProfile = () =>
  useStalingMutation(updateProfile, ({ id }) => [
    { queryKey: profileListsKey },
    { queryKey: profileQueryOptions(id).queryKey, refetchType: 'none' },
  ]);
