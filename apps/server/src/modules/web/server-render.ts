import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Language } from '@vivaha/shared/languages';

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
}

/** A render waits this long at most for its code, words and answers. */
export const RENDER_TIMEOUT_MS = 3000;

/** The request a render's calls are made for, so each goes out as that visitor's own would. */
const calls = new AsyncLocalStorage<{ app: FastifyInstance; request: FastifyRequest; language: Language }>();

/**
 * The app's calls during a render: answered by the server itself (no network), as the visitor's
 * own request would be (their address, for the rate limits; no session), in the page's language.
 * Each call keeps the API's own deadlines; the render stops waiting for them at its own
 * (RENDER_TIMEOUT_MS).
 */
const transport: typeof fetch = async (input, init) => {
  const context = calls.getStore();
  if (!context) throw new Error('A call outside a page render');
  const url = new URL(input instanceof Request ? input.url : String(input));
  const answer = await context.app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    remoteAddress: context.request.ip,
    headers: {
      host: context.request.headers.host ?? 'localhost',
      accept: 'application/json',
      'accept-language': context.language,
      'x-request-id': context.request.id,
    },
    signal: init?.signal ?? undefined,
  });
  return new Response(answer.body, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
};

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
): ServerRenderer | undefined {
  const build = readBuildManifest(webRoot);
  if (!build || !fs.existsSync(entryFile)) return undefined;
  const { keyOf, filesOf } = build;
  const entryFiles = filesOf('index.html');

  const heads = new Map<string, string>();
  /**
   * Links for what the page needs beyond the entry: its CSS (so it is styled at once) and its code,
   * which loads after the first screen's CSS, fonts and photo (the page reads without it).
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

  return {
    async render(request, language, pagePath) {
      const started = performance.now();
      try {
        const copy = await serverCopy();
        const modules = copy.pageModules(pagePath, language);
        if (!modules) return undefined;
        const rendered = await calls.run({ app, request, language }, () =>
          copy.render(request.url, language, RENDER_TIMEOUT_MS),
        );
        if (rendered.errors.length || !rendered.html) {
          request.log.warn({ errors: rendered.errors.map(String) }, 'page drawn by the browser: the server could not');
          return undefined;
        }
        request.log.debug({ ms: Math.round(performance.now() - started) }, 'page drawn on the server');
        return { html: rendered.html, state: rendered.state, head: headFor(modules), title: rendered.title };
      } catch (error) {
        request.log.warn({ err: error }, 'page drawn by the browser: the server could not');
        return undefined;
      }
    },
  };
}
