import { useRouteError } from 'react-router';

import { useTranslation } from '@/lib/i18n';

import { isProfileMissing } from '../api/get-profile-view';

import { LoadFailed, NotFound } from './profile-view-page';

/**
 * The profile view's error element: Profile Not Found for a profile that does not exist or is not
 * published, else the spec's Error loading profile (or Error processing profile data).
 */
export function ProfileViewError() {
  const error = useRouteError();
  return isProfileMissing(error) ? <NotFound /> : <LoadFailed error={error} />;
}

/** The search and browse screens' error element: the spec's Error fetching data. */
export function SearchError() {
  const { t } = useTranslation('public');
  const error = useRouteError();
  console.error('The search failed', error);
  return (
    <p className="alert alert-danger" role="alert">
      {t('search.error')}
    </p>
  );
}
