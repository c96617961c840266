import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { profilePath } from '@vivaha/shared/slugs';

/** When the request was made: the date, with the full time on hover. */
export function RequestedOn({ value }: { value: string }) {
  const { i18n } = useTranslation('requests');
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <>{value}</>;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <time dateTime={value} title={date.toLocaleString(language, { dateStyle: 'full', timeStyle: 'short' })}>
      {date.toLocaleDateString(language, { dateStyle: 'medium' })}
    </time>
  );
}

/** A profile's name and id; linked to its public page when `link` is set. */
export function ProfileCell({ id, name, link = false }: { id: number; name: string; link?: boolean }) {
  const { t } = useTranslation('requests');
  return (
    <>
      {link ? <Link to={profilePath(id, name)}>{name}</Link> : <span>{name}</span>}
      <small className="d-block text-body-secondary">{t('profileId', { id })}</small>
    </>
  );
}
