import { useMutation, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';

import { api } from '@/lib/http';

import { adminProfileQueryOptions } from './get-admin-profile';

/** DELETE /api/admin/images/{imageId}?profileid={id} */
export const deleteAdminImage = ({ profileId, imageId }: { profileId: number; imageId: number }) =>
  api(`admin/images/${imageId}`, doneSchema, {
    method: 'DELETE',
    query: { profileid: profileId },
  });

export function useDeleteAdminImage(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteAdminImage({ profileId, imageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProfileQueryOptions(profileId).queryKey }),
  });
}
