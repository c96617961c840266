import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { profileQueryOptions } from './get-profile';

/** PUT /api/profilecx/{id}/images/{imageId}/main: the photo shown first. */
export const setMainImage = ({ id, imageId }: { id: number; imageId: number }) =>
  api(`profilecx/${id}/images/${imageId}/main`, doneSchema, { method: 'PUT' });

export function useSetMainImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => setMainImage({ id, imageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey }),
  });
}
