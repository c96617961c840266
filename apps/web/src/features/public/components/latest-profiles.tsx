import type { LatestResult } from '@vivaha/shared/public';

import { PageSpinner } from '@/components/page-spinner';
import { VerifiedList } from '@/components/verified-badges';
import { useTranslation } from '@/lib/i18n';

import { useLatestProfiles, type LatestSex } from '../api/get-latest-profiles';

import { CARD_IMAGE, placeholderImage } from './placeholder';

import '@/styles/parts/list-group.scss';
import '../public.css';

const fields = ['age', 'occupation', 'livingcity', 'religion', 'ethnicity', 'education'] as const;

/**
 * One entry as a compact photo card (spec: id, name, age, occupation, city, religion, ethnicity and
 * education, Not provided for a gap, and View in a new tab): the photo where this viewer may see
 * it, else the drawn silhouette (with a lock where a photo is kept back), the name and id, and the
 * facts as one run of text, each named for a screen reader.
 */
function LatestEntry({ profile }: { profile: LatestResult }) {
  const { t } = useTranslation('public');
  const kind = profile.photoProtected ? 'photo-protected' : 'no-photo';
  return (
    <li className="list-group-item latest-entry">
      <img
        className="latest-entry__photo"
        src={profile.defaultimage || placeholderImage(profile.sex, kind)}
        alt=""
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="latest-entry__text">
        {/* The name has the column's width: a narrow column breaks between words, not inside one. */}
        <h3 className="h6 mb-0 latest-entry__name">{profile.name}</h3>
        <span className="small text-body-secondary">{t('latest.id', { id: profile.profileid })}</span>
      </div>
      {/* Below the photo, the facts take the card's whole width: a long Sinhala or Tamil word fits whole. */}
      <div className="latest-entry__more">
        <dl className="latest-facts">
          {fields.map((field) => (
            <div key={field}>
              <dt className="visually-hidden">{t(`latest.fields.${field}`)}</dt>
              <dd>{profile[field] || t('notProvided')}</dd>
            </div>
          ))}
        </dl>
        <VerifiedList kinds={profile.verified} compact />
        <a className="btn btn-outline-primary btn-sm" href={profile.profileURL} target="_blank" rel="noopener">
          {t('latest.view')}
          <span className="visually-hidden"> {t('latest.viewHint', { name: profile.name })}</span>
        </a>
      </div>
    </li>
  );
}

/** A side column of the three-column layout: the ten newest published brides (2) or grooms (1). */
export function LatestProfiles({ sx }: { sx: LatestSex }) {
  const { t } = useTranslation('public');
  const latest = useLatestProfiles(sx);
  const headingId = `latest-${sx}`;
  let body;
  if (latest.isPending) body = <PageSpinner />;
  else if (latest.isError) body = <p className="alert alert-danger small m-3">{t('latest.error')}</p>;
  else if (!latest.data.length) body = <p className="text-body-secondary small m-3">{t('latest.empty')}</p>;
  else {
    body = (
      <ul className="list-group list-group-flush">
        {latest.data.map((profile) => (
          <LatestEntry key={profile.profileid} profile={profile} />
        ))}
      </ul>
    );
  }
  return (
    <aside className="card shadow-sm latest-column" aria-labelledby={headingId}>
      <h2 id={headingId} className="h6 card-header fw-bold mb-0">
        {sx === 2 ? t('latest.brides') : t('latest.grooms')}
      </h2>
      {body}
    </aside>
  );
}
