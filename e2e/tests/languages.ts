import fs from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

import { readOutbox } from './support.ts';

type Words = Record<string, unknown>;
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string): Words => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** A text of a translation file by its path ('fields.email'). */
const at = (words: Words, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Words)[part], words);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
};

/** The words a person sees on a Sinhala or Tamil page, from the same files the site reads. */
export function wordsIn(language: 'si' | 'ta') {
  const common = read(`apps/web/src/locales/${language}/common.json`);
  const auth = read(`apps/web/src/features/auth/locales/${language}.json`);
  const form = read(`apps/web/src/components/profile-form/locales/${language}.json`);
  const profiles = read(`apps/web/src/features/profiles/locales/${language}.json`);
  const pub = read(`apps/web/src/features/public/locales/${language}.json`);
  const meta = read(`packages/shared/src/locales/${language}/meta.json`);
  const options = read(`packages/shared/src/locales/${language}/options.json`);
  const messages = read(`packages/shared/src/locales/${language}/messages.json`) as Record<
    string,
    Record<string, string>
  >;
  // Mail texts are keyed by mail and part, with a dot inside the key.
  const mails = messages.mails!['registerCode.subject']!;
  return {
    common: (key: string) => at(common, key),
    auth: (key: string) => at(auth, key),
    form: (key: string) => at(form, key),
    profiles: (key: string) => at(profiles, key),
    pub: (key: string) => at(pub, key),
    title: (key: string) => at(meta, `${key}.title`).replace('{{site}}', 'Vivaha'),
    option: (list: string, id: number) => at(options, `${list}.${id}`),
    registerSubject: mails.replace('{{site}}', 'Vivaha'),
    message: (catalog: string, key: string) => messages[catalog]![key]!,
  };
}

export async function noSeriousViolations(page: Page) {
  // A toast sliding in is read half-faded (its colours mid-way): wait for such entrances to end.
  // A toast's timer bar runs for its whole life and is not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return !(target instanceof Element && target.classList.contains('Toastify__progress-bar'));
          })
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing runs off the side of the screen, and the page's fonts have arrived. */
export async function looksRight(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/**
 * A family's journey in one language: the homepage, a search, a profile, registering with the
 * mailed code, and the profile form, every screen in that language and without serious
 * accessibility faults.
 */
export async function journey(page: Page, testInfo: TestInfo, language: 'si' | 'ta', phone: boolean) {
  const w = wordsIn(language);
  const shot = (name: string) => looksRight(page, testInfo, `${language}-${name}-${phone ? 'phone' : 'desktop'}`);

  await page.goto(`/${language}`);
  await expect(page).toHaveTitle(w.title('homepage'));
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  await expect(page.getByRole('list', { name: w.common('nav.language') })).toBeVisible();
  await noSeriousViolations(page);
  await shot('home');

  // The header's links are behind the menu button wherever the page shows one: on a phone, and
  // below 1400 px in Sinhala and Tamil, whose longer words would not fit on one line.
  const openMenu = async () => {
    const menu = page.getByRole('button', { name: w.common('nav.toggle') });
    if (await menu.isVisible()) await menu.click();
  };

  // Search, from the main menu.
  await openMenu();
  await page
    .getByRole('navigation', { name: w.common('nav.main') })
    .getByRole('link', { name: w.common('nav.search') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${language}/profile/search$`));
  await expect(page).toHaveTitle(w.title('search'));
  await page.getByLabel(w.pub('search.fields.sx')).selectOption({ label: w.pub('search.bride') });
  await page.getByRole('button', { name: w.pub('search.button'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/profile/search\\?sx=2$`));
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await noSeriousViolations(page);
  await shot('search');

  // A profile, in the same language.
  // The card's one link is the person's name.
  await first.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${language}/profile/\\d+_`));
  await expect(page.locator('main h1').first()).toBeVisible();
  await noSeriousViolations(page);
  await shot('profile');

  // Register, with the code mailed in the page's language.
  const email = `${language}.family${Date.now()}@example.org`;
  const password = 'Colombo#2026a';
  await openMenu();
  await page
    .getByRole('banner')
    .getByRole('button', { name: w.common('account.loginRegister') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: w.auth('tabs.register') }).click();
  await dialog.getByLabel(w.auth('fields.email')).fill(email);
  await dialog.getByLabel(w.auth('fields.password'), { exact: true }).fill(password);
  await dialog.getByLabel(w.auth('fields.confirmPassword')).fill(password);
  // The privacy notice, agreed to in the page's language.
  await dialog.getByRole('checkbox', { name: w.auth('register.privacyAgree') }).check();
  await noSeriousViolations(page);
  await dialog.getByRole('button', { name: w.auth('register.button') }).click();
  let mail: { to: string; subject: string; text: string } | undefined;
  await expect(async () => {
    mail = readOutbox().find((item) => item.to === email);
    expect(mail).toBeDefined();
  }).toPass();
  expect(mail!.subject).toBe(w.registerSubject);
  await dialog.getByLabel(w.auth('fields.otp')).fill(mail!.text.match(/\b(\d{6})\b/)![1]!);
  await dialog.getByRole('button', { name: w.auth('register.verify') }).click();
  await expect(page.getByText(w.auth('register.success'))).toBeVisible();
  // Signed in by the code, straight to the profile form, its lists in the page's language.
  await expect(page).toHaveURL(new RegExp(`/${language}/profiles/new(\\?step=for)?$`));
  // The guided form, step by step, in the page's language.
  const next = () => page.getByRole('button', { name: w.profiles('guided.next') }).click();
  const step = (name: string) =>
    expect(page.getByRole('heading', { level: 2, name: w.profiles(`guided.steps.${name}`) })).toBeVisible();
  await page.getByRole('radio', { name: w.profiles('guided.for.daughter') }).check();
  await next();
  await step('basics');
  await page.getByLabel(w.form('fields.name')).fill('Tharshini');
  await page.getByLabel(w.form('fields.martialstatus')).selectOption({ label: w.option('maritalStatuses', 74) });
  // Day, month and year, in that order on a Sinhala or Tamil page, whatever the browser's own format.
  const dob = page.getByRole('group', { name: w.form('fields.dob') });
  await dob.getByLabel(w.form('dateParts.day')).selectOption('21');
  await dob.getByLabel(w.form('dateParts.month')).selectOption('08');
  await dob.getByLabel(w.form('dateParts.year')).selectOption('1995');
  await page.getByLabel(w.form('fields.ethnicity')).selectOption({ label: w.option('ethnicities', 2) });
  await page.getByLabel(w.form('fields.motherTonque')).selectOption({ label: w.option('motherTongues', 2) });
  await page.getByLabel(w.form('fields.citizencountry')).selectOption({ label: w.option('countries', 129) });
  await noSeriousViolations(page);
  await shot('profile-form');
  await next();
  for (const name of ['background', 'work', 'horoscope']) {
    await step(name);
    await next();
  }
  await step('contact');
  await page.getByLabel(w.form('fields.contactname')).fill('Sivapalan');
  await page.getByLabel(w.form('fields.email'), { exact: true }).fill('sivapalan.family@example.org');
  await page.getByLabel(w.form('fields.mobile')).fill('+94 77 765 4321');
  await next();
  await step('review');
  await noSeriousViolations(page);
  await page.getByRole('button', { name: w.profiles('guided.send') }).click();
  await expect(page.getByText(w.message('profiles', 'created'))).toBeVisible();
  await page.getByRole('link', { name: w.profiles('guided.finish') }).click();
  // Saved: My Profiles lists it, and the server's message reads in the page's language.
  await expect(page).toHaveURL(new RegExp(`/${language}/profiles$`));
  await expect(page.getByRole('link', { name: 'Tharshini' }).first()).toBeVisible();
  await shot('my-profiles');
}
