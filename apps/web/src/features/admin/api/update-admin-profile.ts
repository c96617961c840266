import type { AdminProfileForm } from '@vivaha/shared/admin';
import { savedSchema } from '@vivaha/shared/answers';

import { useStalingMutation } from '@/hooks/use-staling-mutation';
import { api } from '@/lib/http';

import { adminProfileQueryOptions } from './get-admin-profile';
import { adminListsKey } from './list-admin-profiles';

/** PUT /api/admin/profile/{id}: the same body as create. */
export const updateAdminProfile = ({ id, body }: { id: number; body: AdminProfileForm }) =>
  api(`admin/profile/${id}`, savedSchema, { method: 'PUT', body });

/** Not awaited: the form leaves for the detail view at once, which then loads fresh. */
export const useUpdateAdminProfile = () =>
  useStalingMutation(updateAdminProfile, ({ id }) => [
    { queryKey: adminListsKey },
    { queryKey: adminProfileQueryOptions(id).queryKey },
  ]);
