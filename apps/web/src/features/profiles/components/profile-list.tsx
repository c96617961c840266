import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { PROFILE_LIMIT } from '@vivaha/shared/constants';
import { paths } from '@vivaha/shared/routes';

import { PageSpinner } from '@/components/page-spinner';
import { ProfileListPages } from '@/components/profile-list-table';
import { SearchBox } from '@/components/search-box';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { useShownPage } from '@/hooks/use-shown-page';
import { useTranslation } from '@/lib/i18n';

import { useDeleteProfile } from '../api/delete-profile';
import { profileQueryOptions } from '../api/get-profile';
import { useProfiles } from '../api/list-profiles';

import { ProfileCards } from './profile-cards';
import { ProfileTable } from './profile-table';
import { UnfinishedProfileNote } from './unfinished-profile-note';

import '@/styles/parts/forms.scss';

/** Below Bootstrap's lg breakpoint the profiles are cards: the table's columns would run off a phone. */
const NARROW = '(max-width: 991.98px)';
function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isNarrow = () => window.matchMedia?.(NARROW).matches ?? false;

/** My Profiles (spec section 2, Member profile list), at /dashboard and /profiles. */
export function ProfileList() {
  const { t } = useTranslation('profiles');
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  const queryClient = useQueryClient();
  // Start loading a profile as soon as the pointer or focus reaches its link.
  const prefetch = (id: number) => void queryClient.prefetchQuery(profileQueryOptions(id));
  const [searchtext, setSearchtext] = useState('');
  const [page, setPage] = useState(1);
  // Any change of the search starts again from page 1.
  const onSearch = (search: string) => {
    setSearchtext(search);
    setPage(1);
  };

  const list = useProfiles({ searchtext, page });
  const { shown, pageCount } = useShownPage(list, 'Loading my profiles failed');
  // A delete can empty the last page: step back to the last page that still has profiles.
  if (shown && page > Math.max(1, pageCount)) setPage(Math.max(1, pageCount));

  const confirmDelete = useConfirmDelete(useDeleteProfile().mutateAsync);
  const onDelete = (id: number) => void confirmDelete(id);
  const createNew = (
    <Link className="btn btn-primary" to={paths.profileNew}>
      {t('list.createNew')}
    </Link>
  );

  const empty = shown && shown.totalCount === 0 && !searchtext;
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{t('list.title')}</h1>
        {!empty && createNew}
      </div>
      <UnfinishedProfileNote />
      {empty ? (
        <div className="card card-body shadow-sm text-center py-5">
          <h2 className="h4">{t('list.emptyTitle')}</h2>
          <p className="text-body-secondary mx-auto profiles-empty-text">{t('list.emptyText')}</p>
          <div>{createNew}</div>
        </div>
      ) : (
        <>
          <div className="mb-3 profiles-search">
            <SearchBox
              id="profiles-search"
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              value={searchtext}
              onSearch={onSearch}
            />
          </div>
          {shown && list.isFetching && (
            <div className="spinner-border spinner-border-sm text-primary mb-2" role="status">
              <span className="visually-hidden">{t('common:common.loading')}</span>
            </div>
          )}
          {!shown ? (
            list.isPending && <PageSpinner />
          ) : (
            <div
              className={narrow && shown.items.length > 0 ? undefined : 'card shadow-sm'}
              aria-busy={list.isFetching}
            >
              {shown.items.length === 0 ? (
                <p className="card-body mb-0">{t('list.noMatches')}</p>
              ) : narrow ? (
                <ProfileCards items={shown.items} onDelete={onDelete} prefetch={prefetch} />
              ) : (
                <ProfileTable items={shown.items} onDelete={onDelete} prefetch={prefetch} />
              )}
            </div>
          )}
          {shown && (
            <div className="mt-3">
              <ProfileListPages page={page} pageCount={pageCount} onPage={setPage} />
            </div>
          )}
          <p className="form-text mt-3">{t('list.limitNote', { limit: PROFILE_LIMIT })}</p>
        </>
      )}
    </div>
  );
}
