import type { AdminProfileForm } from '@vivaha/shared/admin';
import { savedSchema } from '@vivaha/shared/answers';

import { useStalingMutation } from '@/hooks/use-staling-mutation';
import { api } from '@/lib/http';

import { adminListsKey } from './list-admin-profiles';

/** POST /api/admin/profile: the parsed admin form; an empty ownerEmail makes the admin its owner. */
export const createAdminProfile = (body: AdminProfileForm) =>
  api('admin/profile', savedSchema, { method: 'POST', body });

export const useCreateAdminProfile = () => useStalingMutation(createAdminProfile, () => [{ queryKey: adminListsKey }]);
