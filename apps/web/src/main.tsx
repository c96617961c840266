import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import '@/styles/app.scss';

import { App, newQueryClient } from '@/app/app';
import { AppRouter, loadScreens } from '@/app/router';
import { publicKey } from '@/features/public/api/public-schemas';
import i18n from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';
import type { DrawnState } from '@/lib/page-head';
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

/** What a page drawn on the server was drawn from and with (entry-server.tsx), if it was. */
function drawnState(): DrawnState | undefined {
  try {
    return JSON.parse(document.getElementById('vivaha-state')?.textContent ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

const drawn = root.firstElementChild ? drawnState() : undefined;
if (drawn) {
  // The page is on screen already, in its fonts (the server linked them). The app takes it over
  // once its answers, screens and words are at hand, so no part of it waits and nothing is
  // drawn again.
  hydrate(queryClient, drawn.queries);
  watchEarlyInput(root);
  await Promise.all([loadScreens(drawn.screens), i18n.loadNamespaces(drawn.namespaces)]).catch(() => undefined);
  hydrateRoot(root, app);
  // It was drawn as a visitor sees it; a signed-in member's lists are asked again as theirs.
  if (session.get()) setTimeout(() => void queryClient.invalidateQueries({ queryKey: publicKey }));
} else {
  void scriptFonts()
    .catch(() => undefined)
    .finally(() => createRoot(root).render(app));
}
