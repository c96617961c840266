import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { MatchSystem } from '@vivaha/shared/constants';

import { HttpError, api } from '@/lib/http';

import { publicKey } from './public-schemas';

/** GET /api/pp/{id}/match: the horoscope match of a profile with one of the member's own. */
export const getHoroscopeMatch = (id: number, own: number, system: MatchSystem, signal?: AbortSignal) =>
  api(
    `pp/${id}/match`,
    import('@vivaha/shared/match').then((schemas) => schemas.matchAnswerSchema),
    { query: { with: own, system }, signal },
  );

/** A refusal the member can act on (two profiles of one sex) or none to show (404). */
export const isMatchRefused = (error: unknown) => error instanceof HttpError && error.status < 500;

export const horoscopeMatchQueryOptions = (id: number, own: number, system: MatchSystem) =>
  queryOptions({
    queryKey: [...publicKey, 'match', id, own, system],
    queryFn: ({ signal }) => getHoroscopeMatch(id, own, system, signal),
    enabled: own > 0,
    retry: (failures, error) => !isMatchRefused(error) && failures < 1,
    // The answer on screen stays while the other rule set or profile loads.
    placeholderData: keepPreviousData,
  });

export const useHoroscopeMatch = (id: number, own: number, system: MatchSystem) =>
  useQuery(horoscopeMatchQueryOptions(id, own, system));
