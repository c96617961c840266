import { expect, test, type Page } from '@playwright/test';

import { noSeriousViolations } from './languages.ts';
import { createProfile, publishAsAdmin, sampleProfile, signUpAndLogIn } from './support.ts';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

const stamp = Date.now();
// A caste word no demo profile has, so the filter finds only this journey's brides.
const caste = `Lsq${String(stamp).slice(-5)}`;

test.describe.configure({ mode: 'serial' });

test('a groom’s family saves a bride to the shortlist, hides another, and brings her back', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page, `dilini.family${stamp}@example.org`);
  for (const name of ['Dilini', 'Nadeesha']) {
    await publishAsAdmin(page, await createProfile(page, sampleProfile({ name, sex: 2, additionalcaste: caste })));
  }
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signUpAndLogIn(page, `ruwan.family${stamp}@example.org`);
  const ruwan = await createProfile(page, sampleProfile({ name: 'Ruwan', sex: 1 }));
  await publishAsAdmin(page, ruwan);

  // Save from a search result: the heart fills and says so.
  await page.goto(`/profile/search?sx=2&st=${caste}`);
  const dilini = page.getByRole('article').filter({ hasText: 'Dilini' });
  await dilini.getByRole('button', { name: 'Save Dilini to your shortlist' }).click();
  const saved = dilini.getByRole('button', { name: 'Saved: remove Dilini from your shortlist' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  const box = await saved.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await fitsThePhone(page);
  await noSeriousViolations(page);
  await dilini.screenshot({ path: testInfo.outputPath('card-saved-phone.png') });

  // Still saved after a reload: the shortlist lives on the server.
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Dilini' })
      .getByRole('button', { name: /^Saved: remove Dilini/ }),
  ).toBeVisible();

  // My Shortlist, from the account menu; saved for Ruwan, the family's one groom.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'My Shortlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Shortlist' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Dilini' })).toBeVisible();
  await expect(page.getByText('Saved on')).toBeVisible();
  await fitsThePhone(page);
  await noSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('my-shortlist-phone.png'), fullPage: true });

  // Not interested: the card fades in place with Show again, and the next search leaves her out.
  await page.goto(`/profile/search?sx=2&st=${caste}`);
  const nadeesha = page.getByRole('article').filter({ hasText: 'Nadeesha' });
  await nadeesha.getByRole('button', { name: 'Not interested in Nadeesha' }).click();
  await expect(nadeesha.getByText(/^Not interested: hidden from your searches/)).toBeVisible();
  await expect(nadeesha.getByRole('button', { name: 'Show again: Nadeesha' })).toBeVisible();
  await fitsThePhone(page);
  await nadeesha.screenshot({ path: testInfo.outputPath('card-hidden-phone.png') });
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Dilini' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Nadeesha' })).toHaveCount(0);

  // My Hidden Profiles lists her; Show again takes her off it and back into the search.
  await page.goto('/MyHiddenProfiles');
  const hidden = page.getByRole('article').filter({ hasText: 'Nadeesha' });
  await expect(hidden).toBeVisible();
  await fitsThePhone(page);
  await noSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('my-hidden-phone.png'), fullPage: true });
  await hidden.getByRole('button', { name: 'Show again: Nadeesha' }).click();
  await expect(page.getByText('You have not hidden any profile.')).toBeVisible();
  await page.goto(`/profile/search?sx=2&st=${caste}`);
  await expect(page.getByRole('article').filter({ hasText: 'Nadeesha' })).toBeVisible();

  // On the profile page: Saved shows there too, and removing it empties the shortlist.
  await page.getByRole('article').filter({ hasText: 'Dilini' }).getByRole('link', { name: 'Dilini' }).click();
  await page.getByRole('button', { name: 'Saved: remove Dilini from your shortlist' }).click();
  await expect(page.getByRole('button', { name: 'Save Dilini to your shortlist' })).toBeVisible();
  await page.goto('/MyShortlist');
  await expect(page.getByText('Your shortlist is empty.')).toBeVisible();

  // A visitor sees neither button.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/profile/search?sx=2&st=${caste}`);
  await expect(page.getByRole('article').filter({ hasText: 'Dilini' })).toBeVisible();
  await expect(page.getByRole('button', { name: /shortlist|Not interested/ })).toHaveCount(0);
});

test('a family saves a search, is told of a new bride, opens it, and sets partner preferences', async ({
  page,
  browser,
}, testInfo) => {
  await signUpAndLogIn(page, `sanath.family${stamp}@example.org`);
  const sanath = await createProfile(
    page,
    sampleProfile({ name: 'Sanath', sex: 1, astro_star: 4, astro_padam: 2, astro_rasi: 2 }),
  );
  await publishAsAdmin(page, sanath);

  // Save this search, with a name of the family's own.
  await page.goto(`/profile/search?sx=2&st=${caste}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  await expect(form.getByLabel('Name')).not.toHaveValue('');
  await form.getByLabel('Name').fill('Brides for Sanath');
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath('save-search-phone.png') });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();
  await page.getByRole('link', { name: 'See it in My Saved Searches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Saved Searches' })).toBeVisible();
  const saved = page.getByRole('listitem').filter({ hasText: 'Brides for Sanath' });
  await expect(saved).toBeVisible();
  await expect(saved.getByText(/new$/)).toHaveCount(0);

  // Another family publishes a bride who matches: the search counts her as new.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await other.newPage();
  await signUpAndLogIn(otherPage, `hasini.family${stamp}@example.org`);
  await publishAsAdmin(
    otherPage,
    await createProfile(otherPage, sampleProfile({ name: 'Hasini', sex: 2, additionalcaste: caste })),
  );
  await other.close();
  await page.reload();
  await expect(saved.getByText('1 new')).toBeVisible();
  await fitsThePhone(page);
  await noSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('my-saved-searches-phone.png'), fullPage: true });

  // Opening it runs the search; afterwards nothing is new.
  await saved.getByRole('link', { name: 'Open Brides for Sanath' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/search\\?sx=2&st=${caste}$`));
  await expect(page.getByRole('article').filter({ hasText: 'Hasini' })).toBeVisible();
  await page.goto('/MySavedSearches');
  await expect(page.getByRole('listitem').filter({ hasText: 'Brides for Sanath' })).toBeVisible();
  await expect(page.getByText('1 new')).toHaveCount(0);

  // Mails: weekly until the family chooses; daily kept after a reload.
  await expect(page.getByLabel('Weekly')).toBeChecked();
  await page.locator('label', { hasText: 'Daily' }).click();
  await expect(page.getByText('Your choice of new-match mails is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Daily')).toBeChecked();

  // Partner preferences on Sanath's own page: suggested, then saved with the horoscope rule.
  await page.goto(`/profiles/${sanath}`);
  const preferences = page.getByRole('region', { name: 'Partner preferences' });
  await expect(preferences.getByText('Suggested from this profile.', { exact: false })).toBeVisible();
  await preferences.getByLabel('Horoscope must match').selectOption({ label: 'Tamil porutham' });
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Partner preferences saved.')).toBeVisible();
  await expect(preferences.getByRole('link', { name: 'See matching profiles' })).toHaveAttribute(
    'href',
    new RegExp(`^/matches/${sanath}`),
  );
  await fitsThePhone(page);
  await noSeriousViolations(page);
  await preferences.screenshot({ path: testInfo.outputPath('partner-preferences-phone.png') });
  await page.goto('/MySavedSearches');
  const kept = page.getByRole('listitem').filter({ hasText: 'Partner preferences for Sanath' });
  await expect(kept.getByText('Horoscope must match: Tamil porutham')).toBeVisible();
  // Changed where they live: the link opens the profile at its preferences.
  await kept.getByRole('link', { name: 'Change Partner preferences for Sanath' }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${sanath}#partner-preferences$`));
  await expect(page.getByRole('region', { name: 'Partner preferences' })).toBeInViewport();

  // The same page in Tamil fits the phone too.
  await page.goto('/ta/MySavedSearches');
  await expect(page.getByRole('heading', { level: 1, name: 'எனது சேமித்த தேடல்கள்' })).toBeVisible();
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath('my-saved-searches-ta-phone.png'), fullPage: true });
});
