import { useTranslation } from '@/lib/i18n';
import { site } from '@/lib/site';

/**
 * Who runs the site, in the volunteer team's own words (the TEAM_ABOUT setting): a family trusting
 * the site with a daughter's photo should know the people behind it. No setting, no section.
 */
export function TeamAbout({ text = site.teamAbout }: { text?: string }) {
  const { t } = useTranslation();
  if (!text.trim()) return null;
  return (
    <section className="container home-section" aria-labelledby="home-team">
      <h2 id="home-team" className="home-section__title">
        {t('home.teamTitle', { site: site.name })}
      </h2>
      <p className="home-team__text">{text}</p>
    </section>
  );
}
