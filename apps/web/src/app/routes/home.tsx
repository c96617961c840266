import { Link } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { HowItWorks } from '@/features/home/components/how-it-works';
import { QuickSearch } from '@/features/home/components/quick-search';
import { SectionTitle } from '@/features/home/components/section-title';
import { SiteFactsBand } from '@/features/home/components/site-facts';
import { SuccessStories } from '@/features/home/components/success-stories';
import { TeamAbout } from '@/features/home/components/team-about';
import { TrustPoints } from '@/features/home/components/trust-points';
import { DeferredBrowseIndex } from '@/features/public/components/deferred-browse-index';
import { RandomProfiles } from '@/features/public/components/random-profiles';
import { useOpenAuthModal } from '@/lib/auth-modal';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import '@/features/home/home.css';

/** The two ways into the listings, each with its title and line. */
const shortcuts = [
  { side: 'grooms', to: paths.grooms },
  { side: 'brides', to: paths.brides },
] as const;

/**
 * The homepage (spec section 2): what the site is and why it is safe, a quick search, the two
 * shortcut panels, a grid of random profiles, how it works, the site's counts, the success stories
 * the team has published, who the volunteer team is (when the team has said) and the browse index. It is in the first bundle, so it stays small: no form library, no charts.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const openAuth = useOpenAuthModal();
  const signedIn = Boolean(useSession());
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container">
          <div className="row g-4 align-items-center">
            <div className="col-lg-7">
              <h1 id="home-title" className="home-hero__title">
                {t('home.heading')}
              </h1>
              <p className="home-hero__lead">{t('home.lead')}</p>
              <TrustPoints />
            </div>
            <div className="col-lg-5">
              <QuickSearch />
            </div>
          </div>
          <div className="row g-3 home-shortcuts">
            {shortcuts.map(({ side, to }) => (
              <div className="col-sm-6" key={side}>
                <Link className={`shortcut-panel ${side}`} to={to}>
                  <span className="shortcut-title">{t(`home.${side}Panel`)}</span>
                  <span>{t(`home.${side}Text`)}</span>
                </Link>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="container home-section" aria-labelledby="home-random">
        <div className="home-section__head">
          <SectionTitle id="home-random">{t('home.randomTitle')}</SectionTitle>
          <Link to={paths.search}>{t('home.searchCta')}</Link>
        </div>
        <RandomProfiles />
      </section>
      <section className="home-how" aria-labelledby="home-how">
        <div className="container">
          <SectionTitle id="home-how">{t('home.howTitle')}</SectionTitle>
          <p className="home-how__intro">{t('home.intro')}</p>
          <HowItWorks />
          <div className="home-how__actions">
            {!signedIn && (
              <button type="button" className="btn btn-primary" onClick={() => openAuth('register')}>
                {t('account.registerFree')}
              </button>
            )}
            <Link className="btn btn-outline-primary" to={paths.search}>
              {t('home.searchCta')}
            </Link>
          </div>
        </div>
      </section>
      <SiteFactsBand />
      <SuccessStories />
      <TeamAbout />
      <section className="container home-section" aria-labelledby="home-browse">
        <SectionTitle id="home-browse">{t('home.browseTitle')}</SectionTitle>
        <DeferredBrowseIndex />
      </section>
    </>
  );
}
