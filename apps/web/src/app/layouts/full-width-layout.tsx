import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PageSpinner } from '@/components/page-spinner';
import { PrivacyAsk } from '@/features/auth/components/privacy-ask';
import { useTranslation } from '@/lib/i18n';

import { useRouteMeta } from '../use-page-meta';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Scrolls to the top on every route change (spec section 2), and not as the app starts: a page
 * drawn on the server may have been scrolled before the app took it over, and stays where it is.
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef(pathname + search);
  useEffect(() => {
    if (shown.current === pathname + search) return;
    shown.current = pathname + search;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** The full-width layout: header, the screen, footer. */
export function FullWidthLayout() {
  const { t } = useTranslation();
  useRouteMeta();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <SiteHeader />
      {/* Its words load only when it shows: nothing else waits for them. */}
      <Suspense fallback={null}>
        <PrivacyAsk />
      </Suspense>
      <main id="main" className="site-main flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
