import { expect, test } from '@playwright/test';

test('on a phone, home and search fit the screen', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveCount(9);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('home-phone.png'), fullPage: true });

  await page.goto('/profile/search?sx=1&ec=2');
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('search-phone.png'), fullPage: true });
});
