import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { DeferredBrowseIndex } from '@/features/public/components/deferred-browse-index';
import { RandomProfiles } from '@/features/public/components/random-profiles';

/**
 * The homepage (spec section 2): who the site is for, the two shortcut panels, a grid of random
 * profiles and the browse index. It is in the first bundle, so it stays small.
 */
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
      <section className="container py-4" aria-labelledby="home-random">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h2 id="home-random" className="h4 mb-0">
            {t('home.randomTitle')}
          </h2>
          <Link to={paths.search}>{t('home.searchCta')}</Link>
        </div>
        <RandomProfiles />
      </section>
      <section className="container py-4" aria-labelledby="home-browse">
        <h2 id="home-browse" className="h4 mb-3">
          {t('home.browseTitle')}
        </h2>
        <DeferredBrowseIndex />
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
