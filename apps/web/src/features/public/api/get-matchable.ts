import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/http';

import { publicKey } from './public-schemas';

/** GET /api/matches: the member's own profiles, each with why it cannot be matched when it cannot. */
export const getMatchable = (signal?: AbortSignal) =>
  api(
    'matches',
    import('@vivaha/shared/match').then((schemas) => schemas.matchableAnswerSchema),
    { signal },
  );

export const matchableQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: [...publicKey, 'matchable'],
    queryFn: ({ signal }) => getMatchable(signal),
    enabled,
  });

/** The member's profiles for a horoscope match; asked only when `enabled`. */
export const useMatchable = (enabled = true) => useQuery(matchableQueryOptions(enabled));
