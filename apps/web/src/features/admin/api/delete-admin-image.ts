import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { adminProfileQueryOptions } from './get-admin-profile';

/** DELETE /api/admin/images/{imageId}?profileid={id} */
export const deleteAdminImage = ({ profileId, imageId }: { profileId: number; imageId: number }) =>
  api(`admin/images/${imageId}`, doneSchema, {
    method: 'DELETE',
    query: { profileid: profileId },
  });

export const useDeleteAdminImage = (profileId: number) =>
  useRefreshingMutation(
    (imageId: number) => deleteAdminImage({ profileId, imageId }),
    [adminProfileQueryOptions(profileId).queryKey],
  );
