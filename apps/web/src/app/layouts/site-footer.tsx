import { Link } from 'react-router';

import { useTranslation } from '@/lib/i18n';
import { pageLinks } from '@/lib/page-links';

const links = pageLinks('footer', ['about', 'privacy', 'safety', 'terms', 'faq', 'contact']);

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer mt-5 py-4">
      <div className="container">
        <div className="row gy-3 align-items-center">
          <div className="col-md-6">
            <p className="mb-1 small">{t('footer.tagline')}</p>
            <p className="mb-0 small">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          </div>
          <nav className="col-md-6" aria-label={t('footer.links')}>
            <ul className="list-inline mb-0 text-md-end">
              {links.map((link) => (
                <li className="list-inline-item me-3" key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
