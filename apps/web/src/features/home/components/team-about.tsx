import { useTranslation } from '@/lib/i18n';
import { site } from '@/lib/site';

import { SectionTitle } from './section-title';

/**
 * Who runs the site, in the volunteer team's own words (the TEAM_ABOUT setting): a family trusting
 * the site with a daughter's photo should know the people behind it. No setting, no section.
 */
export function TeamAbout({ text = site.teamAbout }: { text?: string }) {
  const { t } = useTranslation();
  if (!text.trim()) return null;
  return (
    <section className="container home-section" aria-labelledby="home-team">
      <SectionTitle id="home-team">{t('home.teamTitle', { site: site.name })}</SectionTitle>
      <p className="home-team__text">{text}</p>
    </section>
  );
}
