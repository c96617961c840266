import { expect, test, type Page } from '@playwright/test';

import { noSeriousViolations } from './languages.ts';
import { createProfile, publishAsAdmin, sampleProfile, signUpAndLogIn } from './support.ts';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vivaha.session') ?? '{}').token as string);

test('a groom’s family asks for a bride’s details from the bar at the foot of the phone, waits, and calls once approved', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now();
  // The bride's family keeps contact details and photos for members they approve; most fields empty.
  const brideSide = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const bridePage = await brideSide.newPage();
  await signUpAndLogIn(bridePage, `malini.family${stamp}@example.org`);
  const malini = await createProfile(
    bridePage,
    sampleProfile({
      name: 'Malini',
      sex: 2,
      mobile: '+94 77 246 8135',
      photovisibility: 'approved',
      contactvisibility: 'approved',
      horvisibility: 'approved',
    }),
  );
  await publishAsAdmin(bridePage, malini);

  await signUpAndLogIn(page, `chaminda.family${stamp}@example.org`);
  await publishAsAdmin(page, await createProfile(page, sampleProfile({ name: 'Chaminda', sex: 1 })));

  await page.goto(`/profile/${malini}_Malini`);
  await expect(page.getByRole('heading', { level: 1, name: 'Malini' })).toBeVisible();
  // The bar sits at the foot of the screen from the first view.
  const ask = page.getByRole('button', { name: 'Ask for contact & photos' });
  await expect(ask).toBeInViewport();
  const box = (await ask.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(844 - 80);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // Empty fields are left out, said once.
  await expect(page.getByText('Not provided')).toHaveCount(0);
  await expect(page.getByText('The family has not filled in the rest.')).toHaveCount(1);
  await fitsThePhone(page);
  await noSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('ask-bar-phone.png') });

  // The bar leads to the request, with the family's only profile already chosen: one tap sends.
  await ask.click();
  const request = page.getByRole('region', { name: 'Ask for the protected details' });
  await expect(request.getByLabel('Ask from your profile')).toHaveValue(/\d+/);
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(request.getByText('Pending')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Send Request' })).toHaveCount(0);
  await expect(
    page.getByText('Your request is waiting for the family’s answer.').filter({ visible: true }),
  ).toBeVisible();
  await fitsThePhone(page);
  await request.screenshot({ path: testInfo.outputPath('request-pending-phone.png') });

  // The bride's family approves.
  const headers = { authorization: `Bearer ${await tokenOf(bridePage)}` };
  const waiting = await (await bridePage.request.get('/api/pp/myapprovals?status=0', { headers })).json();
  const id = waiting.items.find((item: { receiverProfileId: number }) => item.receiverProfileId === malini).id;
  const decided = await bridePage.request.post('/api/pp/approveOrReject', { data: { id, isApproved: 1 }, headers });
  expect(decided.ok()).toBe(true);
  await brideSide.close();

  // Approved: a banner says so, the mobile is a tap to call, and WhatsApp opens a chat.
  await page.reload();
  await expect(page.getByText(/^The family approved your request \(from Chaminda\)/)).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact Details' });
  await expect(contact.getByRole('link', { name: 'Call Malini’s family on +94 77 246 8135' })).toHaveAttribute(
    'href',
    'tel:+94772468135',
  );
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/94772468135');
  await expect(page.getByRole('button', { name: 'Ask for contact & photos' })).toHaveCount(0);
  await fitsThePhone(page);
  await noSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('approved-phone.png'), fullPage: true });
});
