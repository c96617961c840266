import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

/** A profile id that does not exist or is not a number. */
export function AdminProfileNotFound() {
  const { t } = useTranslation('admin');
  return (
    <div className="container py-5 text-center">
      <h1 className="h3">{t('view.notFoundTitle')}</h1>
      <p>{t('view.notFoundText')}</p>
      <Link className="btn btn-primary" to={paths.adminProfiles}>
        {t('view.backToList')}
      </Link>
    </div>
  );
}

/** Any other failure to load a profile: logged, and a plain message instead of an empty page. */
export function AdminProfileLoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    console.error('Loading the profile failed', error);
  }, [error]);
  return (
    <div className="container py-5">
      <div className="alert alert-danger" role="alert">
        {t('view.loadFailed')}
      </div>
    </div>
  );
}
