import { expect, test, type Page } from '@playwright/test';

import { anotherPhone, createProfile, logIn, publishAsAdmin, sampleProfile, signUpAndLogIn } from './support.ts';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
let bride: number;
const brideName = 'Madhavi';

test('a family keeps the contact details for members they approve, and sees who opened the rest', async ({
  page,
  browser,
}, testInfo) => {
  await signUpAndLogIn(page, `madhavi${stamp}@example.org`);
  bride = await createProfile(
    page,
    sampleProfile({ name: brideName, sex: 2, mobile: '+94 76 404 4040', email: 'madhavi.family@example.org' }),
  );
  await publishAsAdmin(page, bride);

  // The owner keeps the contact details for approved members only.
  await page.goto(`/profiles/${bride}`);
  const panel = page.getByRole('region', { name: "Who may see this profile's details" });
  await expect(
    panel.getByRole('group', { name: 'Contact details' }).getByLabel(/Members with a published/),
  ).toBeChecked();
  await panel.getByRole('group', { name: 'Contact details' }).getByLabel('Only members I approve').check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your choices of who may see this profile’s details are saved.')).toBeVisible();
  await fitsThePhone(page);
  await panel.screenshot({ path: testInfo.outputPath('visibility-panel-phone.png') });

  // A groom's family with a published profile sees the horoscope, not the contact details.
  const groomSide = await anotherPhone(browser, testInfo);
  await signUpAndLogIn(groomSide, `nalin${stamp}@example.org`);
  const groom = await createProfile(groomSide, sampleProfile({ name: 'Nalin', sex: 1 }));
  await publishAsAdmin(groomSide, groom);
  await groomSide.goto(`/profile/${bride}_${brideName}`);
  await expect(groomSide.getByText(/shows contact details only to members they approve/)).toBeVisible();
  await expect(groomSide.getByText('+94 76 404 4040')).toHaveCount(0);
  await fitsThePhone(groomSide);

  // The owner sees who opened the details, and why they could.
  await page.goto(`/profiles/${bride}`);
  const viewers = page.getByRole('region', { name: 'Who has seen my details' });
  await expect(viewers.getByRole('row', { name: /Nalin/ })).toContainText('Published profile of the opposite gender');
  await fitsThePhone(page);
  await viewers.screenshot({ path: testInfo.outputPath('who-has-seen-phone.png') });
  await groomSide.context().close();
});

test('a visitor reports a profile, once', async ({ page }, testInfo) => {
  const checkLoaded = page.waitForResponse(/\/api\/botcheck\/challenge/);
  await page.goto(`/profile/${bride}_${brideName}`);
  // The page arrives drawn; its buttons answer once the app has taken it over.
  await page.waitForLoadState('networkidle');
  // Report waits under More, beside the heart: the person first, not the report.
  await expect(page.getByRole('button', { name: 'Report this profile' })).toBeHidden();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this profile' });
  await dialog.getByLabel('Other').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell the team what is wrong.')).toBeVisible();
  await dialog.getByLabel('Broker or agency').check();
  await dialog.getByRole('textbox').fill('The same photos are on an agency site that asks for a fee.');
  await checkLoaded;
  await fitsThePhone(page);
  await dialog.screenshot({ path: testInfo.outputPath('report-dialog-phone.png') });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The team will look at this profile.')).toBeVisible();

  // The same visitor cannot pile on a second open report.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Report this profile' }).click();
  await dialog.getByLabel('Fake profile').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('You have already reported this profile. The team will look at it.')).toBeVisible();
});

test('a member blocks a profile from its page, finds it gone, and unblocks it', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, `sunil${stamp}@example.org`);
  const groom = await createProfile(page, sampleProfile({ name: 'Sunil', sex: 1 }));
  await publishAsAdmin(page, groom);
  await page.goto(`/profile/${bride}_${brideName}`);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Block this member' }).click();
  await expect(page.getByText(/You are about to block/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, block' }).click();
  await page.waitForURL(/\/profile\/search/);
  await expect(page.getByRole('link', { name: new RegExp(brideName) })).toHaveCount(0);
  const hidden = await page.request.get(`/api/pp/${bride}`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('vivaha.session')!).token)}`,
    },
  });
  expect(hidden.status()).toBe(404);

  await page.goto('/MyBlockedMembers');
  const row = page.getByRole('row', { name: new RegExp(brideName) });
  await expect(row).toBeVisible();
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath('blocked-members-phone.png'), fullPage: true });
  await row.getByRole('button', { name: /Unblock/ }).click();
  await page.getByRole('button', { name: 'Yes, unblock' }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await page.goto(`/profile/${bride}_${brideName}`);
  await expect(page.getByRole('heading', { name: brideName })).toBeVisible();
});

test('the team reads the report and hides the profile with a reason the owner is told', async ({ page }, testInfo) => {
  await logIn(page, 'admin@vivaha.test', 'Admin#Pass2026');
  await page.goto('/admin/reports');
  const group = page.getByRole('region', { name: brideName });
  await expect(group).toContainText('Broker or agency');
  await expect(group).toContainText('The same photos are on an agency site that asks for a fee.');
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath('reports-queue-phone.png'), fullPage: true });

  await group.getByRole('button', { name: 'Hide (Inactive)' }).click();
  // The owner is mailed the reason: it cannot be left out.
  await group.getByRole('button', { name: 'Hide and mail the owner' }).click();
  await expect(group.getByText('Please give the reason the owner will be told.')).toBeVisible();
  await group.getByLabel('Reason').fill('Photos copied from an agency site.');
  await group.getByRole('button', { name: 'Hide and mail the owner' }).click();
  await page.getByRole('button', { name: 'Yes, hide it' }).click();
  await expect(page.getByText('The profile is hidden, and its owner has been told why.')).toBeVisible();

  const response = await page.request.get(`/api/pp/${bride}`);
  expect(response.status()).toBe(404);
});
