import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, type ComponentType, type ReactNode } from 'react';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';
import type { ListItem, ListPage } from '@vivaha/shared/lists';

import { RetryAlert, StatusSpinner } from '@/components/load-states';
import { PageButtons } from '@/components/page-buttons';
import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

/** The card a search shows, as the app gives it: the lists draw profiles the same way. */
export type ProfileCard = ComponentType<{ hit: ListItem['card']; eager?: boolean }>;

interface Props {
  list: UseQueryResult<ListPage>;
  page: number;
  toPage: (page: number, replace?: boolean) => void;
  Card: ProfileCard;
  /** Under each card: when it was saved or hidden, and what else the page offers. */
  footer: (item: ListItem) => ReactNode;
  /** Said when the list is empty. */
  empty: ReactNode;
  loadFailed: string;
  pagesLabel: string;
}

/** A page of saved or hidden profiles: cards with a footer, the pager, loading, failure and empty. */
export function SavedList({ list, page, toPage, Card, footer, empty, loadFailed, pagesLabel }: Props) {
  const { t } = useTranslation('lists');
  const { data, error, isPlaceholderData } = list;
  const pageCount = data ? Math.ceil(data.totalCount / LIST_PAGE_SIZE) : 0;

  useEffect(() => {
    if (error) console.error('Loading a list failed', error);
  }, [error]);
  // Removing the last card of the last page goes back to the page before.
  const pastTheEnd = Boolean(data && !isPlaceholderData && pageCount > 0 && page > pageCount);
  const toLastPage = useEffectEvent(() => toPage(pageCount, true));
  useEffect(() => {
    if (pastTheEnd) toLastPage();
  }, [pastTheEnd]);

  if (error && !data) {
    return <RetryAlert text={loadFailed} retry={t('retry')} onRetry={() => void list.refetch()} />;
  }
  if (!data) return <PageSpinner />;
  if (!data.items.length) return pastTheEnd ? null : <div className="card card-body shadow-sm py-4">{empty}</div>;
  return (
    <div className="position-relative" aria-busy={list.isFetching}>
      {list.isFetching && <StatusSpinner className="list-page__busy" label={t('updating')} />}
      <ul className="card-grid mb-4">
        {data.items.map((item, index) => (
          <li key={item.profileId}>
            <Card hit={item.card} eager={index < 2} />
            <div className="d-flex flex-wrap align-items-center gap-2 pt-2 small text-body-secondary">
              {footer(item)}
            </div>
          </li>
        ))}
      </ul>
      <PageButtons
        page={page}
        pageCount={pageCount}
        onPage={(next) => toPage(next)}
        label={pagesLabel}
        pageLabel={(number) => t('page', { page: number })}
      />
    </div>
  );
}

/** The `?page=` of a list page: a whole number from 1, else 1. */
export const readListPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};
