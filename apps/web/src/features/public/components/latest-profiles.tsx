import { Fragment } from 'react';

import type { LatestResult } from '@vivaha/shared/public';

import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from '@/lib/i18n';

import { useLatestProfiles, type LatestSex } from '../api/get-latest-profiles';

import '@/styles/parts/list-group.scss';
import '../public.css';

const fields = ['age', 'occupation', 'livingcity', 'religion', 'ethnicity', 'education'] as const;

function LatestEntry({ profile }: { profile: LatestResult }) {
  const { t } = useTranslation('public');
  return (
    <li className="list-group-item">
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        <h3 className="h6 mb-0 text-break">{profile.name}</h3>
        <span className="small text-body-secondary text-nowrap">{t('latest.id', { id: profile.profileid })}</span>
      </div>
      <dl className="latest-facts">
        {fields.map((field) => (
          <Fragment key={field}>
            <dt>{t(`latest.fields.${field}`)}</dt>
            <dd>{profile[field] || t('notProvided')}</dd>
          </Fragment>
        ))}
      </dl>
      <a className="btn btn-outline-primary btn-sm" href={profile.profileURL} target="_blank" rel="noopener">
        {t('latest.view')}
        <span className="visually-hidden"> {t('latest.viewHint', { name: profile.name })}</span>
      </a>
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
