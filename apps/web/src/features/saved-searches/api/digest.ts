import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { DigestFrequency } from '@vivaha/shared/lists';

import { api } from '@/lib/http';

import { doneSchema, savedSearchSchemas } from './schemas';

export const digestKey = ['digest'] as const;

/** GET /api/digest: how often new-match mails come (weekly until the member chooses). */
export const getDigest = (signal?: AbortSignal) =>
  api(
    'digest',
    savedSearchSchemas().then((schemas) => schemas.digestFrequencySchema),
    { signal },
  );

export const digestQueryOptions = () =>
  queryOptions({ queryKey: digestKey, queryFn: ({ signal }) => getDigest(signal) });

export const useDigest = () => useQuery(digestQueryOptions());

/** PUT /api/digest. */
export const setDigest = (frequency: DigestFrequency) =>
  api('digest', doneSchema(), { method: 'PUT', body: { frequency } });

/** The choice shows at once and goes back to what it was when the server refuses it. */
export function useSetDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDigest,
    onMutate: async (frequency) => {
      await queryClient.cancelQueries({ queryKey: digestKey });
      const before = queryClient.getQueryData<{ frequency: DigestFrequency }>(digestKey);
      queryClient.setQueryData(digestKey, { frequency });
      return { before };
    },
    onError: (_error, _frequency, context) => {
      if (context?.before) queryClient.setQueryData(digestKey, context.before);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: digestKey }),
  });
}
