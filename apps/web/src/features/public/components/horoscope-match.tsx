import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { MATCH_SYSTEMS, type MatchSystem } from '@vivaha/shared/constants';
import type { MatchAnswer } from '@vivaha/shared/match';
import { optionLabel } from '@vivaha/shared/options/option';
import { sexes } from '@vivaha/shared/options/sexes';

import { LabelledSelect, profileOption } from '@/components/labelled-select';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { useHoroscopeMatch } from '../api/get-horoscope-match';
import { useMatchable } from '../api/get-matchable';
import type { ProfileViewData } from '../api/get-profile-view';
import { useChooseMatchSystem, useOpeningSystem } from '../api/match-system';

import '@/styles/parts/button-group.scss';
import '@/styles/parts/forms.scss';

const marks = { pass: '✓', fail: '✗', unknown: '?' } as const;

function Result({ answer }: { answer: MatchAnswer }) {
  const { t } = useTranslation('public');
  const yesNo = (value: boolean) => (value ? t('match.yes') : t('match.no'));
  // The charts the families linked, for graha porondam and Chevvai dosham.
  const charts = [answer.bride, answer.groom].filter((side) => /^https?:\/\//i.test(side.chartLink));
  return (
    <>
      <p className="h4 mb-1" aria-live="polite">
        {t('match.total', { total: answer.total })}
      </p>
      {answer.reason && <p className="text-body-secondary">{answer.reason}</p>}
      {answer.vetoes.length > 0 && (
        <p className="alert alert-warning py-2">{t('match.vetoes', { names: answer.vetoes.join(', ') })}</p>
      )}
      <ul className="list-unstyled match-factors mb-3">
        {answer.factors.map((factor) => (
          <li key={factor.id} className={`match-factor match-factor--${factor.verdict}`}>
            <span className="match-factor__mark" aria-hidden="true">
              {marks[factor.verdict]}
            </span>
            <span>
              <strong>{factor.name}</strong>{' '}
              <span className="visually-hidden">{t(`match.verdict.${factor.verdict}`)}</span>
              {factor.veto && <span className="badge text-bg-light border ms-1">{t('match.veto')}</span>}
              <small className="d-block text-body-secondary">{factor.reason ?? factor.meaning}</small>
              {factor.otherSchools?.map((line) => (
                <small key={line} className="d-block fst-italic">
                  {line}
                </small>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {answer.factors.some((factor) => factor.otherSchools) && (
        <p className="small text-body-secondary mb-1">{t('match.schools')}</p>
      )}
      <p className="small text-body-secondary mb-1">{answer.note}</p>
      <p className="small mb-1">
        {t('match.chevvai', {
          bride: answer.bride.name,
          brideSays: yesNo(answer.bride.chevaiThosam),
          groom: answer.groom.name,
          groomSays: yesNo(answer.groom.chevaiThosam),
        })}
      </p>
      {charts.length > 0 && (
        <p className="small mb-0 d-flex flex-wrap gap-3">
          {charts.map((side) => (
            <a key={side.profileId} href={side.chartLink} target="_blank" rel="noopener noreferrer">
              {t('match.chart', { name: side.name })}
            </a>
          ))}
        </p>
      )}
    </>
  );
}

/**
 * The horoscope match (Tamil porutham or Sinhala porondam) of this profile with one of the
 * member's own. Shown only where this member may already see the profile's horoscope, and only
 * with their profiles of the other sex that have a star and padam; the server answers nothing
 * elsewhere. Coming from the matches page (`?match={myProfileId}&system=`), that profile and
 * rule set are already chosen; otherwise it opens on the rule set the server names for the chosen
 * profile (the member's last choice, else their family's tradition). A switch is kept for the
 * member, so their next match opens on it.
 */
export function HoroscopeMatch({ view }: { view: ProfileViewData }) {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const signedIn = Boolean(useSession());
  const asked = signedIn && view.showastro && view.permisionData.length > 0;
  const mine = useMatchable(asked);
  const own = (mine.data?.items ?? []).filter(
    (item) =>
      !item.reason && item.profileId !== view.summary.profileid && optionLabel(sexes, item.sex) !== view.summary.sex,
  );
  const fromPage = Number(params.get('match'));
  const [picked, setPicked] = useState<number>();
  const chosen =
    picked ?? (own.some((item) => item.profileId === fromPage) ? fromPage : own.length === 1 ? own[0]!.profileId : 0);
  const shown = asked && own.length > 0;
  // The rule set: the one picked here, else the matches page's, else the one the chosen profile
  // opens on (asked of the server; the page language's before a profile is chosen).
  const [pickedSystem, setPickedSystem] = useState<MatchSystem>();
  const fromPageSystem = MATCH_SYSTEMS.find((id) => id === params.get('system'));
  const opening = useOpeningSystem(shown ? chosen : 0);
  const system = pickedSystem ?? fromPageSystem ?? opening;
  const { choose, notKept } = useChooseMatchSystem();
  const pick = (id: MatchSystem) => {
    if (id === system) return;
    setPickedSystem(id);
    choose(id);
  };
  // Nothing is asked where the panel is not shown, nor before the rule set is known.
  const match = useHoroscopeMatch(view.summary.profileid, shown && system ? chosen : 0, system ?? MATCH_SYSTEMS[0]);
  if (!shown) return null;

  let result;
  if (!chosen) result = <p className="text-body-secondary mb-0">{t('match.chooseFirst')}</p>;
  else if (!system || match.isPending) result = <p className="text-body-secondary mb-0">{t('match.loading')}</p>;
  else if (match.isError) {
    const words = match.error instanceof HttpError && match.error.status === 400 ? match.error.message : undefined;
    result = (
      <p className="alert alert-info mb-0" role="status">
        {words ?? t('match.failed')}
      </p>
    );
  } else result = <Result answer={match.data} />;

  return (
    <section className="card card-body shadow-sm mb-3" aria-labelledby="view-match">
      <h2 id="view-match" className="h5">
        {t('match.title')}
      </h2>
      <div className="row g-2 align-items-end mb-3">
        <LabelledSelect
          className="col-sm-6 col-lg-12"
          id="match-own"
          label={t('match.yourProfile')}
          value={chosen}
          onChange={(event) => setPicked(Number(event.target.value))}
          options={[{ value: 0, label: t('match.choose') }, ...own.map(profileOption)]}
        />
        <div className="col-sm-6 col-lg-12">
          <div className="btn-group w-100" role="group" aria-label={t('match.system')}>
            {MATCH_SYSTEMS.map((id) => (
              <button
                key={id}
                type="button"
                className={`btn btn-outline-primary${system === id ? ' active' : ''}`}
                aria-pressed={system === id}
                onClick={() => pick(id)}
              >
                {t(`match.systems.${id}`)}
              </button>
            ))}
          </div>
        </div>
      </div>
      {notKept && notKept === system && opening && opening !== system && (
        <p className="alert alert-warning py-2" role="alert">
          {t('match.notKept', { system: t(`match.systems.${opening}`) })}
        </p>
      )}
      {result}
      {chosen > 0 && (
        <p className="small mt-3 mb-0">
          <Link to={`/matches/${chosen}${system && system !== opening ? `?system=${system}` : ''}`}>
            {t('match.allMatches', { name: own.find((item) => item.profileId === chosen)?.name })}
          </Link>
        </p>
      )}
    </section>
  );
}
