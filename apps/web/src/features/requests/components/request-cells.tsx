import { Link } from 'react-router';

import { profilePath } from '@vivaha/shared/slugs';

import { ShortDate } from '@/components/short-date';
import { useTranslation } from '@/lib/i18n';

/** When the request was made: the date, with the full time on hover. */
export const RequestedOn = ShortDate;

/** A profile's name and id; linked to its public page when `link` is set. */
export function ProfileCell({ id, name, link = false }: { id: number; name: string; link?: boolean }) {
  const { t } = useTranslation('requests');
  // One block, so a phone's stacked row puts it beside the column's name as a whole.
  return (
    <div>
      {link ? <Link to={profilePath(id, name)}>{name}</Link> : <span>{name}</span>}
      <small className="d-block text-body-secondary">{t('profileId', { id })}</small>
    </div>
  );
}
