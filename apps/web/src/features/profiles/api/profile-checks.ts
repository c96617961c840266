import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { nicAnswerSchema, profileChecksSchema } from '@vivaha/shared/verification';

import { api } from '@/lib/http';

import { profilesKey } from './list-profiles';

/** GET /api/profilecx/{id}/checks: the profile's checks as its owner sees them. */
export const profileChecksOptions = (id: number) =>
  queryOptions({
    queryKey: [...profilesKey, 'checks', id],
    queryFn: ({ signal }) => api(`profilecx/${id}/checks`, profileChecksSchema, { signal }),
  });

export const useProfileChecks = (id: number) => useQuery(profileChecksOptions(id));

/** PUT /api/profilecx/{id}/nic: compares a NIC number with the profile; only the result is kept. */
export function useCheckNic(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nic: string) => api(`profilecx/${id}/nic`, nicAnswerSchema, { method: 'PUT', body: { nic } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileChecksOptions(id).queryKey }),
  });
}
