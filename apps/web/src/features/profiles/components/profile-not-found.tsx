import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

/** A profile id that does not exist, is not a number, or belongs to someone else. */
export function ProfileNotFound() {
  const { t } = useTranslation('profiles');
  return (
    <div className="container py-5 text-center">
      <h1 className="h3">{t('owner.notFoundTitle')}</h1>
      <p>{t('owner.notFoundText')}</p>
      <Link className="btn btn-primary" to={paths.profiles}>
        {t('owner.backToList')}
      </Link>
    </div>
  );
}

/** Any other failure to load a profile: logged, and a plain message instead of an empty page. */
export function ProfileLoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('profiles');
  useEffect(() => {
    console.error('Loading the profile failed', error);
  }, [error]);
  return (
    <div className="container py-5">
      <div className="alert alert-danger" role="alert">
        {t('owner.loadFailed')}
      </div>
    </div>
  );
}

/** The id of /profiles/{id}, or undefined when it is not a positive whole number. */
export const profileIdParam = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
