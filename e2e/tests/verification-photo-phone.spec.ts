import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import {
  anotherPhone,
  createProfile,
  logIn,
  publishAsAdmin,
  readOutbox,
  sampleProfile,
  signUpAndLogIn,
} from './support.ts';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** Every file name under the server's photo storage (DATA_DIR/media). */
function storedFiles(): string[] {
  const root = path.join(process.env.E2E_DATA_DIR!, 'media');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true }).map((entry) => path.basename(String(entry)));
}

const stamp = Date.now();
const brideName = `Tharushi${stamp % 10000}`;
const email = `tharushi${stamp}@example.org`;

test('a family sends a photo in the pose the site drew, the team compares and approves it, and the photo is gone', async ({
  page,
  browser,
}, testInfo) => {
  await signUpAndLogIn(page, email);
  const bride = await createProfile(page, sampleProfile({ name: brideName, sex: 2, dob: '1996-03-02' }));
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#8a5a44' } })
    .jpeg()
    .toBuffer();
  await page.goto(`/profiles/edit/${bride}`);
  await page.getByLabel('Add photo').setInputFiles({ name: 'profile.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo uploaded.')).toBeVisible();
  await publishAsAdmin(page, bride);

  // The owner starts the check: the site draws a pose, shown drawn and in words.
  await page.goto(`/profiles/${bride}`);
  const panel = page.getByRole('region', { name: 'Checks that build trust' });
  await panel.getByRole('button', { name: 'Start the photo check' }).click();
  await expect(panel.getByText(`Take a photo of ${brideName}’s face now, in this pose:`)).toBeVisible();
  await expect(panel.locator('.pose-drawing svg')).toBeVisible();
  const selfie = await sharp({ create: { width: 720, height: 960, channels: 3, background: '#c8a07c' } })
    .jpeg()
    .toBuffer();
  await panel
    .getByLabel('Take or choose the photo')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
  await expect(panel.getByRole('img', { name: 'The photo to send' })).toBeVisible();
  await fitsThePhone(page);
  await panel.screenshot({ path: testInfo.outputPath('photo-check-pose-phone.png') });
  await panel.getByRole('button', { name: 'Send to the team' }).click();
  await expect(panel.getByText(/The team will compare your selfie with the profile’s photos/)).toBeVisible();
  await expect(panel.getByText(/The photo is with the team/)).toBeVisible();
  expect(storedFiles().filter((name) => name.startsWith('selfie-'))).not.toHaveLength(0);

  // The team, on another phone: the overview lists it, the profile's page shows it beside the photos.
  const team = await anotherPhone(browser, testInfo);
  await logIn(team, 'admin@vivaha.test', 'Admin#Pass2026');
  await team.goto('/admin');
  const waiting = team.getByRole('region', { name: /photo checks? waiting/ });
  await waiting.getByRole('link', { name: brideName }).click();
  await expect(team.getByRole('heading', { level: 1, name: brideName })).toBeVisible();
  const review = team.getByRole('region', { name: 'Checks' });
  const sent = review.getByRole('img', { name: `Photo of ${brideName} taken for the photo check` });
  await expect(sent).toBeVisible();
  await expect.poll(() => sent.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await review.getByRole('button', { name: 'Decline' }).click();
  await expect(review.getByText('Please choose the reason the photo check is declined.')).toBeVisible();
  await fitsThePhone(team);
  await review.screenshot({ path: testInfo.outputPath('photo-check-review-phone.png') });
  await review.getByRole('button', { name: 'Approve: same person, pose shown' }).click();
  await expect(review.getByText('No photo check is waiting.')).toBeVisible();
  await expect(review.getByRole('list', { name: 'Checks' })).toHaveText('Photo checked by the team');
  // Deleted from storage on the decision, and the family told by mail.
  expect(storedFiles().filter((name) => name.startsWith('selfie-'))).toEqual([]);
  await expect
    .poll(() => readOutbox().find((mail) => mail.to === email && mail.subject.startsWith('The photo check of')))
    .toBeTruthy();

  // The family sees the badge; a visitor finds the bride among the photo-checked.
  await page.reload();
  await expect(panel.getByText(/The team compared the photos/)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Checks' })).toHaveText('Photo checked by the team');
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/profile/search?sx=2&vf=photo');
  const card = visitor.getByRole('article').filter({ hasText: brideName });
  await expect(card.getByText('Photo checked by the team')).toBeVisible();
  for (const other of await visitor.getByRole('article').all()) {
    await expect(other.getByText('Photo checked by the team')).toBeVisible();
  }

  // The owner's panel in Sinhala and Tamil, a new check started to show the pose in each.
  await page.goto(`/profiles/edit/${bride}`);
  await page.getByLabel('Add photo').setInputFiles({ name: 'second.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo uploaded.')).toBeVisible();
  for (const language of ['si', 'ta']) {
    await page.goto(`/${language}/profiles/${bride}`);
    const words = page.locator('#checks');
    // A pose drawn in one language stands in the next.
    await expect(words.locator('.photo-check .btn').first()).toBeVisible();
    if (!(await words.locator('.pose-drawing').isVisible())) await words.locator('.photo-check button').first().click();
    await expect(words.locator('.pose-drawing__words')).toBeVisible();
    await expect(words.locator('.pose-drawing__words')).not.toHaveText(/[A-Za-z]/);
    await fitsThePhone(page);
    await words.locator('.photo-check').screenshot({ path: testInfo.outputPath(`photo-check-${language}-phone.png`) });
  }
});
