import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { profileQueryOptions } from './get-profile';

/** PUT /api/profilecx/{id}/images/{imageId}/main: the photo shown first. */
export const setMainImage = ({ id, imageId }: { id: number; imageId: number }) =>
  api(`profilecx/${id}/images/${imageId}/main`, doneSchema, { method: 'PUT' });

export const useSetMainImage = (id: number) =>
  useRefreshingMutation((imageId: number) => setMainImage({ id, imageId }), [profileQueryOptions(id).queryKey]);
