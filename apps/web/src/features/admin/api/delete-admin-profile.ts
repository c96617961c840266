import { doneSchema } from '@vivaha/shared/answers';

import { useStalingMutation } from '@/hooks/use-staling-mutation';
import { api } from '@/lib/http';

import { adminProfileQueryOptions } from './get-admin-profile';
import { adminListsKey } from './list-admin-profiles';

/** DELETE /api/admin/profile/{id} */
export const deleteAdminProfile = (id: number) => api(`admin/profile/${id}`, doneSchema, { method: 'DELETE' });

export const useDeleteAdminProfile = () =>
  useStalingMutation(deleteAdminProfile, (id) => [
    // The profile is gone: mark it stale without asking for it again while its view is still open.
    { queryKey: adminProfileQueryOptions(id).queryKey, refetchType: 'none' },
    { queryKey: adminListsKey, wait: true },
  ]);
