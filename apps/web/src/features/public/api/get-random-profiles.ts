import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LatestResult } from '@vivaha/shared/public';

import { api } from '@/lib/http';

import { publicKey, publicSchemas } from './public-schemas';

/** GET /api/pp/random: nine published profiles for the homepage grid. */
export async function getRandomProfiles(signal?: AbortSignal): Promise<LatestResult[]> {
  const answer = publicSchemas().then((schemas) => schemas.latestResponseSchema);
  const { items } = await api('pp/random', answer, { signal });
  return items.map((item) => item.searchResults);
}

export const randomProfilesQueryOptions = () =>
  queryOptions({
    queryKey: [...publicKey, 'random'],
    queryFn: ({ signal }) => getRandomProfiles(signal),
  });

export const useRandomProfiles = () => useQuery(randomProfilesQueryOptions());
