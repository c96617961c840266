import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ProfileSlot } from '@/components/profile-slot';
import { CalendarDay } from '@/components/short-date';

import type { SearchHit } from '../api/search-profiles';

import { CARD_IMAGE, PICTURE_SIZES, photoSrcSet, placeholderImage } from './placeholder';
import { preloadProfileView } from './preload-profile-view';

function WarningIcon({ label }: { label: string }) {
  return (
    <svg className="result-icon result-icon--mangalik" viewBox="0 0 16 16" role="img" aria-label={label}>
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M8.98 1.57a1.13 1.13 0 0 0-1.96 0L.16 13.23C-.3 14.02.26 15 1.14 15h13.72c.88 0 1.44-.98.98-1.77L8.98 1.57ZM8 5c.54 0 .96.46.9 1l-.35 3.5a.55.55 0 0 1-1.1 0L7.1 6A.9.9 0 0 1 8 5Zm0 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
      />
    </svg>
  );
}

function FileIcon({ label }: { label: string }) {
  return (
    <svg className="result-icon result-icon--chart" viewBox="0 0 16 16" role="img" aria-label={label}>
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M4 0h5.3L14 4.7V14a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2Zm5 1.5V4a1 1 0 0 0 1 1h2.5L9 1.5ZM5 8.5a.5.5 0 0 0 0 1h6a.5.5 0 0 0 0-1H5Zm0 2a.5.5 0 0 0 0 1h6a.5.5 0 0 0 0-1H5Zm0 2a.5.5 0 0 0 0 1h4a.5.5 0 0 0 0-1H5Z"
      />
    </svg>
  );
}

interface Props {
  hit: SearchHit;
  /** Shown under the facts, before View Profile (the matches page's result). */
  children?: ReactNode;
  /** Where the card's button goes, when not simply the profile. */
  to?: string;
  /** The button's words, when not View Profile. */
  action?: string;
  /** A card at the top of the list: its picture loads at once, as it is in the first view. */
  eager?: boolean;
}

/** One search result (spec section 2, Profile Search): picture, facts, icons and View Profile. */
export function SearchResultCard({ hit, children, to, action, eager = false }: Props) {
  const { t } = useTranslation('public');
  const nameId = useId();
  const shown = (value: ReactNode) => (value === '' || value === null ? t('notProvided') : value);
  const facts: Array<[string, ReactNode]> = [
    ['lastSeen', hit.lastSeen && <CalendarDay value={hit.lastSeen} />],
    ['age', hit.age],
    ['livingcity', hit.livingcity],
    ['residentcountry', hit.residentcountry],
    ['ethnicity', hit.ethnicity],
    ['religion', hit.religion],
    ['martialstatus', hit.martialstatus],
    ['occupation', hit.occupation],
  ];
  return (
    <article className="card shadow-sm result-card">
      <div className="card-body">
        <div className="row g-3">
          <div className="col-4 col-sm-3">
            <img
              className="result-card__img"
              src={hit.defaultimage || placeholderImage(hit.sex)}
              srcSet={photoSrcSet({ card: hit.defaultimage })}
              sizes={hit.defaultimage ? PICTURE_SIZES.resultCard : undefined}
              alt={t(hit.defaultimage ? 'photoAlt' : 'noPhotoAlt', { name: hit.name })}
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
          <div className="col-8 col-sm-9">
            <h3 id={nameId} className="h5 mb-2 d-flex flex-wrap align-items-center gap-2">
              <span className="text-break">{hit.name}</span>
              {hit.astroChevaiThosam && <WarningIcon label={t('result.mangalik')} />}
              {hit.ChartAvailable && <FileIcon label={t('result.chart')} />}
            </h3>
            <dl className="result-card__facts">
              {facts.map(([field, value]) => (
                <Fragment key={field}>
                  <dt>{t(`result.${field}`)}</dt>
                  <dd>{shown(value)}</dd>
                </Fragment>
              ))}
            </dl>
            {children}
          </div>
        </div>
        <div className="result-card__actions">
          <Link
            className="btn btn-outline-primary btn-sm"
            to={to ?? hit.profileURL}
            aria-describedby={nameId}
            onPointerEnter={preloadProfileView}
            onFocus={preloadProfileView}
          >
            {action ?? t('viewProfile')}
          </Link>
          <ProfileSlot profileId={hit.profileid} name={hit.name} sex={hit.sex} place="card" />
        </div>
      </div>
    </article>
  );
}
