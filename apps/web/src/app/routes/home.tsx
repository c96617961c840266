import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

/** The homepage: who the site is for and the two shortcut panels (spec section 2). */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero py-4 py-md-5">
        <div className="container">
          <h1 className="h2 fw-bold">{t('home.heading')}</h1>
          <p className="lead mb-4 page-narrow">{t('home.intro')}</p>
          <div className="row g-3">
            <div className="col-sm-6">
              <Link className="shortcut-panel grooms" to={paths.grooms}>
                <span className="shortcut-title d-block">{t('home.groomsPanel')}</span>
                <span>{t('home.groomsText')}</span>
              </Link>
            </div>
            <div className="col-sm-6">
              <Link className="shortcut-panel brides" to={paths.brides}>
                <span className="shortcut-title d-block">{t('home.bridesPanel')}</span>
                <span>{t('home.bridesText')}</span>
              </Link>
            </div>
          </div>
        </div>
      </section>
      <section className="container py-4">
        <h2 className="h4">{t('home.howTitle')}</h2>
        <ol className="mb-4">
          <li>{t('home.how1')}</li>
          <li>{t('home.how2')}</li>
          <li>{t('home.how3')}</li>
        </ol>
        <Link className="btn btn-primary" to={paths.search}>
          {t('home.searchCta')}
        </Link>
      </section>
    </>
  );
}
