import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { doneSchema } from '@vivaha/shared/answers';
import { profileDraftAnswerSchema, type ProfileDraftBody } from '@vivaha/shared/profile-draft';

import { api } from '@/lib/http';

import { profilesKey } from './list-profiles';

const savedDraftSchema = z.object({ success: z.boolean(), updatedAt: z.string() });

export const profileDraftQueryOptions = queryOptions({
  queryKey: [...profilesKey, 'draft'],
  queryFn: ({ signal }) => api('profilecx/draft', profileDraftAnswerSchema, { signal }),
  // The form reads it once on opening; what is typed after that is the form's.
  refetchOnWindowFocus: false,
});

/** GET /api/profilecx/draft: the new profile typed so far in the guided form, or null. */
export const useProfileDraft = () => useQuery(profileDraftQueryOptions);

/** The draft as the server has it now, not as cached: the form starts from it (another device may have typed). */
export const useFreshProfileDraft = () => useQuery({ ...profileDraftQueryOptions, refetchOnMount: 'always' });

/** PUT /api/profilecx/draft: keeps the form's values and the step the member is on. */
export function useSaveProfileDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileDraftBody) =>
      api('profilecx/draft', savedDraftSchema, { method: 'PUT', body, signal: AbortSignal.timeout(15_000) }),
    // What the server now keeps, for My Profiles' "Continue" and the form's next opening.
    onSuccess: ({ updatedAt }, body) =>
      queryClient.setQueryData(profileDraftQueryOptions.queryKey, { draft: { ...body, updatedAt } }),
  });
}

/** DELETE /api/profilecx/draft: Start again. */
export function useClearProfileDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('profilecx/draft', doneSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(profileDraftQueryOptions.queryKey, { draft: null }),
  });
}
