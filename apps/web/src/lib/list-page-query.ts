import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query of one page of a list: asked again on each visit (what it holds changes as others
 * act), and the page on screen stays while the next page or filter loads.
 */
export const listPageQueryOptions = <T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (signal: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
