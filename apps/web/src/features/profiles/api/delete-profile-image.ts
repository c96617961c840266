import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { profileQueryOptions } from './get-profile';

/** DELETE /api/profilecx/{id}/images/{imageId} */
export const deleteProfileImage = ({ id, imageId }: { id: number; imageId: number }) =>
  api(`profilecx/${id}/images/${imageId}`, doneSchema, { method: 'DELETE' });

export function useDeleteProfileImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteProfileImage({ id, imageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey }),
  });
}
