import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MatchSystem } from '@vivaha/shared/constants';

import { api } from '@/lib/http';

import { publicKey } from './public-schemas';

const schemas = () => import('@vivaha/shared/match-system');
const matchSystemKey = [...publicKey, 'matchSystem'] as const;

/**
 * GET /api/matchsystem?profile={own profile}: the rule set that profile's horoscope matches open
 * on, the member's last choice or else their family's tradition (the server decides).
 */
export const getMatchSystem = (profileId: number, signal?: AbortSignal) =>
  api(
    'matchsystem',
    schemas().then((shared) => shared.matchSystemAnswerSchema),
    { query: { profile: profileId }, signal },
  );

export const matchSystemQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: [...matchSystemKey, profileId],
    queryFn: ({ signal }) => getMatchSystem(profileId, signal),
    enabled: profileId > 0,
  });

/** The rule set to open on, asked only for one of the member's own profiles (`profileId` > 0). */
export const useMatchSystem = (profileId: number) => useQuery(matchSystemQueryOptions(profileId));

/** PUT /api/matchsystem: keeps the member's choice, so their next matches open on it. */
export const chooseMatchSystem = (system: MatchSystem) =>
  api(
    'matchsystem',
    import('@vivaha/shared/answers').then((answers) => answers.doneSchema),
    { method: 'PUT', body: { system } },
  );

export function useChooseMatchSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseMatchSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchSystemKey }),
  });
}
