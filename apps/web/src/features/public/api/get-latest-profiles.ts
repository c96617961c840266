import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LatestResult } from '@vivaha/shared/public';

import { api } from '@/lib/http';

import { publicKey, publicSchemas } from './public-schemas';

/** 1 for the latest grooms, 2 for the latest brides. */
export type LatestSex = 1 | 2;

/** GET /api/pp/latest?sx=: the ten newest published profiles of one sex. */
export async function getLatestProfiles(sx: LatestSex, signal?: AbortSignal): Promise<LatestResult[]> {
  const answer = publicSchemas().then((schemas) => schemas.latestResponseSchema);
  const { items } = await api('pp/latest', answer, { query: { sx }, signal });
  return items.map((item) => item.searchResults);
}

export const latestProfilesQueryOptions = (sx: LatestSex) =>
  queryOptions({
    queryKey: [...publicKey, 'latest', sx],
    queryFn: ({ signal }) => getLatestProfiles(sx, signal),
    // The side columns stay the same from screen to screen; a few minutes old is fresh enough.
    staleTime: 5 * 60_000,
  });

export const useLatestProfiles = (sx: LatestSex) => useQuery(latestProfilesQueryOptions(sx));
