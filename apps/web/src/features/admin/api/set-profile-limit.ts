import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { adminDetailsKey } from './get-admin-profile';

/** PUT /api/admin/users/{userId}/limit: how many profiles an account may keep (0 to 50). */
export const setProfileLimit = ({ userId, profileLimit }: { userId: number; profileLimit: number }) =>
  api(`admin/users/${userId}/limit`, doneSchema, { method: 'PUT', body: { profileLimit } });

// Every open profile of that account shows the owner's limit.
export const useSetProfileLimit = () => useRefreshingMutation(setProfileLimit, [adminDetailsKey]);
