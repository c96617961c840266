import { useEffect, useId, useState } from 'react';

import { LIST_PAGE_SIZE } from '@vivaha/shared/constants';

import { RetryAlert, StatusSpinner } from '@/components/load-states';
import { PageButtons } from '@/components/page-buttons';
import { useTranslation } from '@/lib/i18n';

import { useProfileViewers } from '../api/list-viewers';

import { useConfirmWithdraw } from './use-confirm-withdraw';
import { ViewersTable } from './viewers-table';

/** Blocks the member who owns a profile after asking; resolves true once blocked. */
export type BlockMember = (profileId: number, name: string) => Promise<boolean>;

/** "Who has seen my details": members who opened the protected sections, a page at a time. */
export function ProfileViewers({ profileId, onBlock }: { profileId: number; onBlock: BlockMember }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useProfileViewers(profileId, page);
  const { withdraw, busyId } = useConfirmWithdraw(profileId);
  const { data, error } = list;
  const pageCount = data ? Math.ceil(data.totalCount / LIST_PAGE_SIZE) : 0;
  if (data && !list.isPlaceholderData && pageCount > 0 && page > pageCount) setPage(pageCount);

  useEffect(() => {
    if (error) console.error('Loading who has seen profile', profileId, 'failed', error);
  }, [error, profileId]);

  return (
    <section id="who-has-seen" className="card shadow-sm mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body pb-2">
        <h2 id={`${id}-title`} className="h5">
          {t('viewers.title')}
        </h2>
        <p className="small text-body-secondary mb-0">{t('viewers.intro')}</p>
      </div>
      {error && (
        <RetryAlert
          text={t('viewers.loadFailed')}
          retry={t('viewers.retry')}
          onRetry={() => void list.refetch()}
          small
          className="mx-3"
        />
      )}
      {list.isPending && <StatusSpinner className="card-body" label={t('common:common.loading')} />}
      {data &&
        (data.items.length > 0 ? (
          <div aria-busy={list.isFetching}>
            <ViewersTable
              items={data.items}
              onWithdraw={withdraw}
              onBlock={(blockId, name) => void onBlock(blockId, name)}
              withdrawingId={busyId}
            />
            {pageCount > 1 && (
              <div className="card-body pt-3">
                <PageButtons
                  page={page}
                  pageCount={pageCount}
                  onPage={setPage}
                  label={t('viewers.pages')}
                  pageLabel={(number) => t('list.page', { page: number })}
                />
              </div>
            )}
          </div>
        ) : (
          <p className="card-body text-body-secondary mb-0">{t('viewers.empty')}</p>
        ))}
    </section>
  );
}
