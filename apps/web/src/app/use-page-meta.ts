import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { isBrowsePath, routeMetaKey } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';

/**
 * Sets the document title and meta description from the page-title table (spec section 2), by
 * the same path rules the server uses for the first page.
 */
export function useRouteMeta() {
  const { pathname } = useLocation();
  const { t } = useTranslation('meta');
  const key = routeMetaKey(pathname) ?? 'notFound';

  useEffect(() => {
    // A profile screen and a browse preset set their own titles from what they show.
    if (key === 'profile' || isBrowsePath(pathname)) return;
    document.title = t(`${key}.title`);
    document.querySelector('meta[name="description"]')?.setAttribute('content', t(`${key}.description`));
  }, [key, pathname, t]);
}
