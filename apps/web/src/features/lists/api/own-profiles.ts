import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/http';

/**
 * GET /api/matches: the member's own profiles with their sex, to leave the hearts off them and
 * to know which own profile a saved one is for.
 */
export const useOwnProfiles = (enabled = true) =>
  useQuery({
    queryKey: ['lists', 'own-profiles'],
    queryFn: ({ signal }) =>
      api(
        'matches',
        import('@vivaha/shared/match').then((schemas) => schemas.matchableAnswerSchema),
        { signal },
      ),
    enabled,
    staleTime: 5 * 60_000,
    select: (answer) => answer.items.map(({ profileId, name, sex }) => ({ profileId, name, sex })),
  });
