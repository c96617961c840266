import { expect, test } from '@playwright/test';

import { logIn } from './support.ts';

test('the team publishes a success story with both families consent, and withdraws it when a family asks', async ({
  page,
  browser,
}) => {
  const title = `Nimali and Kasun ${Date.now() % 100000}`;
  await logIn(page, 'admin@vivaha.test', 'Admin#Pass2026');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Success stories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Success stories' })).toBeVisible();

  // Publishing without the families' consent on record is refused before anything is sent.
  await page.getByRole('button', { name: 'Write a story' }).click();
  const form = page.getByRole('form', { name: 'A new story' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel('Place and year (optional)').fill('Kandy, 2026');
  await form.getByLabel('The story').fill('Our mothers wrote to each other here in March; the wedding was in August.');
  await form.getByLabel(/^Publish on the homepage/).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText("A story is published only with the bride's family's consent")).toBeVisible();
  await expect(form.getByLabel("Bride's family's consent")).toBeFocused();

  await form.getByLabel("Bride's family's consent").fill('Her mother, by phone on 2 November 2026');
  await form.getByLabel("Groom's family's consent").fill('His father, by letter on 5 November 2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Story saved and published on the homepage.')).toBeVisible();

  // A visitor's homepage shows it, without the record of consent.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(new URL('/', page.url()).href);
  const stories = visitor.getByRole('region', { name: 'Families who met here' });
  await expect(stories.getByText(title)).toBeVisible();
  await expect(stories).not.toContainText('by phone on 2 November');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The team member goes to the homepage and back inside the app, as a volunteer would.
  await page.locator('a.navbar-brand').click();
  await expect(page.getByRole('region', { name: 'Families who met here' }).getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Success stories' }).click();

  // A family asks for it to come down: withdrawn, it leaves the homepage at once and stays a draft.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Withdraw from the homepage' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw from the homepage' }).click();
  await expect(page.getByText('Story saved as a draft: it is not on the homepage.')).toBeVisible();
  await expect(card.getByText('Draft')).toBeVisible();
  // Inside the app the homepage reads its stories again rather than showing the ones from before.
  await page.locator('a.navbar-brand').click();
  await expect(page.locator('#home-title')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.locator('#home-title')).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});
