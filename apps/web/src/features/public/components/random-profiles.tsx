import { Link } from 'react-router';

import type { LatestResult } from '@vivaha/shared/public';

import { PageSpinner } from '@/components/page-spinner';
import { ProfileSlot } from '@/components/profile-slot';
import { VerifiedList } from '@/components/verified-badges';
import { useTranslation } from '@/lib/i18n';

import { useRandomProfiles } from '../api/get-random-profiles';

import { CARD_IMAGE, PICTURE_SIZES, photoSrcSet, placeholderImage } from './placeholder';
import { preloadProfileView } from './preload-profile-view';

import '../public.css';

/** The first card's picture loads at once: on a phone it is the one in the first view. */
const EAGER_CARDS = 1;

function RandomCard({ profile, eager }: { profile: LatestResult; eager: boolean }) {
  const { t } = useTranslation();
  const facts = [
    [profile.age ? t('home.card.age', { age: profile.age }) : '', profile.livingcity],
    [profile.ethnicity, profile.religion],
    [profile.martialstatus],
  ].map((parts) => parts.filter(Boolean).join(', '));
  return (
    <article className="card h-100 shadow-sm profile-card">
      <div className="row g-0 h-100">
        <div className="col-5 col-md-12">
          <img
            className="profile-card__img"
            src={
              profile.defaultimage ||
              placeholderImage(profile.sex, profile.photoProtected ? 'photo-protected' : 'no-photo')
            }
            srcSet={photoSrcSet({ card: profile.defaultimage })}
            sizes={profile.defaultimage ? PICTURE_SIZES.randomCard : undefined}
            alt={t(
              profile.defaultimage
                ? 'home.card.photoAlt'
                : profile.photoProtected
                  ? 'home.card.photoOnRequestAlt'
                  : 'home.card.noPhotoAlt',
              { name: profile.name },
            )}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
        <div className="col-7 col-md-12 card-body d-flex flex-column">
          <h3 className="h5 card-title mb-2 text-break">{profile.name}</h3>
          {facts.map(
            (fact, index) =>
              fact && (
                <p key={index} className="card-text mb-1">
                  {fact}
                </p>
              ),
          )}
          <VerifiedList kinds={profile.verified} compact />
          <div className="result-card__actions mt-auto">
            <Link
              className="btn btn-outline-primary btn-sm"
              to={profile.profileURL}
              onPointerEnter={preloadProfileView}
              onFocus={preloadProfileView}
            >
              {t('home.card.view')}
            </Link>
            <ProfileSlot profileId={profile.profileid} name={profile.name} sex={profile.sex} place="card" />
          </div>
        </div>
      </div>
    </article>
  );
}

/** The homepage grid of random published profiles: three a row on wider screens, one on a phone. */
export function RandomProfiles() {
  const { t } = useTranslation();
  const random = useRandomProfiles();
  // While loading, the grid's space is held, so nothing below it jumps or loads early.
  if (random.isPending) {
    return (
      <div className="random-loading">
        <PageSpinner />
      </div>
    );
  }
  if (random.isError) {
    return (
      <p className="alert alert-danger" role="alert">
        {t('home.randomError')}
      </p>
    );
  }
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled mb-0">
      {random.data.map((profile, index) => (
        <li key={profile.profileid} className="col">
          <RandomCard profile={profile} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
