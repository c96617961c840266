/**
 * The server's copy of the web app (DESIGN.md, "First screen as HTML"): renders a public page to
 * HTML with the same components the browser runs, so a phone on a slow network, a crawler and a
 * link preview see the page before any script has run. The browser then hydrates it (main.tsx).
 *
 * Built by `vite build --ssr` into one file, dist-ssr/entry-server.js, with every package inside.
 * The server loads it once and draws every language with it: each request has its own i18next
 * instance in its language (lib/i18n.ts, i18nFor) and its own router base.
 *
 * A page is rendered as a visitor sees it: no session exists on this side, and the calls go to
 * the server's own API as a visitor's would, so the same visibility rules apply.
 */
import { Writable } from 'node:stream';

import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';

import { languagePrefix, type Language } from '@vivaha/shared/languages';

import { App, newQueryClient } from '@/app/app';
import { AppRoutes } from '@/app/router';
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
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
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

interface Request {
  queryClient: QueryClient;
  url: string;
  i18n: I18n;
  head?: PageHead;
}

const page = ({ queryClient, url, i18n, head = {} }: Request): ReactNode => (
  <I18nextProvider i18n={i18n}>
    <PageHeadContext
      value={({ screens = [], ...noted }) =>
        Object.assign(head, noted, { screens: [...(head.screens ?? []), ...screens] })
      }
    >
      <App queryClient={queryClient}>
        <StaticRouter basename={languagePrefix(i18n.language as Language) || undefined} location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </PageHeadContext>
  </I18nextProvider>
);

/** A query the page asked for that has not been fetched and may be: asked on the server, it waits. */
function waiting(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * Renders `url` (with its language prefix, as the browser asked for it) in `language`, in two
 * passes: the first finds the answers the page asks for, which are then fetched together; the
 * second draws the page with them. Gives up at `timeoutMs`, with `errors` saying why.
 */
export async function render(url: string, language: Language, timeoutMs: number): Promise<Rendered> {
  const deadline = Date.now() + timeoutMs;
  const errors: unknown[] = [];
  const queryClient = newQueryClient();
  const i18n = await i18nFor(language);
  await renderToString(page({ queryClient, url, i18n }), deadline, errors);
  if (errors.length) return { html: '', state: '', errors };
  const asked = queryClient.getQueryCache().getAll().filter(waiting);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(
      asked.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
    ),
    new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
  ]);
  clearTimeout(timer);
  for (const query of asked) {
    if (query.state.status !== 'success')
      errors.push(query.state.error ?? new Error(`No answer in time: ${query.queryHash}`));
  }
  const head: PageHead = {};
  const html = errors.length ? '' : await renderToString(page({ queryClient, url, i18n, head }), deadline, errors);
  const drawn: DrawnState = {
    queries: dehydrate(queryClient),
    screens: [...new Set(head.screens)],
    // The words it was drawn with (react-i18next notes each namespace a part asked for).
    namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [],
  };
  const state = JSON.stringify(drawn).replace(/</g, '\\u003c');
  queryClient.clear();
  return { html, state, errors, title: head.title };
}
