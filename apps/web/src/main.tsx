import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';

import '@/styles/app.scss';

import { App, newQueryClient } from '@/app/app';
import { appRoutes } from '@/app/routes';
import { publicKey } from '@/features/public/api/public-schemas';
import i18n from '@/lib/i18n';
import { pageLanguage, routerBase } from '@/lib/language';
import type { DrawnState } from '@/lib/page-head';
import { addScriptFonts, scriptFamilies } from '@/lib/script-fonts';
import { session } from '@/lib/session';
import { watchEarlyInput } from '@/lib/use-early-input';

// Set only when it differs: setting it at all has the browser work out every element's style again.
if (document.documentElement.lang !== pageLanguage) document.documentElement.lang = pageLanguage;

/**
 * A Sinhala or Tamil page's font (self-hosted, that script's letters only) loads with it and with
 * no other. Both weights are asked for at once and the page waits for them a moment, so headings
 * are not drawn before their bold face arrives; a slow network gets the page after 2 seconds.
 */
async function scriptFonts() {
  if (pageLanguage === 'en') return;
  const [family, sample] = scriptFamilies[pageLanguage];
  await addScriptFonts(pageLanguage);
  const loaded = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample)));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 2000))]);
}

const root = document.getElementById('root')!;
const queryClient = newQueryClient();
const routes = appRoutes(() => queryClient);
const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

/**
 * Loads the screens of the routes the address matches (React Router's `lazy`), so the router
 * starts with them and the drawn page is taken over in one pass, as it was drawn.
 */
async function loadMatchedScreens(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location, routerBase) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

/** Lets the browser run what is waiting (input, drawing) before going on. */
const nextTurn = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (scheduler?.yield) void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/**
 * Whether a link was followed before the app took the page over (code-after-load.ts notes it):
 * the browser is loading that page, and starting the router now would stop it.
 */
const leaving = () => document.documentElement.hasAttribute('data-leaving');

/** Resolves when the page is no longer being left (code-after-load.ts takes `data-leaving` off). */
const staying = () =>
  new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => {
      if (leaving()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-leaving'] });
  });

/** What a page drawn on the server was drawn from and with (entry-server.tsx), if it was. */
function drawnState(): DrawnState | undefined {
  try {
    return JSON.parse(document.getElementById('vivaha-state')?.textContent ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes over a page drawn on the server, once its answers, screens and words are at hand, so no
 * part of it waits and nothing is drawn again. Not a top-level await: the page's screen is a file
 * of its own that imports from this one, and a module cannot wait for a module that imports it.
 */
async function takeOver(drawn: DrawnState) {
  watchEarlyInput(root);
  // Each step its own turn of the page's event loop: a tap or a key between the script's start,
  // the answers, the router and React is answered at once instead of after all of them.
  await nextTurn();
  hydrate(queryClient, drawn.queries);
  await Promise.all([loadMatchedScreens(routes), i18n.loadNamespaces(drawn.namespaces)]).catch(() => undefined);
  await nextTurn();
  if (leaving()) await staying();
  // The loaders ran on the server: their answers are in the query cache, and the router starts
  // from what they returned.
  const router = createBrowserRouter(routes, { basename: routerBase, hydrationData: drawn.router });
  await nextTurn();
  // As a transition, React takes the page over in slices (React Router's own client entry does
  // the same).
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
  // It was drawn as a visitor sees it; a signed-in member's lists are asked again as theirs.
  if (session.get()) setTimeout(() => void queryClient.invalidateQueries({ queryKey: publicKey }));
}

const drawn = root.firstElementChild ? drawnState() : undefined;
if (drawn) {
  // The page is on screen already, in its fonts (the server linked them).
  void takeOver(drawn);
} else {
  void scriptFonts()
    .catch(() => undefined)
    .finally(() => createRoot(root).render(app(createBrowserRouter(routes, { basename: routerBase }))));
}
