import { expect, test } from '@playwright/test';

import { signUpAndLogIn } from './support.ts';

test('on a phone the profile form fits the screen', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, `phone${Date.now()}@example.org`);
  await page.goto('/profiles/new');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('profile-form-phone.png'), fullPage: true });
});
