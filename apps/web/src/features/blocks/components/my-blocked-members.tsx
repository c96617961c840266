import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

import { RetryAlert, StatusSpinner } from '@/components/load-states';
import { PageButtons } from '@/components/page-buttons';
import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import { useBlocks } from '../api/list-blocks';

import { BlockedTable } from './blocked-table';
import { useConfirmUnblock } from './use-confirm-unblock';
import '../blocks.css';

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

/** My Blocked Members at /MyBlockedMembers: who this account blocked, with Unblock. */
export function MyBlockedMembers() {
  const { t } = useTranslation('blocks');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const toPage = (next: number, replace = false) =>
    setSearchParams(next > 1 ? { page: String(next) } : {}, { replace });

  const list = useBlocks(page);
  const { unblock, busyId } = useConfirmUnblock();
  const { data, error, isPlaceholderData } = list;
  const pageCount = data ? Math.ceil(data.totalCount / LIST_PAGE_SIZE) : 0;

  useEffect(() => {
    if (error) console.error('Loading my blocked members failed', error);
  }, [error]);
  // An unblock can empty the last page: go back to the last page that still has rows.
  const pastTheEnd = data && !isPlaceholderData && pageCount > 0 && page > pageCount;
  const toLastPage = useEffectEvent(() => toPage(pageCount, true));
  useEffect(() => {
    if (pastTheEnd) toLastPage();
  }, [pastTheEnd]);

  return (
    <div className="container py-4">
      <h1 className="h2 mb-2">{t('title')}</h1>
      <p className="text-body-secondary mb-4 blocked-intro">{t('intro')}</p>
      {error && <RetryAlert text={t('loadFailed')} retry={t('retry')} onRetry={() => void list.refetch()} small />}
      {list.isPending && <PageSpinner />}
      {data &&
        (data.items.length > 0 ? (
          <>
            <div className="card shadow-sm position-relative" aria-busy={list.isFetching}>
              {list.isFetching && <StatusSpinner className="blocked-busy" label={t('updating')} />}
              <BlockedTable items={data.items} onUnblock={unblock} busyId={busyId} />
            </div>
            <div className="mt-3">
              <PageButtons
                page={page}
                pageCount={pageCount}
                onPage={(next) => toPage(next)}
                label={t('pages')}
                pageLabel={(number) => t('page', { page: number })}
              />
            </div>
          </>
        ) : (
          !pastTheEnd && (
            <p className="card card-body shadow-sm text-center text-body-secondary py-4 mb-0">{t('empty')}</p>
          )
        ))}
    </div>
  );
}
