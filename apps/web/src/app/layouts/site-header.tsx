import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { AccountMenu } from '@/features/auth/components/account-menu';
import { useOpenAuthModal } from '@/lib/auth-modal';
import { botCheck } from '@/lib/botcheck';
import { usePageLanguage, useTranslation } from '@/lib/i18n';
import { pageLinks } from '@/lib/page-links';
import { useSession } from '@/lib/session';
import { site } from '@/lib/site';

import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';

const links = pageLinks('nav', ['grooms', 'brides', 'search', 'faq', 'safety', 'contact']);

/**
 * From which width the links stand in the header on one line, and below which they are in the
 * menu: a laptop's in English; in Sinhala and Tamil, whose words are longer (measured: the
 * header needs about 1,200 and 1,330 px), a wide screen's, so no link is broken over two lines.
 */
const EXPAND = {
  lg: { nav: 'navbar-expand-lg', bar: 'd-lg-none', slot: 'pb-lg-0' },
  xxl: { nav: 'navbar-expand-xxl', bar: 'd-xxl-none', slot: 'pb-xxl-0' },
} as const;
const useExpand = () => EXPAND[usePageLanguage() === 'en' ? 'lg' : 'xxl'];

/**
 * On a phone a visitor sees Login and Register free under the header at once, rather than inside
 * the menu; from the width where the links stand in the header, they sit in its account slot.
 */
function PhoneVisitorBar() {
  const { t } = useTranslation();
  const openAuth = useOpenAuthModal();
  const expand = useExpand();
  if (useSession()) return null;
  // A finger on either button starts the security check, before the modal asks for it.
  const warmUp = () => void botCheck.load().catch(() => {});
  return (
    <div className={`visitor-bar ${expand.bar}`} onPointerDown={warmUp} onFocus={warmUp}>
      <div className="container d-flex gap-2">
        <button type="button" className="btn btn-outline-light flex-fill" onClick={() => openAuth('login')}>
          {t('account.login')}
        </button>
        <button type="button" className="btn btn-light flex-fill" onClick={() => openAuth('register')}>
          {t('account.registerFree')}
        </button>
      </div>
    </div>
  );
}

/** Product name, the main links, and the account slot (Login/Register or the member's menu). */
export function SiteHeader() {
  const { t } = useTranslation();
  const expand = useExpand();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    // Close the phone menu once a link has taken the person somewhere.
    setLastPath(pathname);
    setOpen(false);
  }

  return (
    <header className="site-header">
      <nav className={`navbar ${expand.nav} navbar-dark`} aria-label={t('nav.main')}>
        <div className="container">
          <Link className="navbar-brand" to={paths.home}>
            <LogoMark className="site-logo" />
            {site.name}
          </Link>
          <LanguageSwitch />
          <button
            className="navbar-toggler"
            type="button"
            aria-controls="site-nav"
            aria-expanded={open}
            aria-label={t('nav.toggle')}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="site-nav" className={`collapse navbar-collapse${open ? ' show' : ''}`}>
            <ul className="navbar-nav me-auto">
              {links.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className="nav-link" to={link.to}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className={`d-flex align-items-center gap-2 pb-2 ${expand.slot}`}>
              <AccountMenu />
            </div>
          </div>
        </div>
      </nav>
      <PhoneVisitorBar />
    </header>
  );
}
