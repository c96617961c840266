import { doneSchema } from '@vivaha/shared/answers';

import { useStalingMutation } from '@/hooks/use-staling-mutation';
import { api } from '@/lib/http';

import { adminOverviewQueryOptions } from './get-admin-overview';
import { adminProfileQueryOptions } from './get-admin-profile';
import { adminListsKey } from './list-admin-profiles';

/** PUT /api/admin/publish/{profileId}?ownerid={ownerId}, with an empty body (spec section 7). */
export const publishProfile = ({ profileId, ownerId }: { profileId: number; ownerId: number }) =>
  api(`admin/publish/${profileId}`, doneSchema, {
    method: 'PUT',
    query: { ownerid: ownerId },
  });

export const usePublishProfile = () =>
  useStalingMutation(publishProfile, ({ profileId }) => [
    { queryKey: adminListsKey },
    { queryKey: adminOverviewQueryOptions().queryKey },
    { queryKey: adminProfileQueryOptions(profileId).queryKey, wait: true },
  ]);
