import { expect, test, type Page } from '@playwright/test';

import { noSeriousViolations } from './languages.ts';
import { signUpAndLogIn } from './support.ts';

const fits = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const step = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

test('on a phone the guided profile form fits each step, and keeps what was typed across a reload', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page, `phone${Date.now()}@example.org`);
  await page.goto('/profiles/new');
  await step(page, 'Who is it for');
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await fits(page);
  await noSeriousViolations(page);
  await page.getByRole('radio', { name: 'Son' }).check();
  await next(page);

  await step(page, 'Basics');
  await expect(page.getByText('Step 2 of 8')).toBeVisible();
  await page.getByLabel('Nick Name').fill('Kasun');
  await page.getByLabel('Date of Birth').fill('1994-03-09');
  await page.getByLabel('Living City').fill('Kurunegala');
  // A moment after typing stops the draft is kept; a reload (or another day) goes on from it.
  await expect(page.getByText(/Draft saved at/)).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.getByText(/Draft saved at/)).toBeVisible();
  await page.reload();
  await step(page, 'Basics');
  await expect(page.getByText(/We kept what you typed before/)).toBeVisible();
  await expect(page.getByLabel('Nick Name')).toHaveValue('Kasun');
  await expect(page.getByLabel('Living City')).toHaveValue('Kurunegala');
  // A son: the gender is not asked again.
  await expect(page.getByLabel('Gender')).toHaveCount(0);
  await next(page);
  await expect(page.getByText('Please select marital status')).toBeVisible();
  await fits(page);
  await page.screenshot({ path: testInfo.outputPath('profile-form-basics-phone.png'), fullPage: true });
  await page.getByLabel('Marital Status').selectOption({ label: 'Never Married' });
  await page.getByLabel('Ethnicity').selectOption({ label: 'Sinhalese' });
  await page.getByLabel('Mother Tongue').selectOption({ label: 'Sinhala' });
  await page.getByLabel('Citizen Country').selectOption({ label: 'Sri Lanka' });
  await next(page);

  for (const name of ['Family and background', 'Education and work', 'Horoscope']) {
    await step(page, name);
    await fits(page);
    await noSeriousViolations(page);
    await next(page);
  }
  await step(page, 'Contact');
  await page.getByLabel('Contact Name').fill('Mrs. Herath');
  await page.getByLabel('Mobile').fill('+94 71 555 0123');
  await page.getByLabel('Email', { exact: true }).fill('herath.family@example.org');
  await fits(page);
  await next(page);

  await step(page, 'Review and send');
  await expect(page.getByRole('region', { name: 'Who is it for' })).toContainText('Son');
  await expect(page.getByRole('region', { name: 'Basics' })).toContainText('Kurunegala');
  await fits(page);
  await noSeriousViolations(page);
  // "Save and finish later" keeps the draft, and My Profiles offers to go on with it.
  await page.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(page.getByText("You began Kasun's profile and have not sent it yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await step(page, 'Review and send');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText("Kasun's profile is saved and waits for review")).toBeVisible();
  await expect(page.getByText('Step 8 of 8')).toBeVisible();
  await fits(page);
  await noSeriousViolations(page);
  await page.getByRole('link', { name: 'Finish' }).click();
  await expect(page.getByText(/You began .* profile/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kasun' }).first()).toBeVisible();
});
