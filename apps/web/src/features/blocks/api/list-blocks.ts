import { useQuery } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

import { api } from '@/lib/http';
import { listPageQueryOptions } from '@/lib/list-page-query';

/** The prefix of every page of the blocked list. */
export const blocksKey = ['blocks'] as const;

/**
 * GET /api/blocks: the members this account blocked, newest first, read through the shared
 * schema. The schema loads with the answer, so zod stays out of the screen's first chunk.
 */
export const getBlocks = (page: number, signal?: AbortSignal) =>
  api(
    'blocks',
    import('@vivaha/shared/privacy').then((schemas) => schemas.blockListSchema),
    { query: { page, pageSize: LIST_PAGE_SIZE }, signal },
  );

export const blocksQueryOptions = (page: number) =>
  listPageQueryOptions([...blocksKey, page], (signal) => getBlocks(page, signal));

export const useBlocks = (page: number) => useQuery(blocksQueryOptions(page));
