import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUTH_COOKIE_NAME } from '@vivaha/shared/constants';

import { addProfile, createMember, createTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * A stand-in for the web app's server copy (apps/web/src/entry-server.tsx) with its interface:
 * it draws the page from calls made through the transport the server hands it, so these tests
 * see what the server does around a render: which pages it draws, as whom the calls go, what
 * reaches the HTML, and what happens when a render fails.
 */
const SERVER_COPY = `
globalThis.serverCopiesLoaded = (globalThis.serverCopiesLoaded ?? 0) + 1;
let send;
let origin;
let site;
export function configure(settings, transport, base) {
  site = settings;
  send = transport;
  origin = base;
}
export function pageModules(path, language) {
  if (/^\\/(dashboard|login)$/.test(path)) return undefined;
  const screen = path.startsWith('/profile/search') ? ['apps/web/src/app/routes/search.tsx'] : [];
  return language === 'en' ? screen : [...screen, 'node_modules/@fontsource/noto-sans-sinhala/files/sinhala-400.woff2'];
}
export async function render(url, language, timeoutMs) {
  globalThis.pagesDrawn = (globalThis.pagesDrawn ?? 0) + 1;
  if (url.includes('fails')) throw new Error('render failed');
  if (url.includes('errors')) return { html: '', state: '{}', errors: [new Error('a part failed')] };
  const latest = await send(new URL('/api/pp/latest?sx=1', origin));
  const me = await send(new URL('/identity/me', origin));
  const names = (await latest.json()).items.length;
  // A refused call answers in the language the call asked in.
  const refused = (await (await send(new URL('/api/pp/999999', origin))).json()).message;
  return {
    html: '<p id="drawn">' + [language, url, site.name, 'latest ' + latest.status, 'me ' + me.status].join(' | ') + ' <\\/p>',
    state: JSON.stringify({ queries: [], mutations: [], names, refused }).replace(/</g, '\\\\u003c'),
    errors: [],
    title: url.includes('/Bride') ? 'Hindu <Brides> & "more" - ' + site.name : undefined,
  };
}
`;

function makeBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-ssr-'));
  const webRoot = path.join(root, 'apps/web/dist');
  fs.mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Vivaha</title><!--app-head--><link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(webRoot, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
      'src/app/routes/search.tsx': {
        file: 'assets/search-2.js',
        css: ['assets/search-2.css'],
        imports: ['index.html'],
      },
      'src/code-after-load.ts': { file: 'assets/code-after-load-3.js', isEntry: true },
      '../../node_modules/@fontsource/noto-sans-sinhala/files/sinhala-400.woff2': {
        file: 'assets/sinhala-400-4.woff2',
      },
    }),
  );
  fs.writeFileSync(path.join(webRoot, '.vite/chunk-modules.json'), '{}');
  const ssrEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
  fs.mkdirSync(path.dirname(ssrEntry));
  fs.writeFileSync(ssrEntry, SERVER_COPY);
  return { root, webRoot, ssrEntry };
}

const drawn = (html: string) => /<div id="root"><p id="drawn">(.*?) <\/p><\/div>/.exec(html)?.[1];

/**
 * A test server over the stand-in build, for one describe block (made before its tests, closed
 * after), with `page` to ask for a page as a visitor whose browser prefers English.
 */
function drawingServer(env: Record<string, string>) {
  let t: TestApp;
  let build: ReturnType<typeof makeBuild>;
  beforeAll(async () => {
    build = makeBuild();
    t = await createTestApp(env, { webRoot: build.webRoot, ssrEntry: build.ssrEntry });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(build.root, { recursive: true, force: true });
  });
  return {
    app: () => t,
    page: (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } }),
  };
}

describe('public pages drawn on the server', () => {
  const server = drawingServer({ SITE_NAME: 'Kandy Proposals' });
  const { page } = server;

  it("puts a visitor's page inside the root, with its answers beside it, drawn from the server's own calls", async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(drawn(response.body)).toBe('en | / | Kandy Proposals | latest 200 | me 401');
    expect(response.body).toContain(
      '<script type="application/json" id="vivaha-state">{"queries":[],"mutations":[],"names":0,"refused":',
    );
    expect(response.body).toContain('<title>Kandy Proposals - Free Sri Lankan Marriage Proposals</title>');
  });

  it("links the page's own CSS in the head, and holds its code back until the page has loaded", async () => {
    const { body } = await page('/profile/search?sx=2');
    const head = body.slice(0, body.indexOf('</head>'));
    const afterPage = body.slice(body.indexOf('id="vivaha-state"'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/search-2.css">');
    expect(head.match(/index-1\.css/g)).toHaveLength(1);
    // The code waits, inert, until the first screen (its CSS, fonts and pictures) has come: only
    // the small script that then starts it runs at once. The page reads without it.
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    const code = /<template id="vivaha-code">(.*?)<\/template>/.exec(afterPage)?.[1] ?? '';
    expect(code).toContain('<script type="module" fetchpriority="low" src="/assets/index-1.js"></script>');
    expect(code).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/search-2.js">');
    expect(code.indexOf('index-1.js')).toBeLessThan(code.indexOf('search-2.js'));
    const outside = afterPage.replace(/<template id="vivaha-code">.*?<\/template>/, '');
    expect(outside.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/code-after-load-3.js">',
    ]);
    expect(outside).not.toContain('modulepreload');
    expect(afterPage.trimEnd()).toMatch(/<\/body>\s*<\/html>$/);
    expect(drawn(body)).toContain('/profile/search?sx=2');
  });

  it("preloads the font files a page's modules bring in its head, beside its CSS (a Sinhala page's here)", async () => {
    const sinhala = (await page('/si/profile/search?sx=2')).body;
    const head = sinhala.slice(0, sinhala.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/sinhala-400-4.woff2">',
    );
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/search-2.css">');
    expect((await page('/profile/search?sx=2')).body).not.toContain('as="font"');
  });

  it('sends the page compressed to a browser that takes it', async () => {
    const plain = (await page('/faq')).body;
    const br = await page('/faq', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await page('/faq', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(gz.rawPayload.length).toBeLessThan(plain.length);
  });

  it("gives a page the title it draws itself (a browse preset's), its letters kept as text", async () => {
    const { body } = await page('/Matrimonial-Religion/65/Hindu/Bride');
    expect(body).toContain('<title>Hindu &#60;Brides&#62; &#38; &#34;more&#34; - Kandy Proposals</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
  });

  it('draws a Sinhala or Tamil page in its language, with the one copy of the app', async () => {
    expect(drawn((await page('/si/faq')).body)).toMatch(/^si \| \/si\/faq \|/);
    expect(drawn((await page('/ta/grooms')).body)).toMatch(/^ta \| \/ta\/grooms \|/);
    expect((globalThis as { serverCopiesLoaded?: number }).serverCopiesLoaded).toBe(1);
  });

  it("asks the server's own API in the page's language, whatever the browser prefers", async () => {
    const english = JSON.parse(/id="vivaha-state">(.*?)<\/script>/.exec((await page('/faq')).body)![1]!);
    const sinhala = JSON.parse(/id="vivaha-state">(.*?)<\/script>/.exec((await page('/si/faq')).body)![1]!);
    expect(english.refused).toMatch(/[a-z]/);
    expect(sinhala.refused).toMatch(/[\u0D80-\u0DFF]/);
  });

  it("makes its calls as a visitor, whoever asks for the page: a member's token does not travel with them", async () => {
    const member = await createMember(server.app(), 'ssr-member@example.org');
    const response = await page('/about', member.auth);
    expect(drawn(response.body)).toContain('me 401');
  });

  it("leaves a signed-in member's page to the browser, which draws it as theirs", async () => {
    const member = await createMember(server.app(), 'ssr-cookie@example.org');
    const response = await page('/', { cookie: `vivaha_lang=en; ${AUTH_COOKIE_NAME}=${member.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('vivaha-state');
  });

  it('draws no member or admin screen, and no page that is not found', async () => {
    for (const url of ['/dashboard', '/login', '/no-such-page', '/profile/999999_Nobody']) {
      const response = await page(url);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('vivaha-state');
    }
  });

  it('sends the page for the browser to draw when a render fails, never an error', async () => {
    for (const url of ['/profile/search?st=fails', '/profile/search?st=errors']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('vivaha-state');
    }
  });
});

describe('drawn pages kept for a few seconds', () => {
  const server = drawingServer({ LISTING_CACHE_SECONDS: '5' });
  const { page } = server;
  const drawnCount = () => (globalThis as { pagesDrawn?: number }).pagesDrawn ?? 0;
  const state = (body: string) => JSON.parse(/id="vivaha-state">(.*?)<\/script>/.exec(body)![1]!) as { names: number };

  it('sends a page again without drawing it while its calls are answered the same', async () => {
    const before = drawnCount();
    const first = await page('/faq?kept=1');
    const second = await page('/faq?kept=1');
    expect(drawnCount() - before).toBe(1);
    expect(second.body).toBe(first.body);
    // Compressed once for every visitor who takes it so, and still the same page.
    for (let i = 0; i < 2; i++) {
      const br = await page('/faq?kept=1', { 'accept-encoding': 'br' });
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    }
    expect(drawnCount() - before).toBe(1);
    // Another address or language is a page of its own.
    await page('/si/faq?kept=1');
    expect(drawnCount() - before).toBe(2);
  });

  it('draws the page afresh, within those seconds, once one of its answers is different', async () => {
    const first = await page('/faq?changed=1');
    expect(state(first.body).names).toBe(0);
    const before = drawnCount();
    const family = await createMember(server.app(), 'kept-pages@example.org');
    const id = await addProfile(server.app(), family, { name: 'Nuwan', sex: 1 });
    await server.app().database.db.execute(sql`update profiles set active = 1 where id = ${id}`);
    // A change this server answers empties the listings' few seconds (as a publication does).
    await server.app().app.inject({ method: 'POST', url: '/identity/logout' });
    const again = await page('/faq?changed=1');
    expect(drawnCount() - before).toBe(1);
    expect(state(again.body).names).toBe(1);
  });
});
