import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VisibilityUpdate } from '@vivaha/shared/privacy';

import { api } from '@/lib/http';

import type { ProfileSaved } from './create-profile';
import { profileQueryOptions } from './get-profile';

/** PUT /api/profilecx/{id} with only the visibility choices: saved at once, no review. */
export const updateVisibility = ({ id, body }: { id: number; body: VisibilityUpdate }) =>
  api<ProfileSaved>(`profilecx/${id}`, { method: 'PUT', body });

export function useUpdateVisibility(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisibilityUpdate) => updateVisibility({ id, body }),
    // Awaited: the owner sees the stored choices once the save is reported.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(id).queryKey }),
  });
}
