import { useQuery } from '@tanstack/react-query';

import type { BrowseCounts } from '@vivaha/shared/public';

import { api } from '@/lib/http';

import { publicKey, publicSchemas } from './public-schemas';

/** Grooms and brides published for one code of a browse field. */
export interface BrowseCount {
  grooms: number;
  brides: number;
}

/** GET /api/pp/browse: the browse index's counts, by field and code. */
async function getBrowseCounts(signal?: AbortSignal) {
  const answer: BrowseCounts = await api(
    'pp/browse',
    publicSchemas().then((schemas) => schemas.browseCountsSchema),
    { signal },
  );
  const counts = new Map<string, BrowseCount>();
  for (const item of answer.items) counts.set(`${item.field}:${item.code}`, item);
  return (field: string, code: number): BrowseCount => counts.get(`${field}:${code}`) ?? { grooms: 0, brides: 0 };
}

export const useBrowseCounts = () =>
  useQuery({
    queryKey: [...publicKey, 'browse'],
    queryFn: ({ signal }) => getBrowseCounts(signal),
    // The server keeps them ten minutes too.
    staleTime: 10 * 60_000,
  });
