import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { ListItem } from '@vivaha/shared/lists';
import { paths } from '@vivaha/shared/routes';

import { LabelledSelect, profileOption } from '@/components/labelled-select';
import { ShortDate } from '@/components/short-date';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { useOwnProfiles } from '../api/own-profiles';
import { useShortlist, useShortlistToggle } from '../api/shortlist';

import { readListPage, SavedList, type ProfileCard } from './saved-list';
import '../lists.css';
import '@/styles/parts/forms.scss';

type OwnProfile = { profileId: number; name: string };

/** Which of the member's own profiles a saved one is for; saving it again with another changes it. */
function SavedFor({ item, own }: { item: ListItem; own: OwnProfile[] }) {
  const { t } = useTranslation('lists');
  const id = useId();
  const save = useShortlistToggle();
  const change = (value: string) => {
    const forProfileId = Number(value) || undefined;
    const chosen = own.find((profile) => profile.profileId === forProfileId);
    save.mutate(
      { profileId: item.profileId, forProfileId, save: true },
      {
        onSuccess: () => chosen && toast.success(t('shortlist.moved', { name: chosen.name })),
        onError: (error) => {
          console.error('Changing which profile', item.profileId, 'is saved for failed', error);
          toast.error(error instanceof HttpError ? error.message : t('save.failed'));
        },
      },
    );
  };
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <label htmlFor={id}>{t('shortlist.for')}</label>
      <select
        id={id}
        className="form-select form-select-sm list-page__for"
        value={item.forProfileId ?? 0}
        disabled={save.isPending}
        aria-label={t('shortlist.forNamed', { name: item.card.name })}
        onChange={(event) => change(event.target.value)}
      >
        <option value={0}>{t('shortlist.forNone')}</option>
        {own.map((profile) => (
          <option key={profile.profileId} value={profile.profileId}>
            {profile.name}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * My Shortlist at /MyShortlist: the profiles saved with the heart, newest first, a page at a
 * time. A member with several profiles sees which one each is saved for and can keep to one.
 */
export function MyShortlist({ Card }: { Card: ProfileCard }) {
  const { t } = useTranslation('lists');
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const page = readListPage(params.get('page'));
  const own = useOwnProfiles().data ?? [];
  const several = own.length > 1;
  const forProfileId = several ? Number(params.get('for')) || undefined : undefined;
  const list = useShortlist(page, forProfileId);

  const setQuery = (next: { page?: number; for?: number }, replace = false) => {
    const query: Record<string, string> = {};
    if (next.for) query.for = String(next.for);
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query, { replace });
  };

  return (
    <div className="container py-4">
      <h1 className="h2 mb-2">{t('shortlist.title')}</h1>
      <p className="text-body-secondary mb-3 list-page__intro">{t('shortlist.intro')}</p>
      {several && (
        <LabelledSelect
          className="d-flex flex-wrap align-items-center gap-2 mb-3"
          id={filterId}
          label={t('shortlist.for')}
          labelClassName="form-label mb-0"
          selectClassName="form-select list-page__for"
          value={forProfileId ?? 0}
          onChange={(event) => setQuery({ for: Number(event.target.value) })}
          options={[{ value: 0, label: t('shortlist.forAll') }, ...own.map(profileOption)]}
        />
      )}
      <SavedList
        list={list}
        page={page}
        toPage={(next, replace) => setQuery({ page: next, for: forProfileId }, replace)}
        Card={Card}
        loadFailed={t('shortlist.loadFailed')}
        pagesLabel={t('shortlist.pages')}
        empty={
          <div className="text-center text-body-secondary">
            <p>{t(forProfileId ? 'shortlist.emptyFor' : 'shortlist.empty')}</p>
            <Link className="btn btn-primary" to={paths.search}>
              {t('shortlist.search')}
            </Link>
          </div>
        }
        footer={(item) => (
          <>
            <span className="me-auto">
              {t('shortlist.savedOn')} <ShortDate value={item.on} />
            </span>
            {several && <SavedFor item={item} own={own} />}
          </>
        )}
      />
    </div>
  );
}
