import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

import { ProfileSlot } from '@/components/profile-slot';
import { CalendarDay } from '@/components/short-date';
import { VerifiedChips } from '@/components/verified-badges';
import { useTranslation } from '@/lib/i18n';

import type { SearchHit } from '../api/search-profiles';

import { CardPicture } from './card-picture';
import { preloadProfileView } from './preload-profile-view';

interface Props {
  hit: SearchHit;
  /** Shown under the summary (the matches page's result). */
  children?: ReactNode;
  /** Where the card goes, when not simply the profile. */
  to?: string;
  /** Words for a button to `to` as well, when the card asks for something (the matches page). */
  action?: string;
  /** A card at the top of the list: its picture loads at once, as it is in the first view. */
  eager?: boolean;
}

/**
 * One profile in a list (spec section 2, Profile Search: image, name, last seen date, age, living
 * city and country, ethnicity, religion, marital status, occupation, the Chevvai dosham and chart
 * flags, and a View Profile link), with the profile's check badges beside the flags: the name is the card's link (the whole card opens it), the facts
 * one run of text, the flags in words, and the member's own buttons stay buttons of their own above
 * the link. View Profile is there for the eye; it is out of the tab order, as the name already
 * leads there.
 */
export function SearchResultCard({ hit, children, to, action, eager = false }: Props) {
  const { t } = useTranslation('public');
  const href = to ?? hit.profileURL;
  const summary = [
    hit.age > 0 ? t('result.years', { age: hit.age }) : '',
    [hit.livingcity, hit.residentcountry].filter(Boolean).join(', '),
    hit.religion,
    hit.ethnicity,
    hit.martialstatus,
    hit.occupation,
  ].filter(Boolean);
  return (
    <article className="card result-card">
      <div className="result-card__media">
        <CardPicture hit={hit} eager={eager} />
      </div>
      <div className="result-card__body">
        <h3 className="result-card__name text-break">
          <Link
            className="result-card__link"
            to={href}
            onPointerEnter={preloadProfileView}
            onFocus={preloadProfileView}
          >
            {hit.name}
          </Link>
        </h3>
        {summary.length > 0 && (
          <p className="result-card__summary">
            {summary.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && <span aria-hidden="true">{'\u00a0· '}</span>}
                {part}
              </Fragment>
            ))}
          </p>
        )}
        {hit.lastSeen && (
          <p className="result-card__seen">
            {t('result.lastSeen')} <CalendarDay value={hit.lastSeen} />
          </p>
        )}
        {(hit.astroChevaiThosam || hit.ChartAvailable || hit.verified.length > 0) && (
          <ul className="result-card__chips">
            <VerifiedChips kinds={hit.verified} />
            {hit.astroChevaiThosam && <li className="result-chip result-chip--mangalik">{t('result.mangalik')}</li>}
            {hit.ChartAvailable && <li className="result-chip result-chip--chart">{t('result.chart')}</li>}
          </ul>
        )}
        {children}
        <div className="result-card__actions">
          {!action && (
            <Link className="result-card__view" to={href} tabIndex={-1}>
              {t('result.view')}
            </Link>
          )}
          {action && (
            <Link className="btn btn-outline-primary result-card__action" to={href}>
              {action}
            </Link>
          )}
          <ProfileSlot profileId={hit.profileid} name={hit.name} sex={hit.sex} place="card" />
        </div>
      </div>
    </article>
  );
}
