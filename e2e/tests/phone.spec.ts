import { expect, test } from '@playwright/test';

import { signUp } from './support.ts';

test('on a phone the menu folds away and opens from its button', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Search' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu.getByRole('link', { name: 'Search' })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('on a phone a visitor finds Login and Register free at the top, without opening the menu', async ({ page }) => {
  await page.goto('/');
  // The header's pair (the homepage's How it works offers Register free again, further down).
  const header = page.getByRole('banner');
  const login = header.getByRole('button', { name: 'Login', exact: true });
  const register = header.getByRole('button', { name: 'Register free' });
  await expect(login).toBeVisible();
  await expect(register).toBeVisible();
  for (const button of [login, register]) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await register.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');

  // The Login page offers registering where the person is, not "at the top".
  await page.goto('/login');
  await expect(page.getByText('New here?')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Register free' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'Register' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Login pressed the moment the page opens (as when the browser fills the form) waits for the security check and signs in', async ({
  page,
}) => {
  const email = `quick${Date.now()}@example.org`;
  await signUp(page, email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Colombo#2026a');
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/security check is not ready/)).toHaveCount(0);
});
