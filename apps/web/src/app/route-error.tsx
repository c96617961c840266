import { useEffect } from 'react';
import { useRouteError } from 'react-router';

import { useTranslation } from '@/lib/i18n';

/**
 * The error element around every screen: a screen that failed to load or draw says so inside the
 * layout, so the header and footer stay usable, and offers a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('A screen failed', error);
  }, [error]);
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
