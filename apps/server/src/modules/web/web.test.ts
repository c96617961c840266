import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { addProfile, createMember, createTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const script = `console.log(${JSON.stringify('vivaha '.repeat(200))});\n`;

function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Vivaha</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(root, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(root, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Vivaha - Free Sri Lankan Marriage Proposals', short_name: 'Vivaha', start_url: '/' }),
  );
  return root;
}

/** A describe block's test app over a stand-in build of its own, removed after the block. */
function useWebApp(env: Record<string, string>) {
  const webRoot = makeWebRoot();
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  return useTestApp(env, { webRoot });
}

describe('serving the web app', () => {
  const t = useWebApp({ PUBLIC_URL: 'https://vivaha.example.org' });

  it.each([
    '/',
    '/faq',
    '/about',
    '/terms',
    '/privacy',
    '/contact',
    '/profile/search?sx=2&ec=1',
    '/grooms',
    '/brides',
    '/Matrimonial-Ethnicity/1/Sinhalese/Groom',
    '/Matrimonial-Country/129/Sri_Lanka/brides',
    '/login',
    '/reset',
    '/dashboard',
    '/profiles/new',
    '/profiles/edit/12',
    '/MyRequests',
    '/myapprovals',
    '/admin',
    '/admin/profile',
    '/admin/profile/edit/7',
    '/profile/admin/edit/7',
  ])('answers 200 with the app for the route %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a Sinhala page with lang="si", its Sinhala title, and the page in each language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/si/profile/search' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="si">');
    expect(response.body).toContain('<title>මනාලියන් සහ මනාලයන් සොයන්න - Vivaha</title>');
    expect(response.body).toContain('<link rel="canonical" href="https://vivaha.example.org/si/profile/search">');
    for (const [lang, href] of [
      ['en', 'https://vivaha.example.org/profile/search'],
      ['si', 'https://vivaha.example.org/si/profile/search'],
      ['ta', 'https://vivaha.example.org/ta/profile/search'],
      ['x-default', 'https://vivaha.example.org/profile/search'],
    ]) {
      expect(response.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    }
    const tamil = await t.app.inject({ method: 'GET', url: '/ta' });
    expect(tamil.statusCode).toBe(200);
    expect(tamil.body).toContain('<html lang="ta">');
    expect(tamil.body).toContain('<title>Vivaha - இலவச இலங்கைத் திருமண சேவை</title>');
    const english = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('answers a Sinhala or Tamil address that is not a page with Page Not Found in that language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/si/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="si">');
    expect(response.body).toContain('<title>පිටුව හමු නොවීය - Vivaha</title>');
    const profile = await t.app.inject({ method: 'GET', url: '/ta/profile/1042_Nimali' });
    expect(profile.statusCode).toBe(404);
    expect(profile.body).toContain('<title>சுயவிவரம் கிடைக்கவில்லை - Vivaha</title>');
  });

  it("sends a first visit to the browser's language, unless the visitor chose one", async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/profile/search?sx=2&ec=1',
      headers: { 'accept-language': 'si-LK,si;q=0.9,en;q=0.8' },
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/si/profile/search?sx=2&ec=1');
    expect(first.headers.vary).toContain('Accept-Language');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ta' } });
    expect(home.headers.location).toBe('/ta');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ta', cookie: 'other=1; vivaha_lang=en' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('<html lang="en">');
    // An English reader, a crawler (no preference) and a page that is not there are left as they are.
    for (const headers of [{ 'accept-language': 'en-GB,en;q=0.9,si;q=0.5' }, {}]) {
      expect((await t.app.inject({ method: 'GET', url: '/faq', headers })).statusCode).toBe(200);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-language': 'si' } });
    expect(missing.statusCode).toBe(404);
  });

  it('serves Horoscope Matches with its own title, kept out of search engines', async () => {
    for (const url of ['/matches', '/matches/12']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Horoscope Matches - Vivaha</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it.each(['/no-such-page', '/profile', '/faq/extra', '/admin/nothing', '/Matrimonial-Ethnicity/1'])(
    'answers 404 with the Page Not Found page for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Page Not Found - Vivaha</title>');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('noindex');
    },
  );

  it('answers 404 with Profile Not Found for a profile that is not published or not there', async () => {
    for (const url of ['/profile/1042_Nimali', '/profile/abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Profile Not Found - Vivaha</title>');
    }
  });

  it('puts the route’s title, description and canonical link into the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(response.body).toContain('<title>Frequently Asked Questions - Vivaha</title>');
    expect(response.body).toMatch(/<meta name="description" content="How Vivaha works/);
    expect(response.body).toContain('<link rel="canonical" href="https://vivaha.example.org/faq">');
    expect(response.body).toContain('<meta name="captcha-provider" content="none">');
  });

  it('serves hashed assets with a long cache, compressed for clients that accept it', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers 404 for a missing asset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('the web manifest', () => {
  it("carries the site's own name, for the name a phone shows under its icon", async () => {
    const webRoot = makeWebRoot();
    const t = await createTestApp({ SITE_NAME: 'Kandy Proposals' }, { webRoot });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/manifest+json');
      expect(response.json()).toMatchObject({
        name: 'Kandy Proposals - Free Sri Lankan Marriage Proposals',
        short_name: 'Kandy Proposals',
        start_url: '/',
      });
      expect((await t.app.inject({ method: 'POST', url: '/manifest.webmanifest' })).statusCode).toBe(404);
    } finally {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('who the volunteer team is', () => {
  it('writes TEAM_ABOUT into every page for the homepage, escaped, and nothing when it is not set', async () => {
    const webRoot = makeWebRoot();
    const t = await createTestApp({ TEAM_ABOUT: 'Five parents in Kandy & Toronto, "volunteers".' }, { webRoot });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain(
        '<meta name="team-about" content="Five parents in Kandy &#38; Toronto, &#34;volunteers&#34;.">',
      );
    } finally {
      await t.close();
    }
    const plain = await createTestApp({}, { webRoot });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/' })).body).not.toContain('team-about');
    } finally {
      await plain.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe("who is responsible for members' details", () => {
  it('writes DATA_CONTROLLER, its address and DATA_REQUESTS_EMAIL into the pages, the team address when unset', async () => {
    const webRoot = makeWebRoot();
    const t = await createTestApp(
      {
        DATA_CONTROLLER: 'Vivaha Trust (GA 1234)',
        DATA_CONTROLLER_ADDRESS: '12 Temple Road, Kandy',
        DATA_REQUESTS_EMAIL: 'privacy@vivaha.example',
      },
      { webRoot },
    );
    try {
      const page = (await t.app.inject({ method: 'GET', url: '/privacy' })).body;
      expect(page).toContain('<meta name="data-controller" content="Vivaha Trust (GA 1234)">');
      expect(page).toContain('<meta name="data-controller-address" content="12 Temple Road, Kandy">');
      expect(page).toContain('<meta name="data-requests-email" content="privacy@vivaha.example">');
    } finally {
      await t.close();
    }
    const plain = await createTestApp({ TEAM_EMAIL: 'team@vivaha.example' }, { webRoot });
    try {
      const page = (await plain.app.inject({ method: 'GET', url: '/privacy' })).body;
      expect(page).not.toContain('data-controller');
      expect(page).toContain('<meta name="data-requests-email" content="team@vivaha.example">');
    } finally {
      await plain.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe("a profile page's title, kept for the listings' few seconds", () => {
  const t = useWebApp({ LISTING_CACHE_SECONDS: '30' });

  const titleOf = async (url: string) => /<title>(.*?)<\/title>/.exec((await t.app.inject({ url })).body)?.[1];

  it('is asked once within those seconds, and a change this server makes shows at once', async () => {
    const family = await createMember(t, 'kept-titles@example.org');
    const id = await addProfile(t, family, { name: 'Kumari', sex: 2 });
    expect(await titleOf(`/profile/${id}_Kumari`)).toMatch(/^Kumari, \d+/);
    expect(await titleOf(`/si/profile/${id}_Kumari`)).toMatch(/^Kumari/);
    // Changed behind this server's back (as on another server): the kept title stays a moment.
    await t.database.db.execute(sql`update profiles set name = 'Kumudini' where id = ${id}`);
    expect(await titleOf(`/profile/${id}_Kumari`)).toMatch(/^Kumari, /);
    // A change this server answers empties it, as it does the listings.
    await t.app.inject({ method: 'POST', url: '/identity/logout' });
    expect(await titleOf(`/profile/${id}_Kumari`)).toMatch(/^Kumudini, /);
    // A profile taken down: not found once the seconds have passed or a change was made here.
    await t.database.db.execute(sql`update profiles set active = 0 where id = ${id}`);
    await t.app.inject({ method: 'POST', url: '/identity/logout' });
    const gone = await t.app.inject({ url: `/profile/${id}_Kumari` });
    expect(gone.statusCode).toBe(404);
  });
});
