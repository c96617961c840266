import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MatchSystem } from '@vivaha/shared/constants';
import { traditionOf } from '@vivaha/shared/horoscope/tradition';
import type { MatchSystemAnswer } from '@vivaha/shared/match-system';

import { api } from '@/lib/http';
import { usePageLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { publicKey } from './public-schemas';

const matchSystemKey = [...publicKey, 'matchSystem'] as const;

/**
 * GET /api/matchsystem?profile={own profile}: the rule set that profile's horoscope matches open
 * on: the member's last choice, else their family's tradition (the server decides).
 */
export const getMatchSystem = (profileId: number, signal?: AbortSignal) =>
  api(
    'matchsystem',
    import('@vivaha/shared/match-system').then((schemas) => schemas.matchSystemAnswerSchema),
    { query: { profile: profileId }, signal },
  );

export const matchSystemQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: [...matchSystemKey, profileId],
    queryFn: ({ signal }) => getMatchSystem(profileId, signal),
    enabled: profileId > 0,
  });

/**
 * The rule set a screen opens on. For one of a member's own profiles, the server's answer
 * (undefined while it is asked); for a visitor, before a profile is chosen, or when the server
 * cannot say, the page language's default (Sinhala porondam on a Sinhala page, else Tamil porutham).
 */
export function useOpeningSystem(profileId: number): MatchSystem | undefined {
  const member = Boolean(useSession());
  const language = usePageLanguage();
  const asked = useQuery(matchSystemQueryOptions(member ? profileId : 0));
  if (!member || profileId <= 0 || asked.isError) return traditionOf(null, language);
  return asked.data?.system;
}

/** PUT /api/matchsystem: keeps the member's choice, so their next matches open on it. */
export const saveMatchSystem = (system: MatchSystem) =>
  api(
    'matchsystem',
    import('@vivaha/shared/answers').then((schemas) => schemas.doneSchema),
    { method: 'PUT', body: { system } },
  );

/**
 * The member switched rule set: kept for them on the server (a visitor's switch is kept nowhere).
 * `notKept` names the system whose save failed, so the screen can say its next visit opens on the
 * one before.
 */
export function useChooseMatchSystem() {
  const member = Boolean(useSession());
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveMatchSystem,
    // Every own profile now opens on it: the server keeps one choice per member.
    onSuccess: (_done, system) =>
      queryClient.setQueriesData<MatchSystemAnswer>({ queryKey: matchSystemKey }, () => ({
        system,
        remembered: true,
      })),
  });
  return {
    choose: (system: MatchSystem) => {
      if (member) save.mutate(system);
    },
    notKept: save.isError ? save.variables : undefined,
  };
}
