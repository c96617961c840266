import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicStoryList } from '@vivaha/shared/stories';

import { api } from '@/lib/http';

/**
 * GET /api/pp/stories: the newest success stories the team has published with both families'
 * consent. The answer's schema loads with the call, so zod stays out of the first download.
 */
export async function getSuccessStories(signal?: AbortSignal): Promise<PublicStoryList> {
  return api(
    'pp/stories',
    import('@vivaha/shared/stories').then((schemas) => schemas.publicStoryListSchema),
    { signal },
  );
}

export const successStoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'stories'],
    queryFn: ({ signal }) => getSuccessStories(signal),
    // A withdrawn story leaves at the next reading; the server sends it with no-cache.
    staleTime: 60_000,
  });

export const useSuccessStories = () => useQuery(successStoriesQueryOptions());
