import { useEffect, useId } from 'react';
import { Link } from 'react-router';

import type { SavedSearch } from '@vivaha/shared/lists';
import { paths } from '@vivaha/shared/routes';

import { confirmThenSend } from '@/components/confirm-then-send';
import { RetryAlert, StatusSpinner } from '@/components/load-states';
import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/list-saved-searches';
import { useMarkSeen } from '../api/mark-seen';

import { DigestChoice } from './digest-choice';
import { SavedSearchCard } from './saved-search-card';

import '../saved-searches.css';

/**
 * My Saved Searches at /MySavedSearches: how often new-match mails come, then each saved search
 * and each profile's partner preferences with what is new since it was last opened. At most ten
 * searches and one set of preferences per profile, so the list has no pages.
 */
export function MySavedSearches() {
  const { t } = useTranslation('saved-searches');
  const id = useId();
  const list = useSavedSearches();
  const seen = useMarkSeen();
  const remove = useDeleteSavedSearch();
  const { data, error } = list;

  useEffect(() => {
    if (error) console.error('Loading my saved searches failed', error);
  }, [error]);

  const onDelete = (search: SavedSearch, title: string) =>
    confirmThenSend(
      {
        title: t('delete.title'),
        text: t('delete.text', { name: title }),
        confirm: t('delete.confirm'),
        cancel: t('cancel'),
        done: t('delete.done'),
        failed: t('delete.failed'),
      },
      () => remove.mutateAsync(search.id),
      `Deleting saved search ${search.id}`,
    );

  return (
    <div className="container py-4 saved-searches">
      <h1 className="h2 mb-2">{t('title')}</h1>
      <p className="text-body-secondary mb-4 saved-intro">{t('intro')}</p>
      <DigestChoice />
      <section aria-labelledby={`${id}-list`} className="position-relative" aria-busy={list.isFetching}>
        <h2 id={`${id}-list`} className="h4 mb-3">
          {t('listTitle')}
        </h2>
        {list.isFetching && !list.isPending && <StatusSpinner className="saved-busy" label={t('updating')} />}
        {error && <RetryAlert text={t('loadFailed')} retry={t('retry')} onRetry={() => void list.refetch()} />}
        {list.isPending && <PageSpinner />}
        {data &&
          (data.items.length > 0 ? (
            <ul className="list-unstyled d-grid gap-3 mb-0">
              {data.items.map((search) => (
                <SavedSearchCard
                  key={search.id}
                  search={search}
                  onOpen={() => seen.mutate(search.id)}
                  onDelete={(item, title) => void onDelete(item, title)}
                  deleting={remove.isPending && remove.variables === search.id}
                />
              ))}
            </ul>
          ) : (
            <div className="card card-body shadow-sm text-center py-4">
              <p className="text-body-secondary">{t('empty')}</p>
              <div>
                <Link className="btn btn-primary" to={paths.search}>
                  {t('toSearch')}
                </Link>
              </div>
            </div>
          ))}
      </section>
    </div>
  );
}
