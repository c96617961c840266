import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { createProfile, logIn, readOutbox, sampleProfile, signUpAndLogIn } from './support.ts';

test.use({ viewport: { width: 1366, height: 768 } });

/** No serious or critical accessibility violations on the page as it is now. */
async function accessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing runs off the side of the screen. */
async function fits(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the team reviews the queue in place with Publish & next, and sees the week on the overview', async ({
  page,
}, testInfo) => {
  const stamp = Date.now();
  // A family adds two profiles; both wait for review.
  const family = `queue${stamp}@example.org`;
  await signUpAndLogIn(page, family);
  const older = `Queue${stamp % 100000}A`;
  const newer = `Queue${stamp % 100000}B`;
  await createProfile(page, sampleProfile({ name: older, sex: 2, religion: 65 }));
  await createProfile(page, sampleProfile({ name: newer, sex: 1 }));
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  // The admin opens the listing: it is the review queue.
  await logIn(page, 'admin@vivaha.test', 'Admin#Pass2026');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Profiles' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByLabel('Reviewed')).toHaveValue('false');
  await page.getByLabel('Search').fill(family);
  await expect(page.getByRole('button', { name: newer, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: older, exact: true })).toBeVisible();

  // The newest opens beside the list, in this tab.
  await page.getByRole('button', { name: newer, exact: true }).click();
  const panel = page.getByRole('complementary');
  await expect(panel.getByRole('heading', { name: newer })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Admin Profiles' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Photos' })).toBeVisible();
  await fits(page);
  await accessible(page);
  await page.screenshot({ path: testInfo.outputPath('admin-review-1366.png') });

  await panel.getByRole('button', { name: 'Publish & next' }).click();
  await expect(panel.getByRole('heading', { name: older })).toBeFocused();
  await expect(page.getByText('Profile published successfully!').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Publish & next' }).click();
  await expect(panel.getByRole('status')).toHaveText('There are no more profiles after this one in the list.');
  // Both have left the queue.
  await expect(page.getByText('No profiles match these filters.')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  // Published: Active and reviewed under All, and each owner mail went out once.
  await page.getByLabel('Reviewed').selectOption({ label: 'All' });
  await expect(page).toHaveURL(/reviewed=all/);
  for (const name of [newer, older]) {
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Active');
  }
  await expect
    .poll(() => readOutbox().filter((mail) => mail.to === family && /is now published/.test(mail.subject)).length)
    .toBe(2);

  // The overview counts this week's publications and shows the twelve weeks.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const published = page.locator('.overview-count', { hasText: 'published this week' });
  await expect(published).toBeVisible();
  expect(Number(await published.locator('.overview-count__value').textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.overview-count', { hasText: 'waiting for review' })).toBeVisible();
  const weeks = page.getByRole('table', { name: /Weeks run from Monday/ });
  await expect(weeks.getByRole('row')).toHaveCount(13);
  await fits(page);
  await accessible(page);
  await page.screenshot({ path: testInfo.outputPath('admin-overview-1366.png'), fullPage: true });

  // On a phone the panel takes the screen; Escape brings the list back, on the same row.
  await page.setViewportSize({ width: 390, height: 844 });
  await accessible(page);
  await page.screenshot({ path: testInfo.outputPath('admin-overview-390.png'), fullPage: true });
  await page.goto(`/admin/profile?reviewed=all&searchText=${encodeURIComponent(family)}`);
  await page.getByRole('button', { name: older, exact: true }).click();
  await expect(panel.getByRole('heading', { name: older })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Admin Profiles' })).toBeHidden();
  await fits(page);
  await accessible(page);
  await page.screenshot({ path: testInfo.outputPath('admin-review-390.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: older, exact: true })).toBeFocused();
});
