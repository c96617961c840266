import type { To } from 'react-router';

import { SEARCH_PAGE_SIZE } from '@vivaha/shared/constants';
import type { MatchesAnswer, MatchesItem } from '@vivaha/shared/match';

import { useTranslation } from '@/lib/i18n';

import type { MatchesState } from '../api/get-matches';

import { REQUEST_SECTION } from './request-picker';
import { SearchPagination } from './search-pagination';
import { SearchResultCard } from './search-result-card';

/** A ranked profile's band, with the exact total and the failed vetoes: its horoscope is open to the member. */
function MatchNote({ item }: { item: MatchesItem }) {
  const { t } = useTranslation('public');
  const { band, match } = item;
  if (!band) return null;
  return (
    <div className={`match-note match-note--${band} mb-2`}>
      <p className="mb-1">
        <span className="match-band">{t(`matches.bands.${band}`)}</span>
        {match && match.outOf > 0 && band !== 'unjudged' && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="text-nowrap">{match.total}</span>
          </>
        )}
      </p>
      {match && match.vetoes.length > 0 && (
        <p className="small mb-1">{t('matches.vetoes', { names: match.vetoes.join(', ') })}</p>
      )}
      {match?.reason && <p className="small text-body-secondary mb-1">{match.reason}</p>}
    </div>
  );
}

/** Why a profile is apart, and what would show its horoscope (no band: none is given before it opens). */
function ApartNote({ item }: { item: MatchesItem }) {
  const { t } = useTranslation('public');
  if (!item.apart) return null;
  return <p className="small text-body-secondary mb-2">{t(`matches.apartReasons.${item.apart}`)}</p>;
}

interface Props {
  answer: MatchesAnswer;
  state: MatchesState;
  pageTo: (page: number) => To;
  busy: boolean;
}

/** One page of the ranked list or the list apart, with its pager. */
export function MatchesList({ answer, state, pageTo, busy }: Props) {
  const { t } = useTranslation('public');
  const { count } = answer[answer.list];
  const pageCount = Math.ceil(count / SEARCH_PAGE_SIZE);
  // A card opens the match panel with this profile and rule set already chosen.
  const viewWith = (url: string) =>
    `${url}?${new URLSearchParams({ match: String(answer.profile.profileId), system: state.system })}`;
  return (
    <section aria-labelledby="matches-results" aria-busy={busy}>
      <h2 id="matches-results" className="visually-hidden">
        {t(answer.list === 'ranked' ? 'matches.tabs.ranked' : 'matches.tabs.apart')}
      </h2>
      {answer.items.length ? (
        <ul className={`card-grid mb-4${busy ? ' opacity-50' : ''}`}>
          {answer.items.map((item) => (
            <li key={item.searchResults.profileid}>
              <SearchResultCard
                hit={{ ...item.searchResults, lastSeen: item.lastSeen }}
                {...(item.apart === 'approvedOnly'
                  ? { to: `${item.searchResults.profileURL}#${REQUEST_SECTION}`, action: t('matches.askToSee') }
                  : item.apart === 'openProfile'
                    ? { to: viewWith(item.searchResults.profileURL), action: t('matches.seeMatch') }
                    : { to: viewWith(item.searchResults.profileURL) })}
              >
                <MatchNote item={item} />
                <ApartNote item={item} />
              </SearchResultCard>
            </li>
          ))}
        </ul>
      ) : (
        <p className="alert alert-light border mb-4">
          {t(answer.list === 'ranked' ? 'matches.noneRanked' : 'matches.noneApart')}
        </p>
      )}
      <SearchPagination page={state.page} pageCount={pageCount} pageTo={pageTo} />
    </section>
  );
}
