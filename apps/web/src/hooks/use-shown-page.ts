import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

/**
 * The page of a list on screen: the last one that loaded, which stays when a fetch fails (the
 * failure is logged as `failure` only, spec section 8), and how many pages the list has.
 */
export function useShownPage<T extends { totalCount: number }>(list: UseQueryResult<T>, failure: string) {
  const [shown, setShown] = useState<T>();
  if (list.data && list.data !== shown) setShown(list.data);
  useEffect(() => {
    if (list.error) console.error(failure, list.error);
  }, [list.error, failure]);
  const pageCount = shown ? Math.ceil(shown.totalCount / LIST_PAGE_SIZE) : 0;
  return { shown, pageCount };
}
