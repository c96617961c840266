import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { signUpAndLogIn } from './support.ts';

const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const step = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

/** The guided form from "who is it for" to Review, for a daughter. */
async function fillProfile(page: Page, name: string) {
  await page.getByRole('radio', { name: 'Daughter' }).check();
  await next(page);
  await step(page, 'Basics');
  await page.getByLabel('Nick Name').fill(name);
  await page.getByLabel('Marital Status').selectOption({ label: 'Never Married' });
  await page.getByLabel('Date of Birth').fill('1995-08-21');
  await page.getByLabel('Ethnicity').selectOption({ label: 'Sri Lankan Tamil' });
  await page.getByLabel('Mother Tongue').selectOption({ label: 'Tamil' });
  await page.getByLabel('Religion').selectOption({ label: 'Hindu' });
  await page.getByLabel('Citizen Country').selectOption({ label: 'Sri Lanka' });
  await page.getByLabel('Living City').fill('Jaffna');
  await next(page);
  await step(page, 'Family and background');
  await next(page);
  await step(page, 'Education and work');
  await next(page);
  await step(page, 'Horoscope');
  await page.getByLabel('Time of Birth').fill('05:30');
  await next(page);
  await step(page, 'Contact');
  await page.getByLabel('Contact Name').fill('Mr. Sivapalan');
  await page.getByLabel('Email', { exact: true }).fill('sivapalan.family@example.org');
  await page.getByLabel('Mobile').fill('+94 77 765 4321');
  await next(page);
  await step(page, 'Review and send');
}

test('a member creates a profile, adds a photo, edits it and deletes it', async ({ page }) => {
  await signUpAndLogIn(page, `profiles${Date.now()}@example.org`);
  await expect(page.getByRole('heading', { name: 'My Profiles' })).toBeVisible();
  await expect(page.getByText('You have no profiles yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create New' }).first().click();
  await expect(page).toHaveURL(/\/profiles\/new(\?step=for)?$/);

  // Nothing goes on without an answer; a step's required fields are said before leaving it.
  await next(page);
  await expect(page.getByText('Please choose who the profile is for.')).toBeVisible();
  await page.getByRole('radio', { name: 'Daughter' }).check();
  await next(page);
  await step(page, 'Basics');
  // The browser's Back goes to the step before, and Forward again.
  await page.goBack();
  await step(page, 'Who is it for');
  await expect(page.getByRole('radio', { name: 'Daughter' })).toBeChecked();
  await page.goForward();
  await step(page, 'Basics');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('');
  await next(page);
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please select a date of birth')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  await fillProfile(page, 'Tharshini');
  await expect(page.getByRole('region', { name: 'Basics' })).toContainText('Jaffna');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Profile created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profiles\/new\?step=photos&profile=\d+$/);
  await expect(page.getByText("Tharshini's profile is saved and waits for review")).toBeVisible();
  await page.getByRole('link', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  const row = page.getByRole('row', { name: /Tharshini/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('Female');

  // Add a photo from the edit form.
  await row.getByRole('link', { name: 'Edit Tharshini' }).click();
  await expect(page.getByText(/Gender and date of birth cannot be changed/)).toBeVisible();
  await expect(page.getByLabel('Nick Name')).toHaveValue('Tharshini');
  await expect(page.getByLabel('Time of Birth')).toHaveValue('05:30');
  const photo = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: { r: 200, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add photo').setInputFiles({ name: 'tharshini.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo uploaded.')).toBeVisible();
  const thumbnail = page.getByRole('img', { name: 'Photo 1 of Tharshini' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(150);
  await expect(page.getByText('Main photo')).toBeVisible();

  // A wrong value keeps what was typed and says so; a right one saves.
  await page.getByLabel('Living City').fill('Toronto');
  await page.getByLabel('Mobile').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter mobile number')).toBeVisible();
  await expect(page.getByLabel('Living City')).toHaveValue('Toronto');
  await page.getByLabel('Mobile').fill('+1 416 555 0101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profiles$/);

  // The owner view shows the change and the photo.
  await page.getByRole('link', { name: 'Tharshini' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tharshini' })).toBeVisible();
  await expect(page.getByText('Toronto')).toBeVisible();
  await expect(page.getByRole('img', { name: /Main photo of Tharshini/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();

  // Delete asks first; Cancel keeps it, Confirm removes it.
  await page.getByRole('button', { name: 'Delete Tharshini' }).click();
  await expect(page.getByText('Are you sure you want to delete this profile?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Are you sure you want to delete this profile?')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Tharshini/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Tharshini' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Profile deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Tharshini/ })).toHaveCount(0);
});
