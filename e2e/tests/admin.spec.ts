import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { createProfile, readOutbox, sampleProfile, signUpAndLogIn } from './support.ts';

test('the team reviews a new profile: filter, open, publish, see it in search, delete a photo', async ({
  page,
  context,
}) => {
  const stamp = Date.now();
  // A family adds a profile with a photo; it waits for review.
  await signUpAndLogIn(page, `family${stamp}@example.org`);
  const name = `Review${stamp % 100000}`;
  const id = await createProfile(page, sampleProfile({ name, sex: 2, ethnicity: 2, motherTonque: 2, religion: 65 }));
  await page.goto(`/profiles/edit/${id}`);
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add photo').setInputFiles({ name: 'p.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo uploaded.')).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  // The admin from ADMIN_EMAIL logs in and sees the Admin entry.
  // Watched from before the page opens: the security check may have its challenge before goto returns.
  const checkLoaded = page.waitForResponse(/\/api\/botcheck\/challenge/);
  await page.goto('/login');
  await checkLoaded;
  await page.getByLabel('Email').fill('admin@vivaha.test');
  await page.getByLabel('Password').fill('Admin#Pass2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Profiles' })).toBeVisible();

  // The listing opens on the review queue (Not Reviewed).
  await expect(page.getByLabel('Reviewed')).toHaveValue('false');
  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // A row opens the review panel beside the list; the full page opens in a new tab.
  await row.getByRole('cell').first().click();
  const panel = page.getByRole('complementary');
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  const [detail] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('link', { name: 'Full page' }).click(),
  ]);
  await expect(detail).toHaveURL(new RegExp(`/admin/profile/${id}$`));

  await detail.getByRole('button', { name: 'Publish This Profile' }).click();
  await expect(detail.getByText('Profile published successfully!')).toBeVisible();
  await expect(detail.getByRole('cell', { name: 'publish', exact: true })).toBeVisible();

  const search = await context.newPage();
  await search.goto('/profile/search?sx=2&ec=2&re=65');
  await expect(search.getByRole('heading', { name }).first()).toBeVisible();
  await search.close();

  await detail.getByRole('button', { name: 'Delete image 1' }).click();
  await expect(detail.getByText('You will not be able to recover this image!')).toBeVisible();
  await detail.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(detail.getByText('Image deleted successfully!')).toBeVisible();
  await expect(detail.getByText('No photos.')).toBeVisible();
  expect(readOutbox().length).toBeGreaterThan(0);
});
