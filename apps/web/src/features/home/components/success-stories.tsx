import { useTranslation } from '@/lib/i18n';
import { useScriptFonts } from '@/lib/script-fonts';

import { useSuccessStories } from '../api/get-success-stories';

import { SectionTitle } from './section-title';

/**
 * Couples who met here, in the words their families agreed to (the team publishes them from
 * /admin/stories). Each story keeps the language it was written in, for screen readers, and its
 * script's font loads on a page in another language. No section while none is published, while they load or if they fail.
 */
export function SuccessStories() {
  const { t } = useTranslation();
  const stories = useSuccessStories().data?.items ?? [];
  useScriptFonts(stories.map((story) => story.language));
  if (!stories.length) return null;
  return (
    <section className="container home-section" aria-labelledby="home-stories">
      <SectionTitle id="home-stories">{t('home.storiesTitle')}</SectionTitle>
      <p className="home-stories__lead">{t('home.storiesLead')}</p>
      <ul className="home-stories">
        {stories.map((story) => (
          <li key={story.id} className="home-story">
            <figure lang={story.language} className="mb-0">
              <blockquote className="home-story__text">{story.story}</blockquote>
              <figcaption className="home-story__who">
                <span className="home-story__title">{story.title}</span>
                {story.place && <span className="home-story__place"> · {story.place}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
