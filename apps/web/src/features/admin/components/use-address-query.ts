import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters and page, kept in the address bar so a reload, Back or a shared link shows
 * the same page: the query `read` finds there, and `update` to change part of it (replacing the
 * address rather than adding to the history when asked).
 */
export function useAddressQuery<Q>(read: (params: URLSearchParams) => Q, write: (query: Q) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<Q>, replace = false) =>
      setParams((current) => write({ ...read(current), ...changes }), { replace }),
    [setParams, read, write],
  );
  return [read(params), update] as const;
}

/**
 * Once a page of the list has loaded, a page past the last (a change emptied the last page, or
 * an old link names a page that is gone) is replaced in the address by the last page.
 */
export function useLastPageKept(
  loaded: boolean,
  page: number,
  pageCount: number,
  update: (changes: { page: number }, replace: boolean) => void,
) {
  const lastPage = Math.max(1, pageCount);
  const pageGone = loaded && page > lastPage;
  useEffect(() => {
    if (pageGone) update({ page: lastPage }, true);
  }, [pageGone, lastPage, update]);
}
