import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/http';

import { savedSearchSchemas } from './schemas';

/** The member's saved searches and partner preferences; other screens invalidate it after a change. */
export const savedSearchesKey = ['saved-searches'] as const;

/** GET /api/savedsearches: at most ten searches and one set of partner preferences per profile. */
export const getSavedSearches = (signal?: AbortSignal) =>
  api(
    'savedsearches',
    savedSearchSchemas().then((schemas) => schemas.savedSearchListSchema),
    { signal },
  );

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => getSavedSearches(signal),
    // The new counts change as profiles are published: asked again each visit.
    staleTime: 0,
  });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
