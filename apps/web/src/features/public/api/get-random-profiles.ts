import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LatestResult } from '@vivaha/shared/public';

import { api } from '@/lib/http';

import { parseResults, publicKey } from './parse-results';

/** GET /api/pp/random: nine published profiles for the homepage grid. */
export async function getRandomProfiles(signal?: AbortSignal): Promise<LatestResult[]> {
  const { items } = await api<{ items: Array<{ searchResults: string }> }>('pp/random', { signal });
  return parseResults<LatestResult>(items);
}

export const randomProfilesQueryOptions = () =>
  queryOptions({
    queryKey: [...publicKey, 'random'],
    queryFn: ({ signal }) => getRandomProfiles(signal),
  });

export const useRandomProfiles = () => useQuery(randomProfilesQueryOptions());
