import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileSavedSchema } from '@vivaha/shared/answers';
import type { VisibilityUpdate } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';

import { profileQueryOptions } from './get-profile';

/** PUT /api/profilecx/{id} with only the visibility choices: saved at once, no review. */
export const updateVisibility = ({ id, body }: { id: number; body: VisibilityUpdate }) =>
  api(`profilecx/${id}`, profileSavedSchema, { method: 'PUT', body });

export function useUpdateVisibility(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisibilityUpdate) => updateVisibility({ id, body }),
    // Awaited: the owner sees the stored choices once the save is reported.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey }),
  });
}
