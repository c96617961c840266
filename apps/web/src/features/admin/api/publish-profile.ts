import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

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

export function usePublishProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProfile,
    onSuccess: (_answer, { profileId }) => {
      void queryClient.invalidateQueries({ queryKey: adminListsKey });
      void queryClient.invalidateQueries({ queryKey: adminOverviewQueryOptions().queryKey });
      return queryClient.invalidateQueries({ queryKey: adminProfileQueryOptions(profileId).queryKey });
    },
  });
}
