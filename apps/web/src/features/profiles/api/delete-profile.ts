import { doneSchema } from '@vivaha/shared/answers';

import { useStalingMutation } from '@/hooks/use-staling-mutation';
import { api } from '@/lib/http';

import { profileQueryOptions } from './get-profile';
import { profileListsKey } from './list-profiles';

/** DELETE /api/profilecx/{id} */
export const deleteProfile = (id: number) => api(`profilecx/${id}`, doneSchema, { method: 'DELETE' });

export const useDeleteProfile = () =>
  useStalingMutation(deleteProfile, (id) => [
    // The profile is gone: mark it stale without asking for it again while its view is still open.
    { queryKey: profileQueryOptions(id).queryKey, refetchType: 'none' },
    { queryKey: profileListsKey, wait: true },
  ]);
