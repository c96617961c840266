import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { AdminListItem } from '@vivaha/shared/admin';
import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

import { adminProfileQueryOptions } from '../api/get-admin-profile';
import { adminProfilesQueryOptions, type AdminProfilesQuery } from '../api/list-admin-profiles';

import { isQueue } from './list-query';

/** The profile open in the review panel, or why there is none left to open. */
export type Review = { id: number } | { done: 'queueEmpty' | 'listEnd' };

/** The id of a row's open button, where focus goes back when the panel closes. */
export const reviewOpenerId = (id: number) => `review-open-${id}`;
/** Where focus goes when the row is gone (published out of the queue, deleted). */
export const REVIEW_FALLBACK_ID = 'admin-list-title';

/**
 * Reviewing in place: which profile the panel shows, the next one after it, Escape to close and
 * focus back on the row. The listing is newest first (admin.repository.ts orders by id,
 * descending), so the next profile is the first one of this page or the next with a smaller id:
 * after a publish the queue has moved up, and that still finds the one that followed.
 */
export function useReview(
  query: AdminProfilesQuery,
  items: readonly AdminListItem[] | undefined,
  setPage: (page: number) => void,
) {
  const queryClient = useQueryClient();
  const [review, setReview] = useState<Review>();
  const returnTo = useRef<number | undefined>(undefined);
  const reviewedId = review && 'id' in review ? review.id : undefined;
  useEffect(() => {
    if (reviewedId !== undefined) returnTo.current = reviewedId;
  }, [reviewedId]);

  const open = useCallback((id: number) => setReview({ id }), []);
  const close = useCallback(() => setReview(undefined), []);

  // Back on the row the panel showed last, once the panel is gone.
  const isOpen = review !== undefined;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const row = returnTo.current === undefined ? null : document.getElementById(reviewOpenerId(returnTo.current));
      (row ?? document.getElementById(REVIEW_FALLBACK_ID))?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  // Escape closes the panel, unless it answers a dialog or a toast on top of it (a confirm).
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.swal2-container, .Toastify, [role="dialog"]')) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, close]);

  // The profile after this one starts loading now, so Publish & next shows it at once.
  const following = reviewedId === undefined ? undefined : items?.find((item) => item.profileId < reviewedId);
  useEffect(() => {
    if (following) void queryClient.prefetchQuery(adminProfileQueryOptions(following.profileId));
  }, [following, queryClient]);

  const next = useCallback(
    async (afterId: number) => {
      let totalCount = 0;
      for (const page of [query.page, query.page + 1]) {
        const data = await queryClient.fetchQuery(adminProfilesQueryOptions({ ...query, page }));
        const item = data.items.find((row) => row.profileId < afterId);
        if (item) {
          if (page !== query.page) setPage(page);
          setReview({ id: item.profileId });
          return;
        }
        totalCount = data.totalCount;
        if (page * LIST_PAGE_SIZE >= totalCount) break;
      }
      setReview({ done: isQueue(query) && totalCount === 0 ? 'queueEmpty' : 'listEnd' });
    },
    [query, queryClient, setPage],
  );

  return { review, open, close, next };
}
