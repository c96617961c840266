import { expect, test, type Page } from '@playwright/test';

import { signUpAndLogIn } from './support.ts';

/**
 * The public pages arrive drawn (DESIGN.md, First screen as HTML): a phone whose script has not
 * run yet, a crawler and a link preview see the page itself, and the app then takes the page
 * over without drawing it again or asking the server again for what the page came with.
 */

/** Collects the page's errors and the calls it makes to the API. */
function watch(page: Page) {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return { errors, calls };
}

test.describe('without its script', () => {
  test.use({ javaScriptEnabled: false });

  test('the homepage, a search and a profile show their content', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/./);
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveCount(9);

    const { items } = (await (await request.get('/api/pp/search?sx=2&page=1&pageSize=15')).json()) as {
      items: Array<{ searchResults: string }>;
    };
    const first = JSON.parse(items[0]!.searchResults) as { name: string; profileURL: string };
    await page.goto('/profile/search?sx=2');
    await expect(page.getByText(/profiles? found/)).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(first.name);

    await page.goto(first.profileURL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(page.getByText(/Profile ID \d+/)).toBeVisible();
    // As a visitor: the contact details stay protected in the page as on the screen.
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    await expect(page.locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
  });

  test('a Sinhala page is drawn in Sinhala, and a browse preset with its own heading', async ({ page }) => {
    await page.goto('/si/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('link', { name: 'සිංහල' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0D80-\u0DFF]/);
    await page.goto('/Matrimonial-Religion/65/Hindu/Bride');
    await expect(page.getByRole('heading', { name: 'Hindu Brides' })).toBeVisible();
    await expect(page).toHaveTitle('Hindu Brides - Vivaha');
  });

  test('pages drawn at the same moment, in three languages, each show their own profile', async ({ request }) => {
    const { items } = (await (await request.get('/api/pp/search?sx=1&page=1&pageSize=15')).json()) as {
      items: Array<{ searchResults: string }>;
    };
    const profiles = items
      .slice(0, 9)
      .map((item) => JSON.parse(item.searchResults) as { profileid: number; name: string; profileURL: string });
    expect(profiles).toHaveLength(9);
    const prefixes = ['', '/si', '/ta'];
    const pages = await Promise.all(
      profiles.map(async (profile, index) => {
        const response = await request.get(`${prefixes[index % 3]}${profile.profileURL}`);
        return { profile, language: ['en', 'si', 'ta'][index % 3], html: await response.text() };
      }),
    );
    for (const { profile, language, html } of pages) {
      expect(html).toContain(`<html lang="${language}"`);
      const heading = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
      expect(heading).toContain(profile.name);
      const state = JSON.parse(/id="vivaha-state">(.*?)<\/script>/.exec(html)![1]!) as object;
      const shown = [...JSON.stringify(state).matchAll(/"profileid":(\d+)/g)].map((found) => Number(found[1]));
      expect(new Set(shown)).toEqual(new Set([profile.profileid]));
    }
  });
});

test('the app takes the drawn page over: no errors, no second asking, and links work in place', async ({ page }) => {
  const { errors, calls } = watch(page);
  await page.goto('/profile/search?sx=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Hydrated: the filters open in place, which only the app does.
  await page.getByText(/^Filters \(1\)$/).click();
  await expect(page.getByLabel('Looking for')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.startsWith('/api/pp/search'))).toEqual([]);

  // The results' links open in place, in the app.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/\d+_/);
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  await expect(page.getByText(/Profile ID \d+/)).toBeVisible();
  expect(calls.some((call) => /^\/api\/pp\/\d+$/.test(call))).toBe(true);
  // A visitor has no request to send: the page does not start the security check for nothing.
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.startsWith('/api/botcheck'))).toEqual([]);
  expect(errors).toEqual([]);
});

/** When the page's load began, and when the app's entry file was asked for (the page's clock). */
const codeTiming = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    return { loadedAt: navigation!.loadEventStart, codeAskedAt: entry?.startTime };
  });

/** Whether the app has taken the page over: a result's link then opens in place, in the app. */
async function opensInPlace(page: Page) {
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/\d+_/);
  return page.evaluate(() => 'stillThisPage' in window);
}

/** Holds the page's pictures back `ms` milliseconds: its load waits for them, its text does not. */
const holdPictures = (page: Page, ms: number) =>
  page.route(/\/api\/media\/|\/img\/.*\.svg$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

test("a drawn page's code is asked for after what its first screen shows, then takes the page over", async ({
  page,
}) => {
  await page.goto('/profile/search?sx=2');
  await page.waitForLoadState('networkidle');
  const { loadedAt, codeAskedAt } = await codeTiming(page);
  expect(loadedAt).toBeGreaterThan(0);
  expect(codeAskedAt).toBeGreaterThanOrEqual(loadedAt);
  expect(await opensInPlace(page)).toBe(true);
});

test('a person who uses the keyboard before a slow page has loaded starts its code at once', async ({ page }) => {
  // The results' pictures take 3 seconds: the page's load waits for them, the code does not.
  await holdPictures(page, 3000);
  await page.goto('/profile/search?sx=2', { waitUntil: 'domcontentloaded' });
  expect((await codeTiming(page)).codeAskedAt).toBeUndefined();
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await codeTiming(page)).codeAskedAt).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await page.waitForLoadState('networkidle');
  expect(await opensInPlace(page)).toBe(true);
});

test('a link tapped while the app is still starting opens its page, as a plain link does', async ({ page }) => {
  // The results' pictures take 3 seconds: the page has not loaded when the link is tapped.
  await holdPictures(page, 3000);
  await page.goto('/profile/search?sx=2', { waitUntil: 'domcontentloaded' });
  await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/\d+_/);
  await expect(page.getByText(/Profile ID \d+/)).toBeVisible();
  // And just after the app's code has come, while React is taking the page over.
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Stay safe' }).click();
  await expect(page).toHaveURL(/\/safety$/);
});

test('a page scrolled before the app took it over stays where it was; the next page opens at its top', async ({
  page,
}) => {
  // The results' pictures take 2 seconds: the page is read and scrolled before the app starts.
  await holdPictures(page, 2000);
  await page.goto('/si/profile/search?sx=2', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await page.waitForLoadState('networkidle');
  expect(await codeTiming(page)).toMatchObject({ codeAskedAt: expect.any(Number) });
  // Where it was, give or take the line the Sinhala faces may move it by as they come (the browser
  // keeps what was on screen in view); the app had thrown it back to the top.
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(60);
  await page.getByRole('contentinfo').getByRole('link', { name: 'ආරක්ෂිතව සිටින්න' }).click();
  await expect(page).toHaveURL(/\/si\/safety$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the drawn pages in Sinhala and Tamil are taken over as they were drawn', async ({ page }) => {
  const { errors } = watch(page);
  for (const address of ['/si/', '/si/profile/search?sx=2', '/ta/grooms', '/ta/faq']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
  }
  // A part drawn differently in the browser (a date, a number) is an error React reports here.
  expect(errors).toEqual([]);
});

test('taking a page over makes no number or date format (in English no collator either) and runs no zod, each a long pause on a phone', async ({
  page,
}) => {
  // The first Intl number or date format a page makes loads the browser's locale data (20 to
  // 80 ms here, four times that on a phone); zod builds its schemas as its file runs.
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { localeFormats: made });
    const watchIt = <T extends object>(owner: T, key: keyof T & string) => {
      const original = owner[key] as unknown as (...args: unknown[]) => unknown;
      Object.assign(owner, {
        [key]: new Proxy(original, {
          construct: (target, args) => (made.push(key), Reflect.construct(target, args)),
          apply: (target, self, args) => (made.push(key), Reflect.apply(target, self, args)),
        }),
      });
    };
    watchIt(Intl, 'NumberFormat');
    watchIt(Intl, 'DateTimeFormat');
    watchIt(Intl, 'Collator');
    watchIt(Number.prototype, 'toLocaleString');
    watchIt(Date.prototype, 'toLocaleString');
    watchIt(Date.prototype, 'toLocaleDateString');
  });
  const { errors } = watch(page);
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  for (const address of ['/grooms', '/si/profile/search?sx=2', '/ta/']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const made = await page.evaluate(() => (window as unknown as { localeFormats: string[] }).localeFormats);
    // A Sinhala or Tamil page sorts its country names with Intl.Collator; an English one needs none.
    const allowed = /^\/(si|ta)\//.test(address) ? ['Collator'] : [];
    expect(
      made.filter((kind) => !allowed.includes(kind)),
      address,
    ).toEqual([]);
  }
  const withZod = [];
  for (const [url, text] of scripts) if ((await text).includes('_zod')) withZod.push(url);
  expect(withZod).toEqual([]);
  expect(errors).toEqual([]);
});

test("a signed-in member's page is their own, not a visitor's", async ({ page }) => {
  await signUpAndLogIn(page, `first-screen-${Date.now()}@example.org`);
  const response = await page.goto('/');
  expect(await response!.text()).toContain('<div id="root"></div>');
  // Drawn by the app as theirs: the header has no Login or Register free, on the first draw too.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register free' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
});
