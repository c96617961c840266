import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { adminDetailsKey } from './get-admin-profile';
import { adminReportsKey } from './list-admin-reports';

/** PUT /api/admin/users/{userId}/creation: lets an account create profiles again, or stops it. */
export const setProfileCreation = ({ userId, allowed }: { userId: number; allowed: boolean }) =>
  api(`admin/users/${userId}/creation`, doneSchema, { method: 'PUT', body: { allowed } });

// Every open profile of that account, and the queue, show whether the owner may create profiles.
export const useSetProfileCreation = () =>
  useRefreshingMutation(setProfileCreation, [adminDetailsKey, adminReportsKey]);
