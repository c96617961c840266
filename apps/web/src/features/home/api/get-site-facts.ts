import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SiteFacts } from '@vivaha/shared/public';

import { api } from '@/lib/http';

/**
 * GET /api/pp/facts: the homepage's counts. The answer's schema comes with the public answers'
 * (`packages/shared/src/public.ts`), which the homepage's random profiles load anyway, so zod is
 * not in the first download.
 */
export async function getSiteFacts(signal?: AbortSignal): Promise<SiteFacts> {
  return api(
    'pp/facts',
    import('@vivaha/shared/public').then((schemas) => schemas.siteFactsSchema),
    { signal },
  );
}

export const siteFactsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'facts'],
    queryFn: ({ signal }) => getSiteFacts(signal),
    // The server keeps them ten minutes too.
    staleTime: 10 * 60_000,
  });

export const useSiteFacts = () => useQuery(siteFactsQueryOptions());
