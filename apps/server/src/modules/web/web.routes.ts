import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AUTH_COOKIE_NAME } from '@vivaha/shared/constants';
import { LANGUAGES, pathIn, preferredLanguage, splitLanguage, type Language } from '@vivaha/shared/languages';
import { routeMetaKey, type PageMetaKey } from '@vivaha/shared/routes';
import { profileIdFromSlug } from '@vivaha/shared/slugs';

import { messages, said } from '#src/lib/messages.ts';
import { sendError } from '#src/plugins/errors.ts';

import { renderPage, type PageOptions } from './page.ts';
import { createServerRenderer, type RenderedPage } from './server-render.ts';

/** The answer to a call no route takes. */
export const webText = messages('web', {
  noSuchCall: 'No such call: {{method}} {{path}}',
} as const);

const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vivaha</title><!--app-head--></head>
<body><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></body></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets with long-cache headers (pre-compressed brotli and gzip
 * files for clients that accept them), and the app page for every route of the spec. A path that
 * is neither answers 404 with the app's Page Not Found screen.
 */
export type ProfileTitle = (id: number, language: Language) => Promise<Record<string, string | number> | undefined>;

/** The cookie the language switch sets: a visitor who chose stays with the choice. */
const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)vivaha_lang=(${LANGUAGES.join('|')})(?:;|$)`);

/** A signed-in browser sends the session's cookie with the page (session.ts in the web app). */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${AUTH_COOKIE_NAME}=[^;]`);

/**
 * `ssrEntry` is the web app's server copy (dist-ssr/entry-server.js): when it is built, the public
 * pages' first screen is drawn here and sent as HTML (DESIGN.md, First screen as HTML).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  options: PageOptions,
  profileTitle: ProfileTitle = async () => undefined,
  ssrEntry?: string,
  /** How long a drawn visitor page is kept (LISTING_CACHE_SECONDS); 0 draws every page. */
  keepSeconds = 0,
) {
  const indexFile = path.join(webRoot, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;
  const renderer = ssrEntry ? createServerRenderer(app, ssrEntry, webRoot, options, keepSeconds) : undefined;
  const drawnTemplate = lowPriority(template);
  const codeAfterLoad = renderer?.codeAfterLoad;

  if (fs.existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html' && pathname !== MANIFEST_PATH,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  /** A profile page carries the profile's own title; a missing or unpublished one answers 404. */
  async function profileMeta(
    path: string,
    language: Language,
  ): Promise<{ key: PageMetaKey; fill?: Record<string, string | number>; status: number }> {
    const id = profileIdFromSlug(path.split('/')[2] ?? '');
    const fill = id === undefined ? undefined : await profileTitle(id, language);
    return fill ? { key: 'profile', fill, status: 200 } : { key: 'profileNotFound', status: 404 };
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodePath(request.url);
    const { language, path } = splitLanguage(pathname ?? '/');
    const key = pathname === undefined ? undefined : routeMetaKey(path);
    // A first visit to an English address follows the browser's language; a choice made with the
    // language switch (its cookie) wins, and crawlers, which send no preference, get English.
    const wanted = preferredLanguage(request.headers['accept-language']);
    if (key && language === 'en' && wanted && wanted !== 'en' && !LANGUAGE_COOKIE.test(request.headers.cookie ?? '')) {
      // The address as the browser sent it (still encoded), in the wanted language.
      const [raw = '/', ...query] = request.url.split('?');
      const target = pathIn(wanted, splitLanguage(raw).path) + (query.length ? `?${query.join('?')}` : '');
      return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').redirect(target, 302);
    }
    const page =
      key === 'profile'
        ? await profileMeta(path, language)
        : { key: key ?? 'notFound', status: key ? 200 : 404, fill: undefined };
    // A visitor's public page comes drawn. A signed-in member's is drawn by the browser, as theirs:
    // this side draws only what a visitor may see.
    const signedIn = SESSION_COOKIE.test(request.headers.cookie ?? '');
    const drawn =
      renderer && page.status === 200 && !signedIn ? await renderer.render(request, language, path) : undefined;
    const html = drawn
      ? withDrawnPage(
          renderPage(drawnTemplate, page.key, path, options, page.fill, language, drawn.title),
          drawn,
          codeAfterLoad,
        )
      : renderPage(template, page.key, path, options, page.fill, language);
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressedPage(drawn, encoding, html));
  };

  /**
   * A kept drawn page (server-render.ts) comes back as the same object, and its page is the same
   * text: compressed once for each encoding, not for every visitor.
   */
  const compressed = new WeakMap<RenderedPage, Map<'br' | 'gzip', { html: string; bytes: Buffer }>>();
  async function compressedPage(drawn: RenderedPage | undefined, encoding: 'br' | 'gzip', html: string) {
    const done = drawn && compressed.get(drawn)?.get(encoding);
    if (done && done.html === html) return done.bytes;
    const bytes = await compress(encoding, html);
    if (drawn) {
      const forPage = compressed.get(drawn) ?? new Map();
      forPage.set(encoding, { html, bytes });
      compressed.set(drawn, forPage);
    }
    return bytes;
  }

  const manifest = siteManifest(path.join(webRoot, 'manifest.webmanifest'), options.siteName);

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (manifest && isRead && request.url.split('?')[0] === MANIFEST_PATH) {
      return reply.type('application/manifest+json').header('cache-control', 'public, max-age=3600').send(manifest);
    }
    const isPageRequest = isRead && !request.url.startsWith('/api/') && !request.url.startsWith('/identity/');
    if (isPageRequest) return sendPage(request, reply);
    return sendError(request, reply, {
      statusCode: 404,
      message: said(webText, 'noSuchCall', { method: request.method, path: request.url.split('?')[0]! }),
    });
  });
}

const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web manifest (the name a phone shows under the site's icon) in this site's name: the built
 * file's `name` is "Vivaha - <what it is>" and its `short_name` "Vivaha"; SITE_NAME replaces both.
 */
function siteManifest(file: string, siteName: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; short_name?: string };
  const [, what] = (manifest.name ?? '').split(' - ');
  manifest.name = what ? `${siteName} - ${what}` : siteName;
  manifest.short_name = siteName;
  return JSON.stringify(manifest);
}

/** Brotli when the browser takes it, else gzip: a drawn page is 5 times smaller either way. */
function pageEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const list = String(accepted ?? '').toLowerCase();
  if (/\bbr\b/.test(list)) return 'br';
  if (/\bgzip\b/.test(list)) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Compressed off the event loop, quick settings: a page is made per request. */
const compress = (encoding: 'br' | 'gzip', html: string) =>
  encoding === 'br' ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(html, { level: 6 });

/**
 * A drawn page's code loads after what the first screen needs (its CSS, fonts and first photo):
 * the page is readable without it, so on a slow network it waits its turn.
 */
const lowPriority = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

/** A script or module link: `<script type="module" …></script>` or `<link rel="modulepreload" …>`. */
const codeTag = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * A drawn page's code, taken from where the app's page has it. The page reads without it, so the
 * browser is to ask for the page's CSS, fonts and pictures (the profile view's photo is its
 * largest paint) first: the code's tags wait, inert, in a template at the end of the body, and
 * `codeAfterLoad` (the built apps/web/src/code-after-load.ts, from the renderer) starts them once
 * the page has loaded. Without that file (a build without it), the tags themselves go to the end
 * of the body.
 */
function codeLast(html: string, codeAfterLoad: string | undefined): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const page = html.replace(codeTag, (tag) => {
    (tag.includes('<script') ? scripts : preloads).push(tag.trim());
    return '';
  });
  // The app's entry first, then the page's screen: the order the browser is to ask for them.
  const code = [...scripts, ...preloads];
  const tail = codeAfterLoad
    ? `  <template id="vivaha-code">${code.join('')}</template>\n    <script type="module" src="/${codeAfterLoad}"></script>\n  </body>`
    : `  ${code.join('\n    ')}\n  </body>`;
  return page.replace('</body>', () => tail);
}

/**
 * The drawn page inside the root, its answers beside it, its CSS in the head and its code last
 * (the code's tags are looked for before the drawn page goes in: it has none, and it is most of
 * the page).
 */
function withDrawnPage(html: string, drawn: RenderedPage, codeAfterLoad: string | undefined): string {
  return codeLast(
    html.replace('</head>', () => `${drawn.head}\n  </head>`),
    codeAfterLoad,
  ).replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${drawn.html}</div>\n    <script type="application/json" id="vivaha-state">${drawn.state}</script>`,
  );
}

function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}
