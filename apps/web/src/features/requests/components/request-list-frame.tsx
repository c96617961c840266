import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useEffectEvent, type ReactNode } from 'react';

import { REQUESTS_PAGE_SIZE } from '@vivaha/shared/constants';
import type { PermissionItem } from '@vivaha/shared/requests';

import { RetryAlert, StatusSpinner } from '@/components/load-states';
import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import type { RequestListPage, RequestListParams } from '../api/request-list-query';

import { PrevNextPagination } from './prev-next-pagination';
import { RequestFilters } from './request-filters';
import { useRequestListParams } from './use-request-list-params';
import '../requests.css';

interface Props<K extends QueryKey> {
  /** Which list: its heading and introduction are the words `<kind>.title` and `<kind>.intro`. */
  kind: 'myRequests' | 'myApprovals';
  /** For the console when the list cannot be loaded. */
  logName: string;
  /** The query of one page of the list, for the filters and page in the address. */
  listQuery: (params: RequestListParams) => UseQueryOptions<RequestListPage, Error, RequestListPage, K>;
  children: (items: PermissionItem[]) => ReactNode;
}

/** The page around a request table: heading, search and status filter, states, and paging. */
export function RequestListFrame<K extends QueryKey>({ kind, logName, listQuery, children }: Props<K>) {
  const { t } = useTranslation('requests');
  const [params, onParams] = useRequestListParams();
  const list = useQuery(listQuery(params));
  const { data, error, isPlaceholderData } = list;
  const pageCount = data ? Math.ceil(data.totalCount / REQUESTS_PAGE_SIZE) : 0;

  useEffect(() => {
    if (error) console.error(`Loading ${logName} failed`, error);
  }, [error, logName]);
  // A decision or a stale address can leave the page past the end: go to the last page that has rows.
  const pastTheEnd = data && !isPlaceholderData && pageCount > 0 && params.page > pageCount;
  const toPage = useEffectEvent((page: number) => onParams({ page }, { replace: true }));
  useEffect(() => {
    if (pastTheEnd) toPage(pageCount);
  }, [pastTheEnd, pageCount]);

  const filtered = params.search !== '' || params.status !== '';
  return (
    <div className="container py-4 requests-page">
      <h1 className="h2 mb-2">{t(`${kind}.title`)}</h1>
      <p className="text-body-secondary mb-4">{t(`${kind}.intro`)}</p>
      <RequestFilters
        search={params.search}
        status={params.status}
        onSearch={(search) => onParams({ search }, { replace: true })}
        onStatus={(status) => onParams({ status })}
      />
      {error && (
        <RetryAlert text={t('list.loadFailed')} retry={t('list.retry')} onRetry={() => void list.refetch()} small />
      )}
      {list.isPending && <PageSpinner />}
      {data && (
        <>
          {data.items.length > 0 ? (
            <div className="card shadow-sm position-relative" aria-busy={list.isFetching}>
              {list.isFetching && <StatusSpinner className="requests-busy" label={t('list.updating')} />}
              {children(data.items)}
            </div>
          ) : (
            <p className="card card-body shadow-sm text-center text-body-secondary py-4 mb-0">
              {filtered ? t('list.noMatches') : t('list.empty')}
            </p>
          )}
          {data.totalCount > 0 && (
            <div className="mt-3">
              <PrevNextPagination page={params.page} pageCount={pageCount} onPage={(page) => onParams({ page })} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
