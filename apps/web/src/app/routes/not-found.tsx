import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';

/** Any path that is not one of the portal's (the server answers it with 404). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center">
      <h1 className="display-6">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <Link className="btn btn-primary" to={paths.home}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
