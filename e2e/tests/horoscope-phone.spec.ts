import { expect, test, type Page } from '@playwright/test';

import { createProfile, publishAsAdmin, sampleProfile, signUpAndLogIn } from './support.ts';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

const stamp = Date.now();
// A caste word no demo profile has, so the filter finds only this journey's brides.
const caste = `Vqz${String(stamp).slice(-5)}`;

test('a groom’s family finds horoscope matches on a phone, opens one, and sees the rest apart', async ({
  page,
}, testInfo) => {
  // Two brides' families: one protects the horoscope as every profile does, one keeps it for approved members.
  await signUpAndLogIn(page, `pavithra${stamp}@example.org`);
  const pavithra = await createProfile(
    page,
    sampleProfile({ name: 'Pavithra', sex: 2, astro_star: 1, astro_padam: 1, astro_rasi: 1, additionalcaste: caste }),
  );
  await publishAsAdmin(page, pavithra);
  const sewwandi = await createProfile(
    page,
    sampleProfile({
      name: 'Sewwandi',
      sex: 2,
      astro_star: 12,
      astro_padam: 2,
      astro_rasi: 6,
      additionalcaste: caste,
      horvisibility: 'approved',
    }),
  );
  await publishAsAdmin(page, sewwandi);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // The groom's family, Sinhalese, with Kasun published: Rohini padam 2. Their matches open on
  // the Sinhala porondam, their own tradition.
  await signUpAndLogIn(page, `kasun.family${stamp}@example.org`);
  const kasun = await createProfile(
    page,
    sampleProfile({ name: 'Kasun', sex: 1, astro_star: 4, astro_padam: 2, astro_rasi: 2 }),
  );
  await publishAsAdmin(page, kasun);

  // From the profile's own page to its matches.
  await page.goto(`/profiles/${kasun}`);
  await page.getByRole('link', { name: 'Horoscope matches' }).click();
  await expect(page).toHaveURL(new RegExp(`/matches/${kasun}$`));
  await expect(page.getByRole('heading', { name: 'Horoscope matches for Kasun' })).toBeVisible();
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Caste Search').fill(caste);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`st=${caste}`));

  // Pavithra's horoscope is protected and Kasun's family has not opened it: no band for it, not
  // even in the ranked list; it waits under Not ranked, to be opened on her page.
  await expect(page.getByText('No profiles whose horoscope is shown to you match these filters.')).toBeVisible();
  await page.getByRole('link', { name: /Not ranked/ }).click();
  const card = page.getByRole('article').filter({ hasText: 'Pavithra' });
  await expect(card.getByText('Open the profile to see the match.')).toBeVisible();
  await expect(card.getByText(/^(Strong|Fair|Weak) match$|Rajju or Vedha| of \d+$/)).toHaveCount(0);
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath('matches-apart-phone.png'), fullPage: true });

  // Her page counts the match with Kasun, already chosen.
  await card.getByRole('link', { name: 'See the match' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${pavithra}_Pavithra\\?match=${kasun}&system=sinhala`));
  const panel = page.getByRole('region', { name: 'Horoscope match' });
  await expect(panel.getByText(/^\d+ of 11 match$/)).toBeVisible();
  await expect(panel.getByLabel('Your profile')).toHaveValue(String(kasun));
  await fitsThePhone(page);
  await panel.screenshot({ path: testInfo.outputPath('match-panel-phone.png') });

  // Back on the list, her horoscope is open to Kasun's family: ranked, with its band and count; the
  // Tamil porutham ranks the same profiles its own way.
  await page.goBack();
  await page.getByRole('link', { name: /Ranked by match/ }).click();
  const ranked = page.getByRole('article').filter({ hasText: 'Pavithra' });
  await expect(ranked.getByText(/^(Strong|Fair|Weak) match$|Rajju or Vedha does not match/)).toBeVisible();
  await expect(ranked.getByText(/^\d+ of 11$/)).toBeVisible();
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath('matches-phone.png'), fullPage: true });
  // On the first screen: the first result, with its band.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(ranked.getByRole('heading', { name: 'Pavithra' })).toBeInViewport();
  await expect(ranked.getByText(/^(Strong|Fair|Weak) match$|Rajju or Vedha does not match/)).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('matches-first-screen-phone.png') });
  await page.getByRole('link', { name: 'Tamil porutham' }).click();
  await expect(ranked.getByText(/^\d+ of 10$/)).toBeVisible();

  // Sewwandi's family shows the horoscope only to members they approve: apart, with no band.
  await page.getByRole('link', { name: /Not ranked/ }).click();
  const apart = page.getByRole('article').filter({ hasText: 'Sewwandi' });
  await expect(apart.getByText(/only to members they approve/)).toBeVisible();
  await expect(apart.getByText(/^(Strong|Fair|Weak) match$|Rajju or Vedha| of \d+$/)).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: 'Pavithra' })).toHaveCount(0);

  // Asking opens her profile at the request section.
  await apart.getByRole('link', { name: 'Ask to see the horoscope' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${sewwandi}_Sewwandi#view-request$`));
  await expect(page.getByRole('heading', { name: 'Ask for the protected details' })).toBeInViewport();
});
