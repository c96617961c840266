import { expect, test } from '@playwright/test';

import { noSeriousViolations } from './languages.ts';
import { readOutbox } from './support.ts';

test('the homepage loads with its title, panels and footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Vivaha - Free Sri Lankan Marriage Proposals');
  await expect(page.getByRole('link', { name: /All Males-Grooms/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /All Female-Brides/ })).toBeVisible();
  const header = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['Grooms', 'Brides', 'Search', 'FAQ', 'Contact']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const footer = page.getByRole('navigation', { name: 'Site links' });
  for (const name of ['About', 'Privacy', 'Terms', 'FAQ', 'Contact']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the FAQ shows its 14 questions, each opening to an answer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page).toHaveTitle('Frequently Asked Questions - Vivaha');
  const questions = page.getByTestId('faq-list').locator('details');
  await expect(questions).toHaveCount(14);
  await questions.nth(11).locator('summary').click();
  await expect(questions.nth(11)).toContainText('3');
});

test('the footer pages open, and each route change starts at the top', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Site links' }).getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Terms and Conditions - Vivaha');
});

test('the contact form checks each field, then sends, shows the success toast and acknowledges the sender', async ({
  page,
}) => {
  // The bot check is ready once its solver has loaded and asked for its first challenge.
  const checkLoaded = page.waitForResponse(/\/api\/botcheck\/challenge/);
  await page.goto('/contact');
  await expect(page.getByText(/within three working days/)).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please select a subject')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await page.getByLabel('Name').fill('Kumari Perera');
  await page.getByLabel('Email').fill('kumari@example');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await page.getByLabel('Email').fill('kumari@example.org');
  await page.getByLabel('Subject').selectOption('Astrological Services (Paid)');
  await page.getByLabel('Message').fill('Please match the horoscopes of my daughter and a groom.');
  await checkLoaded;
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // The mail leaves from the queue just after the answer.
  const teamMail = () => readOutbox().find((item) => item.to === 'team@vivaha.test');
  await expect.poll(() => teamMail()?.subject).toContain('Astrological Services (Paid)');
  const mail = teamMail();
  expect(mail?.text).toContain('Please match the horoscopes');

  // The sender is told under the form and by mail that the message arrived.
  await expect(page.getByText(/We sent a confirmation to kumari@example\.org/)).toBeVisible();
  const ack = () => readOutbox().find((item) => item.to === 'kumari@example.org');
  await expect.poll(() => ack()?.subject).toBe('We received your message to Vivaha');
  expect(ack()?.text).not.toContain('Please match the horoscopes');
});

test('an unknown address shows Page Not Found with status 404, and its button goes home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found - Vivaha');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /All Males-Grooms/ })).toBeVisible();
});

for (const path of ['/', '/about', '/privacy', '/terms', '/faq', '/contact', '/missing-page']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await noSeriousViolations(page);
  });
}
