import { expect, test } from '@playwright/test';

test('the homepage shows random profile cards that open a profile', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('link', { name: 'View Profile' });
  await expect(cards).toHaveCount(9);
  await cards.first().click();
  await expect(page).toHaveURL(/\/profile\/\d+_/);
  // The profile screen has drawn once its id shows; only then is the heading the profile's name.
  await expect(page.getByText(/Profile ID \d+/)).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(page).toHaveTitle(`${name} Profile - Vivaha`);
  // A visitor sees the polite message, not the contact details.
  await expect(page.getByText(/Contact details are shown to members/)).toBeVisible();
  await expect(page.getByText('Please log in to ask the owner for the protected details.')).toBeVisible();
});

test('search by ethnicity and age, go to page 2, and come back with Back', async ({ page }) => {
  await page.goto('/profile/search');
  await page.getByLabel('Looking for').selectOption({ label: 'Bride' });
  await page.getByLabel('Ethnicity').selectOption({ label: 'Sinhalese' });
  // Letters never enter the age box.
  await page.getByLabel('Age From').pressSequentially('2a0');
  await expect(page.getByLabel('Age From')).toHaveValue('20');
  await page.getByLabel('Age To').fill('40');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sx=2/);
  await expect(page).toHaveURL(/ec=1/);
  await expect(page).toHaveURL(/af=20/);
  await expect(page.getByText(/profiles? found/)).toBeVisible();
  // Each result is a card whose link is the person's name.
  const cardLinks = page.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
  const profileLinks = () => cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')).join());
  await expect(cardLinks).toHaveCount(15);
  const firstPage = await profileLinks();

  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(profileLinks).not.toBe(firstPage);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(profileLinks).toBe(firstPage);
  await expect(page.getByLabel('Ethnicity')).toHaveValue('1');
  await expect(page.getByLabel('Age To')).toHaveValue('40');
});

test('a browse preset shows its filter as a heading and finds profiles', async ({ page }) => {
  const response = await page.goto('/Matrimonial-Religion/65/Hindu/Bride');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Hindu Brides' })).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')).toBeVisible();
});

test('a profile that does not exist says so, with the right status and title', async ({ page }) => {
  const response = await page.goto('/profile/999999_Nobody');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Profile Not Found/);
  await page.goto('/profile/abc');
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
});
