import { expect, test, type Page } from '@playwright/test';

import { createProfile, publishAsAdmin, readSmsOutbox, sampleProfile, signUpAndLogIn } from './support.ts';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

const stamp = Date.now();
const brideName = 'Sewwandi';

test('a family checks the NIC without handing it over and confirms the mobile by a code, and others find the badges and what they mean', async ({
  page,
  browser,
}, testInfo) => {
  await signUpAndLogIn(page, `sewwandi${stamp}@example.org`);
  const mobile = `+94 77 ${String(stamp).slice(-3)} ${String(stamp).slice(-7, -3)}`;
  const bride = await createProfile(page, sampleProfile({ name: brideName, sex: 2, dob: '1995-08-21', mobile }));
  await publishAsAdmin(page, bride);

  await page.goto(`/profiles/${bride}`);
  const panel = page.getByRole('region', { name: 'Checks that build trust' });
  const field = panel.getByLabel(`National Identity Card number of ${brideName}`);
  // A man's number on a bride's profile: told in plain words, nothing shown to others.
  await field.fill('952345678V');
  await panel.getByRole('button', { name: 'Check NIC' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'of the other gender' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Checks' })).toHaveCount(0);
  // Her own number, in the old form with spaces.
  await field.fill('95 734 5678 V');
  await panel.getByRole('button', { name: 'Check NIC' }).click();
  await expect(panel.getByText(/agrees with this profile’s date of birth and gender/)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(panel.getByRole('list', { name: 'Checks' })).toHaveText('NIC checked');
  // Her mobile number, confirmed by the code the site sends to it (the outbox here).
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByText(`We are sending a 6-digit code by SMS to ${mobile}.`, { exact: false })).toBeVisible();
  const dialled = mobile.replace(/\s/g, '');
  await expect.poll(() => readSmsOutbox().filter((sms) => sms.to === dialled).length).toBe(1);
  const code = /\d{6}/.exec(readSmsOutbox().find((sms) => sms.to === dialled)!.text)![0];
  await panel.getByLabel(`Code from the SMS sent to ${mobile}`).fill(code);
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.getByText(/the mobile number is verified/)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Checks' })).toHaveText(/Phone verified\s*NIC checked/);
  await fitsThePhone(page);
  await panel.screenshot({ path: testInfo.outputPath('checks-panel-phone.png') });

  // Another family, not signed in, asks for checked brides only and sees the badge and its meaning.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/profile/search?sx=2&vf=phone,nic');
  const card = visitor.getByRole('article').filter({ hasText: brideName });
  await expect(card.getByText('Phone verified')).toBeVisible();
  await expect(card.getByText('NIC checked')).toBeVisible();
  for (const other of await visitor.getByRole('article').all()) {
    await expect(other.getByText('Phone verified')).toBeVisible();
    await expect(other.getByText('NIC checked')).toBeVisible();
  }
  await card.getByRole('link', { name: brideName }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: brideName })).toBeVisible();
  await visitor.getByText('What does this mean?').click();
  await expect(visitor.getByText(/The site never saw the card and keeps no number/)).toBeVisible();
  await expect(visitor.getByText(/confirmed this profile's mobile number with a code/)).toBeVisible();
  await fitsThePhone(visitor);
  await visitor.screenshot({ path: testInfo.outputPath('badge-explained-phone.png') });

  // The same panel in Sinhala and Tamil.
  for (const language of ['si', 'ta']) {
    await page.goto(`/${language}/profiles/${bride}`);
    const words = page.locator('#checks');
    await expect(words.getByRole('heading', { level: 2 })).not.toHaveText('Checks that build trust');
    await expect(words.locator('.verified-badge').first()).not.toHaveText('NIC checked');
    await fitsThePhone(page);
    await words.screenshot({ path: testInfo.outputPath(`checks-panel-${language}-phone.png`) });
  }
});
