import { expect, test } from '@playwright/test';

import { anotherPhone, createProfile, publishAsAdmin, readOutbox, sampleProfile, signUpAndLogIn } from './support.ts';

const stamp = Date.now();

test('a family takes a copy of its data and deletes its account from a Sinhala phone; the other family stops seeing its profile', async ({
  page,
  browser,
}, testInfo) => {
  const email = `deepika${stamp}@example.org`;
  const password = 'Galle#Fort2026';
  await signUpAndLogIn(page, email, password);
  const bride = await createProfile(page, sampleProfile({ name: 'Deepika', sex: 2, mobile: '+94 71 606 0606' }));
  await publishAsAdmin(page, bride);

  const other = await anotherPhone(browser, testInfo);
  expect((await other.request.get(`/api/pp/${bride}`)).status()).toBe(200);

  // Through the Sinhala account menu to My Data.
  await page.goto('/si/dashboard');
  await page.getByRole('button', { name: 'මෙනුව' }).click();
  await page.getByRole('button', { name: /ගිණුම් මෙනුව/ }).click();
  await page.getByRole('link', { name: 'මගේ දත්ත' }).click();
  await expect(page).toHaveURL(/\/si\/MyData$/);
  await expect(page.getByRole('heading', { name: 'මගේ ගිණුම මකන්න' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // First a copy of the family's data: asked with the password, mailed as a link in Sinhala.
  const copy = page.getByRole('region', { name: 'මගේ දත්ත බාගන්න' });
  await copy.getByLabel('ඔබේ මුරපදය').fill(password);
  await copy.getByRole('button', { name: 'මට පිටපතක් තැපැල් කරන්න' }).click();
  await expect(page.getByText(/අපි ඔබේ දත්තවල පිටපතක් සාදමින් සිටිමු/)).toBeVisible();
  let link = '';
  await expect
    .poll(
      () => {
        const mail = readOutbox().find((sent) => sent.to === email && sent.subject.includes('ඔබේ දත්ත සූදානම්'));
        link = /\/identity\/export\/[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  // Opened by this phone's browser (its session cookie goes with it): the ZIP file.
  const zip = await page.request.get(link);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  // Another family's phone gets nothing from it.
  expect((await other.request.get(link)).status()).toBe(401);

  // The English word is not the Sinhala page's word: nothing is deleted.
  const remove = page.getByRole('region', { name: 'මගේ ගිණුම මකන්න' });
  await remove.getByLabel('ඔබේ මුරපදය').fill(password);
  await remove.getByLabel('තහවුරු කිරීමට මකන්න ලෙස ටයිප් කරන්න').fill('DELETE');
  await remove.getByRole('button', { name: 'මගේ ගිණුම මකන්න' }).click();
  await expect(page.getByText('තහවුරු කිරීමට හරියටම මකන්න ලෙස ටයිප් කරන්න.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('delete-account-si-phone.png'), fullPage: true });
  expect((await other.request.get(`/api/pp/${bride}`)).status()).toBe(200);

  await remove.getByLabel('තහවුරු කිරීමට මකන්න ලෙස ටයිප් කරන්න').fill('මකන්න');
  await remove.getByRole('button', { name: 'මගේ ගිණුම මකන්න' }).click();
  await expect(page.getByText('ඔබේ ගිණුම මකා දමන ලදී.')).toBeVisible();
  await expect(page).toHaveURL(/\/si\/?$/);

  // Gone for the other family, and the old address is told, in Sinhala.
  expect((await other.request.get(`/api/pp/${bride}`)).status()).toBe(404);
  await expect
    .poll(() => readOutbox().find((mail) => mail.to === email && mail.subject.includes('මකා දමන ලදී'))?.subject)
    .toBe('ඔබේ Vivaha ගිණුම මකා දමන ලදී');
  // Signed out: the account's pages ask to log in again.
  await page.goto('/si/MyData');
  await expect(page.getByRole('region', { name: 'මගේ ගිණුම මකන්න' })).toHaveCount(0);
});
