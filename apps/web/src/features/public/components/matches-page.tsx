import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { MATCH_LISTS, MATCH_SYSTEMS } from '@vivaha/shared/constants';
import { paths } from '@vivaha/shared/routes';

import { LabelledSelect, profileOption } from '@/components/labelled-select';
import { LoadFailedPanel, NotFoundPanel } from '@/components/load-states';
import { PageSpinner } from '@/components/page-spinner';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import type { SearchFilters } from '@/lib/search-query';

import { useMatchable } from '../api/get-matchable';
import { useMatches, type MatchesState } from '../api/get-matches';
import { useChooseMatchSystem, useOpeningSystem } from '../api/match-system';
import { readMatches, systemIn, writeMatches } from '../matches-query';

import { MatchesList } from './matches-list';
import { SearchForm } from './search-form';

import '@/styles/parts/button-group.scss';
import '@/styles/parts/forms.scss';
import '../public.css';

const readId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/**
 * Horoscope matches for one of the member's published profiles (/matches/{myProfileId}): the
 * profiles whose horoscope is already open to the member, by band, best first, and apart the rest:
 * those to open on their page, and those whose family keeps the horoscope for approved members.
 * The rule set, the list, the filters and the page live in the address. Without a rule set in
 * the address, the page opens on the one the server names for this profile (the member's last
 * choice, else their family's tradition); a switch is kept for the member.
 */
export function MatchesPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const profileId = readId(useParams().id);
  const [params] = useSearchParams();
  const opening = useOpeningSystem(profileId);
  const opensOn = opening ?? MATCH_SYSTEMS[0];
  const state = readMatches(params, opensOn);
  // The list is asked once the rule set is known: from the address, or from the server.
  const matches = useMatches(profileId, state, Boolean(systemIn(params) ?? opening));
  const { choose, notKept } = useChooseMatchSystem();
  const mine = useMatchable();
  // A rule set named in the address stays there; else the one the page opened on is left out.
  const omitted = systemIn(params) ? undefined : opensOn;

  // A new rule set, list or search starts again from page 1.
  const to = (next: Partial<MatchesState>) => ({ search: writeMatches({ ...state, ...next, page: 1 }, omitted) });
  const onSearch = (filters: SearchFilters) => void navigate(to(filters));
  const pageTo = (page: number) => ({ search: writeMatches({ ...state, page }, omitted) });

  // Matches are made only from a published profile: the server says why this one is not.
  if (matches.error instanceof HttpError && matches.error.status === 409) {
    return (
      <NotFoundPanel
        title={t('matches.notPublishedTitle')}
        text={matches.error.message}
        backTo={paths.profiles}
        backLabel={t('matches.backToProfiles')}
      />
    );
  }
  if (!profileId || (matches.error instanceof HttpError && matches.error.status === 404)) {
    return (
      <NotFoundPanel
        title={t('matches.notFoundTitle')}
        text={t('matches.notFound')}
        backTo={paths.profiles}
        backLabel={t('matches.backToProfiles')}
      />
    );
  }
  if (matches.isError) return <LoadFailedPanel error={matches.error} message={t('matches.loadFailed')} />;
  if (matches.isPending) return <PageSpinner />;

  const answer = matches.data;
  const others = (mine.data?.items ?? []).filter((item) => !item.reason && item.profileId !== profileId);
  return (
    <div className="container py-4 matches-page">
      <h1 className="h3 mb-1">{t('matches.title', { name: answer.profile.name })}</h1>
      <p className="text-body-secondary mb-3">{t('matches.intro')}</p>

      {answer.reason ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="me-auto">{answer.reason}</span>
          <Link className="btn btn-sm btn-primary" to={`/profiles/edit/${profileId}`}>
            {t('matches.editProfile', { name: answer.profile.name })}
          </Link>
        </div>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
            <div className="btn-group matches-systems" role="group" aria-label={t('match.system')}>
              {MATCH_SYSTEMS.map((system) => (
                <Link
                  key={system}
                  className={`btn btn-outline-primary${state.system === system ? ' active' : ''}`}
                  aria-current={state.system === system ? 'true' : undefined}
                  to={to({ system })}
                  onClick={() => system !== state.system && choose(system)}
                >
                  {t(`match.systems.${system}`)}
                </Link>
              ))}
            </div>
            {others.length > 0 && (
              <LabelledSelect
                className="matches-other"
                id="matches-profile"
                label={t('matches.otherProfile')}
                labelClassName="form-label small mb-1"
                selectClassName="form-select form-select-sm"
                value={profileId}
                onChange={(event) =>
                  void navigate({
                    pathname: `/matches/${event.target.value}`,
                    search: writeMatches({ ...state, page: 1 }, omitted),
                  })
                }
                options={[{ value: profileId, label: answer.profile.name }, ...others.map(profileOption)]}
              />
            )}
          </div>

          {notKept && notKept === state.system && opening && opening !== state.system && (
            <p className="alert alert-warning py-2" role="alert">
              {t('match.notKept', { system: t(`match.systems.${opening}`) })}
            </p>
          )}

          <details className="search-refine card card-body py-2 mb-3">
            <summary>{t('matches.filters')}</summary>
            <div className="pt-2 pb-1">
              <SearchForm key={params.toString()} initial={state} onSearch={onSearch} sexFixed />
            </div>
          </details>

          <ul className="nav nav-tabs nav-fill mb-3 matches-tabs">
            {MATCH_LISTS.map((list) => {
              const { count, capped } = answer[list];
              return (
                <li className="nav-item" key={list}>
                  <Link
                    className={`nav-link${answer.list === list ? ' active' : ''}`}
                    aria-current={answer.list === list ? 'page' : undefined}
                    to={to({ list })}
                  >
                    {t(`matches.tabs.${list}`)}{' '}
                    <span className="badge text-bg-light border">
                      {t(capped ? 'matches.countMore' : 'matches.count', { count })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <MatchesList answer={answer} state={state} pageTo={pageTo} busy={matches.isPlaceholderData} />
          {answer.list === 'ranked' && <p className="small text-body-secondary mt-4 mb-0">{t('matches.howRanked')}</p>}
        </>
      )}
    </div>
  );
}
