import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { profileQueryOptions } from './get-profile';

/** DELETE /api/profilecx/{id}/images/{imageId} */
export const deleteProfileImage = ({ id, imageId }: { id: number; imageId: number }) =>
  api(`profilecx/${id}/images/${imageId}`, doneSchema, { method: 'DELETE' });

export const useDeleteProfileImage = (id: number) =>
  useRefreshingMutation((imageId: number) => deleteProfileImage({ id, imageId }), [profileQueryOptions(id).queryKey]);
