import type { ReactNode } from 'react';

import { useTranslation } from '@/lib/i18n';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** About, Privacy Policy, Terms and Stay Safe: a title and sections of plain paragraphs. */
export function StaticPage({
  page,
  before,
  after,
}: {
  page: 'about' | 'privacy' | 'terms' | 'safety';
  /** Sections of the page's own, before and after the written ones. */
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const sections = t(`${page}.sections`, { returnObjects: true }) as Section[];
  const updated = page === 'about' ? '' : t(`${page}.updated`);
  return (
    <article className="container page-narrow py-4 static-page">
      <h1 className="h2">{t(`${page}.title`)}</h1>
      {updated && <p className="text-body-secondary small">{updated}</p>}
      {before}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {after}
    </article>
  );
}
