import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Language } from '@vivaha/shared/languages';

import { within } from '#src/lib/deadline.ts';
import { createExpiringMap } from '#src/lib/expiring-map.ts';

import { readBuildManifest } from './build-manifest.ts';
import type { PageOptions } from './page.ts';

/** What the web app's server copy exports (apps/web/src/entry-server.tsx). */
interface ServerCopy {
  configure(settings: object, transport: typeof fetch, origin: string): void;
  render(
    url: string,
    language: Language,
    timeoutMs: number,
  ): Promise<{ html: string; state: string; errors: unknown[]; title?: string }>;
  pageModules(path: string, language: Language): string[] | undefined;
}

/** A page drawn on the server: the app's HTML, its answers, and the links its head needs. */
export interface RenderedPage {
  html: string;
  state: string;
  head: string;
  /** The page's own title, when it has one beyond its route's. */
  title?: string;
}

export interface ServerRenderer {
  /**
   * Draws a public page (path without the language prefix) as a visitor sees it; undefined for a
   * member or admin screen, or when it cannot (the browser draws the page then).
   */
  render(request: FastifyRequest, language: Language, path: string): Promise<RenderedPage | undefined>;
  /** The built file that starts a drawn page's code once the page has loaded (CODE_AFTER_LOAD), if built. */
  codeAfterLoad: string | undefined;
}

/** What starts a drawn page's code once its first screen has come (apps/web/src/code-after-load.ts). */
const CODE_AFTER_LOAD = 'src/code-after-load.ts';

/** A render waits this long at most for its code, words and answers. */
export const RENDER_TIMEOUT_MS = 3000;

/** A call a render made, and what it was answered. */
interface Answered {
  method: string;
  url: string;
  status: number;
  type: string;
  body: string;
}

/**
 * The request a render's calls are made for, so each goes out as that visitor's own would; the
 * answers the render was given; and answers already asked for this visitor, which the render
 * takes instead of asking again (a kept page's calls, asked again for this visitor).
 */
interface RenderCalls {
  app: FastifyInstance;
  request: FastifyRequest;
  language: Language;
  answers: Answered[];
  asked: Map<string, Answered>;
}
const calls = new AsyncLocalStorage<RenderCalls>();

/** Asks the server itself (no network), as the visitor's own request would be asked. */
async function ask(context: RenderCalls, method: string, url: string, signal?: AbortSignal): Promise<Answered> {
  const answer = await context.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: context.request.ip,
    headers: {
      host: context.request.headers.host ?? 'localhost',
      accept: 'application/json',
      'accept-language': context.language,
      'x-request-id': context.request.id,
    },
    ...(signal ? { signal } : {}),
  });
  return {
    method,
    url,
    status: answer.statusCode,
    type: String(answer.headers['content-type'] ?? 'application/json'),
    body: answer.body,
  };
}

/**
 * The app's calls during a render: answered by the server itself, as the visitor's own request
 * would be (their address, for the rate limits; no session), in the page's language. Each call
 * keeps the API's own deadlines; the render stops waiting for them at its own (RENDER_TIMEOUT_MS).
 */
const transport: typeof fetch = async (input, init) => {
  const context = calls.getStore();
  if (!context) throw new Error('A call outside a page render');
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? 'GET';
  const address = url.pathname + url.search;
  const given = method === 'GET' ? context.asked.get(address) : undefined;
  if (given) context.asked.delete(address);
  const answered = given ?? (await ask(context, method, address, init?.signal ?? undefined));
  context.answers.push(answered);
  return new Response(answered.body, { status: answered.status, headers: { 'content-type': answered.type } });
};

/** The answers a page was drawn from, as one value: the same answers draw the same page. */
const digestOf = (answers: readonly Answered[]) =>
  crypto
    .createHash('sha256')
    .update(
      answers
        .map(({ url, status, body }) => `${url}\n${status}\n${body}`)
        .sort()
        .join('\n\0'),
    )
    .digest('base64url');

/** A drawn page kept, with the calls it was drawn from and their answers' digest. */
interface KeptPage {
  page: RenderedPage;
  urls: string[];
  digest: string;
}

/** Drawn pages kept at most, each of at most PAGE_KEPT_BYTES (its HTML and its answers): 20 MB in all. */
const PAGES_KEPT = 200;
const PAGE_KEPT_BYTES = 100_000;

/**
 * Loads the web app's server copy (dist-ssr/entry-server.js, once, on first use; it draws every
 * language) and the client build's manifest, which says which CSS and code each drawn page needs.
 * Returns undefined when the app is not built with its server copy: the browser draws every page.
 */
export function createServerRenderer(
  app: FastifyInstance,
  entryFile: string,
  webRoot: string,
  options: PageOptions,
  keepSeconds = 0,
): ServerRenderer | undefined {
  const build = readBuildManifest(webRoot);
  if (!build || !fs.existsSync(entryFile)) return undefined;
  const { keyOf, filesOf } = build;
  const entryFiles = filesOf('index.html');

  const heads = new Map<string, string>();
  /**
   * Links for what the page needs beyond the entry: its CSS (so it is styled at once), its script's
   * font files (so the page is first drawn in them), and its code, which loads after the first
   * screen (the page reads without it).
   */
  function headFor(modules: string[]): string {
    const cacheKey = modules.join('\n');
    let head = heads.get(cacheKey);
    if (head === undefined) {
      const files = new Set<string>();
      for (const module of modules) {
        const key = keyOf(module);
        if (key) filesOf(key, files);
      }
      head = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) =>
          file.endsWith('.css')
            ? `<link rel="stylesheet" crossorigin href="/${file}">`
            : file.endsWith('.woff2')
              ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`
              : `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
        )
        .join('\n    ');
      heads.set(cacheKey, head);
    }
    return head;
  }

  const settings = {
    name: options.siteName,
    captchaProvider: options.captchaProvider,
    recaptchaSiteKey: options.recaptchaSiteKey,
    teamAbout: options.teamAbout ?? '',
    dataController: options.dataController ?? { name: '', address: '', email: '' },
  };
  let loaded: Promise<ServerCopy> | undefined;
  const serverCopy = () =>
    (loaded ??= import(pathToFileURL(entryFile).href).then((module: ServerCopy) => {
      module.configure(settings, transport, 'http://localhost');
      return module;
    }));

  /**
   * Drawing is the slowest thing a visitor meets, so a drawn page is kept for the listings' few
   * seconds (LISTING_CACHE_SECONDS), by language and address. A kept page is sent again only to a
   * visitor whose own calls are answered exactly as the page's were: the calls are asked again
   * for each visitor (so a profile's view is counted and each address's limits apply, as without
   * the kept page), and only drawing is saved. When an answer differs (a new profile, a limit
   * reached), the page is drawn afresh from the answers just given, without asking twice. (All
   * of the page's calls are asked at once, so a visitor whose page now needs fewer calls, a
   * profile gone, is counted for those it asked: as when a drawing fails and the browser asks.)
   */
  const pages = createExpiringMap<KeptPage>({ seconds: keepSeconds, max: PAGES_KEPT });

  async function keptFor(context: RenderCalls, kept: KeptPage, timeoutMs: number): Promise<RenderedPage | undefined> {
    const signal = AbortSignal.timeout(timeoutMs);
    const answers = await Promise.all(kept.urls.map((url) => ask(context, 'GET', url, signal)));
    if (digestOf(answers) === kept.digest) return kept.page;
    for (const answer of answers) context.asked.set(answer.url, answer);
    return undefined;
  }

  return {
    codeAfterLoad: filesOf(CODE_AFTER_LOAD).values().next().value,
    async render(request, language, pagePath) {
      const started = performance.now();
      // One deadline for the whole page: loading the server copy, a kept page's calls and the drawing.
      const left = () => Math.max(0, Math.round(RENDER_TIMEOUT_MS - (performance.now() - started)));
      try {
        const copy = await within(serverCopy(), left(), () => new Error('the server copy did not load in time'));
        const modules = copy.pageModules(pagePath, language);
        if (!modules) return undefined;
        const context: RenderCalls = { app, request, language, answers: [], asked: new Map() };
        const key = `${language} ${request.url}`;
        const kept = pages.get(key);
        const again = kept && (await keptFor(context, kept, left()));
        if (again) {
          request.log.debug({ ms: Math.round(performance.now() - started) }, 'drawn page sent again: the same answers');
          return again;
        }
        const rendered = await calls.run(context, () => copy.render(request.url, language, left()));
        if (rendered.errors.length || !rendered.html) {
          request.log.warn({ errors: rendered.errors.map(String) }, 'page drawn by the browser: the server could not');
          return undefined;
        }
        request.log.debug({ ms: Math.round(performance.now() - started) }, 'page drawn on the server');
        const page = { html: rendered.html, state: rendered.state, head: headFor(modules), title: rendered.title };
        // Only a page drawn from calls that read and nothing else can be drawn again from the same answers.
        const urls = [...new Set(context.answers.map((answer) => answer.url))];
        const size = page.html.length + page.state.length;
        if (
          context.answers.every((answer) => answer.method === 'GET') &&
          urls.length === context.answers.length &&
          size <= PAGE_KEPT_BYTES
        ) {
          pages.set(key, { page, urls, digest: digestOf(context.answers) });
        }
        return page;
      } catch (error) {
        request.log.warn({ err: error }, 'page drawn by the browser: the server could not');
        return undefined;
      }
    },
  };
}
