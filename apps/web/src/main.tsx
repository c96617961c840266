import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@/lib/i18n';
import '@/styles/app.scss';

import { App } from '@/app/app';
import { pageLanguage } from '@/lib/language';
import sinhalaFonts from '@/styles/fonts-si.css?url';
import tamilFonts from '@/styles/fonts-ta.css?url';

document.documentElement.lang = pageLanguage;

/**
 * A Sinhala or Tamil page's font (self-hosted, that script's letters only) loads with it and with
 * no other. Both weights are asked for at once and the page waits for them a moment, so headings
 * are not drawn before their bold face arrives; a slow network gets the page after 2 seconds.
 */
async function scriptFonts() {
  if (pageLanguage === 'en') return;
  const [family, sample] =
    pageLanguage === 'si' ? ['Noto Sans Sinhala', 'සිංහල'] : (['Noto Sans Tamil', 'தமிழ்'] as const);
  const link = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    href: pageLanguage === 'si' ? sinhalaFonts : tamilFonts,
  });
  await new Promise((resolve) => {
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
  const loaded = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample)));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 2000))]);
}

void scriptFonts()
  .catch(() => undefined)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
