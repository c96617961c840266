import { expect, test } from '@playwright/test';

test('the browse index shows only presets that find someone, with their counts, and each opens under its own title', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  // The index loads when the visitor comes near it.
  await page.locator('footer').scrollIntoViewIfNeeded();
  const index = page.locator('.browse-list').first();
  await expect(index).toBeVisible();
  const links = page.locator('.browse-links a');
  const texts = await links.allTextContents();
  expect(texts.length).toBeGreaterThan(10);
  // Every link says how many it finds, and none finds nobody.
  for (const text of texts) expect(text).toMatch(/\((\d+)\)$/);
  expect(texts.every((text) => Number(/\((\d+)\)$/.exec(text)![1]) > 0)).toBe(true);
  // Large enough for a thumb.
  expect((await links.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: testInfo.outputPath('browse-index-phone.png'), fullPage: true });

  const first = links.first();
  const name = (await first.getAttribute('aria-label'))!;
  const found = Number(/\((\d+)\)$/.exec((await first.textContent())!)![1]);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} - Vivaha`);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBe(Math.min(found, 15));
});

test('after a search on a phone the results come first, and the filters fold into Filters (n)', async ({
  page,
}, testInfo) => {
  await page.goto('/profile/search');
  await page.getByLabel('Looking for').selectOption({ label: 'Bride' });
  await page.getByLabel('Religion').selectOption({ label: 'Buddhist' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sx=2&re=296/);
  const filters = page.getByText('Filters (2)');
  await expect(filters).toBeVisible();
  await expect(page.getByLabel('Religion')).toBeHidden();
  // The first result is on the first screen.
  await expect(page.getByRole('article').first()).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('search-results-first-phone.png') });
  await filters.click();
  await expect(page.getByLabel('Religion')).toHaveValue('296');
});
