import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { doneSchema } from '@vivaha/shared/answers';
import { adminChecksSchema, photoChecksWaitingSchema, type PhotoDecision } from '@vivaha/shared/verification';

import { api } from '@/lib/http';

import { adminKey } from './list-admin-profiles';

const checksKey = [...adminKey, 'checks'] as const;

/** GET /api/admin/profile/{id}/checks: the profile's checks and the selfie waiting, if any. */
export const adminChecksOptions = (id: number) =>
  queryOptions({
    queryKey: [...checksKey, id],
    queryFn: ({ signal }) => api(`admin/profile/${id}/checks`, adminChecksSchema, { signal }),
  });

export const useAdminChecks = (id: number) => useQuery(adminChecksOptions(id));

/** GET /api/admin/photo-checks: the selfies waiting for the team, oldest first. */
export const useWaitingPhotoChecks = () =>
  useQuery({
    queryKey: [...checksKey, 'waiting'],
    queryFn: ({ signal }) => api('admin/photo-checks', photoChecksWaitingSchema, { signal }),
  });

/** POST /api/admin/photo-checks/{id}: approve, or decline with a reason; the selfie is deleted. */
export function useDecidePhotoCheck(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PhotoDecision) =>
      api(`admin/photo-checks/${id}`, doneSchema, { method: 'POST', body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checksKey }),
  });
}
