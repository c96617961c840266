/**
 * The server's copy of the web app (DESIGN.md, "First screen as HTML"): renders a public page to
 * HTML with the same components the browser runs, so a phone on a slow network, a crawler and a
 * link preview see the page before any script has run. The browser then hydrates it (main.tsx).
 *
 * Built by `vite build --ssr` into one file, dist-ssr/entry-server.js, with every package inside.
 * The server loads it once and draws every language with it: each language has its own static
 * handler (its router base), and each request its own i18next instance in its language
 * (lib/i18n.ts, i18nFor) and its own query client.
 *
 * A page is rendered as a visitor sees it: no session exists on this side, and the calls go to
 * the server's own API as a visitor's would, so the same visibility rules apply.
 */
import { Writable } from 'node:stream';

import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createContext,
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';

import { languagePrefix, type Language } from '@vivaha/shared/languages';

import { App, newQueryClient } from '@/app/app';
import { appRoutes } from '@/app/routes';
import { sendCallsWith } from '@/lib/http';
import { i18nFor } from '@/lib/i18n';
import { PageHeadContext, type DrawnState, type PageHead } from '@/lib/page-head';
import { configureSite, type site } from '@/lib/site';

export { pageModules } from '@/app/page-modules';

/** Where the app's calls go (the server's own API) and the site's settings. */
export function configure(settings: Partial<typeof site>, transport: typeof fetch, origin: string) {
  configureSite(settings);
  sendCallsWith(transport, origin);
}

export interface Rendered {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The answers the page was drawn from, for the browser's query cache (JSON). */
  state: string;
  /** Errors met while rendering; the page then falls back to the browser. */
  errors: unknown[];
  /** The page's own title, when it has one beyond its route's (a browse preset's). */
  title?: string;
}

/**
 * Renders to a string once every part has its code, words and data, or gives up at the deadline.
 * An error anywhere, also one a Suspense boundary would recover from in the browser, is one of
 * `errors`: the page then falls back to the browser rather than being sent with an error drawn in.
 */
function renderToString(element: ReactNode, deadline: number, errors: unknown[]): Promise<string> {
  return new Promise((resolve) => {
    // React writes the page in many small pieces: joined once at the end.
    const pieces: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        pieces.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(pieces).toString()));
    const timer = setTimeout(
      () => stream.abort(new Error('The page took too long to render.')),
      Math.max(0, deadline - Date.now()),
    );
    const stream = renderToPipeableStream(element, {
      // Every part in its place: no part sent apart to be moved by an inline script, which the
      // site's Content-Security-Policy would block.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        errors.push(error);
        resolve('');
      },
      onError(error) {
        errors.push(error);
      },
    });
  });
}

/** A query a part asked for that no loader fetched: asked on the server, it would wait for ever. */
function waiting(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * The route table, and React Router's static handler for each language's address prefix: made
 * once, so a render does not build the routes and their matcher again (each render's query
 * client goes to the loaders in their context).
 */
const queryClientContext = createContext<QueryClient>();
const routes = appRoutes(({ context }) => context.get(queryClientContext));
const handlers = new Map<Language, StaticHandler>();
function handlerFor(language: Language): StaticHandler {
  let handler = handlers.get(language);
  if (!handler) {
    handler = createStaticHandler(routes, { basename: languagePrefix(language) || undefined });
    handlers.set(language, handler);
  }
  return handler;
}

/**
 * Renders `url` (with its language prefix, as the browser asked for it) in `language`: the
 * routes' loaders fetch what the page shows (React Router's static handler, the same route
 * objects the browser runs), then React draws it once with their answers. Gives up at
 * `timeoutMs`, with `errors` saying why; a loader that fails, a redirect, or a part that asks for
 * data no loader fetched is an error too, and the browser draws that page.
 */
export async function render(url: string, language: Language, timeoutMs: number): Promise<Rendered> {
  const deadline = Date.now() + timeoutMs;
  const errors: unknown[] = [];
  const queryClient = newQueryClient();
  const i18n = await i18nFor(language);
  const handler = handlerFor(language);
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(new Error('The page took too long to load.')), timeoutMs);
  try {
    const context = await handler.query(new Request(new URL(url, 'http://localhost'), { signal: late.signal }), {
      requestContext: new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
    });
    if (context instanceof Response) return { html: '', state: '', errors: [new Error(`Answered ${context.status}`)] };
    if (context.errors) return { html: '', state: '', errors: Object.values(context.errors) };
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === 'error') errors.push(query.state.error);
    }
    if (errors.length) return { html: '', state: '', errors };
    const head: PageHead = {};
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToString(
      <I18nextProvider i18n={i18n}>
        <PageHeadContext value={(noted) => Object.assign(head, noted)}>
          <App queryClient={queryClient}>
            {/* No inline script (the Content-Security-Policy): the router's state goes in the page's JSON. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </PageHeadContext>
      </I18nextProvider>,
      deadline,
      errors,
    );
    const unfetched = queryClient.getQueryCache().getAll().filter(waiting);
    errors.push(
      ...unfetched.map((query) => new Error(`Asked for while drawn, fetched by no loader: ${query.queryHash}`)),
    );
    const drawn: DrawnState = {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      // The words it was drawn with (react-i18next notes each namespace a part asked for).
      namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [],
    };
    return { html, state: JSON.stringify(drawn).replace(/</g, '\\u003c'), errors, title: head.title };
  } catch (error) {
    return { html: '', state: '', errors: [error] };
  } finally {
    clearTimeout(timer);
    queryClient.clear();
  }
}
