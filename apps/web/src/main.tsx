import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import '@/lib/i18n';
import '@/styles/app.scss';

import { App, newQueryClient } from '@/app/app';
import { AppRouter } from '@/app/router';
import { publicKey } from '@/features/public/api/public-schemas';
import { pageLanguage } from '@/lib/language';
import { session } from '@/lib/session';
import { watchEarlyInput } from '@/lib/use-early-input';
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

const root = document.getElementById('root')!;
const queryClient = newQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <AppRouter />
    </App>
  </StrictMode>
);

/** The answers a page drawn on the server was drawn from (entry-server.tsx), if it was. */
function serverState(): DehydratedState | undefined {
  try {
    return JSON.parse(document.getElementById('vivaha-state')?.textContent ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

const state = root.firstElementChild ? serverState() : undefined;
if (state) {
  // The page is on screen already, in its fonts (the server linked them): the app takes it over.
  hydrate(queryClient, state);
  watchEarlyInput(root);
  hydrateRoot(root, app);
  // It was drawn as a visitor sees it; a signed-in member's lists are asked again as theirs.
  if (session.get()) setTimeout(() => void queryClient.invalidateQueries({ queryKey: publicKey }));
} else {
  void scriptFonts()
    .catch(() => undefined)
    .finally(() => createRoot(root).render(app));
}
