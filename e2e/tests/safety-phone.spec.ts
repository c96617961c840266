import { expect, test } from '@playwright/test';

const pages = [
  { prefix: '', heading: 'Stay Safe', first: 'Never send money', footer: 'Stay safe' },
  { prefix: '/si', heading: 'ආරක්ෂිතව සිටින්න', first: 'කිසිවිටෙක මුදල් නොයවන්න', footer: 'ආරක්ෂිතව සිටින්න' },
  { prefix: '/ta', heading: 'பாதுகாப்பாக இருங்கள்', first: 'ஒருபோதும் பணம் அனுப்பாதீர்கள்', footer: 'பாதுகாப்பாக இருங்கள்' },
];

for (const { prefix, heading, first, footer } of pages) {
  test(`the safety centre reads on a phone${prefix ? ` in ${prefix.slice(1)}` : ''}, reached from the footer`, async ({
    page,
  }, testInfo) => {
    await page.goto(`${prefix}/faq`);
    await page.getByRole('contentinfo').getByRole('link', { name: footer }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/safety$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible();
    // The police's number and the report reason the page names.
    await expect(page.getByText(/119/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`safety${prefix.replace('/', '-')}.png`), fullPage: true });
  });
}
