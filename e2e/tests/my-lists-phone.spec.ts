import { expect, test, type Locator, type Page } from '@playwright/test';

import { noSeriousViolations } from './languages.ts';
import { anotherPhone, createProfile, publishAsAdmin, sampleProfile, signUp, signUpAndLogIn } from './support.ts';

/** Nothing runs off the side: the page does not scroll sideways, and `inside` lies within the screen. */
async function fitsThePhone(page: Page, inside?: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (!inside) return;
  const box = (await inside.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

/** Whether the element is what a tap at its centre reaches: on top, not under a backdrop. */
const onTop = (target: Locator) =>
  target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });

const stamp = Date.now();

test('My Profiles on a phone says where each profile stands and what to do next', async ({ page }, testInfo) => {
  await signUpAndLogIn(page, `cards${stamp}@example.org`);
  const id = await createProfile(page, sampleProfile({ name: 'Sewwandi', sex: 2 }));
  await page.goto('/profiles');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Sewwandi', exact: true }) });
  await expect(card.getByText('Waiting for review', { exact: true })).toBeVisible();
  await expect(card.getByText('Our volunteers usually review within two days. Meanwhile add photos.')).toBeVisible();
  const addPhotos = card.getByRole('link', { name: 'Add photos to Sewwandi' });
  await expect(addPhotos).toHaveAttribute('href', `/profiles/${id}`);
  // A thumb-sized button, and the Delete beside Edit in view.
  expect((await addPhotos.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await fitsThePhone(page, card.getByRole('button', { name: 'Delete Sewwandi' }));
  await expect(page.getByRole('table')).toHaveCount(0);
  await noSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('my-profiles-waiting.png'), fullPage: true });

  await publishAsAdmin(page, id);
  await page.reload();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View as others see it: Sewwandi' })).toHaveAttribute(
    'href',
    `/profile/${id}_Sewwandi`,
  );
  await expect(card.getByRole('link', { name: 'Horoscope matches for Sewwandi' })).toHaveAttribute(
    'href',
    `/matches/${id}`,
  );
  await fitsThePhone(page, card);
  await page.screenshot({ path: testInfo.outputPath('my-profiles-published.png'), fullPage: true });

  await card.getByRole('link', { name: 'View as others see it: Sewwandi' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}_Sewwandi$`));
  await expect(page.getByRole('heading', { level: 1, name: /Sewwandi/ })).toBeVisible();
});

test('a wrong password is told inside the login dialog, above its backdrop, one toast at a time', async ({
  page,
}, testInfo) => {
  const email = `wrong${stamp}@example.org`;
  await signUp(page, email);
  const checkLoaded = page.waitForResponse(/\/api\/botcheck\/challenge/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await checkLoaded;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Not#The2026Password');
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();

  const reason = dialog.locator('form').getByRole('alert');
  await expect(reason).toBeVisible();
  expect(await onTop(reason)).toBe(true);
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText(await reason.innerText());
  // The toast is above the dialog's backdrop, at the bottom of the screen, clear of the heading.
  // Once it has bounced in from below.
  await expect(toasts).not.toHaveClass(/enter/);
  expect(await onTop(toasts)).toBe(true);
  expect((await toasts.boundingBox())!.y).toBeGreaterThan(844 / 2);
  // Held under the pointer, the toast stays while the page is checked (it closes by itself after 5 s).
  await toasts.hover();
  await noSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-error.png') });

  // A second try: its toast takes the place of the first, never two on screen.
  const first = await toasts.getAttribute('id');
  const answered = page.waitForResponse(/\/identity\/login/);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await answered;
  let most = 0;
  await expect
    .poll(async () => {
      const count = await toasts.count();
      most = Math.max(most, count);
      return count === 1 && (await toasts.getAttribute('id')) !== first;
    })
    .toBe(true);
  expect(most).toBe(1);
  await expect(reason).toBeVisible();

  // Closed, the dialog gives the toast back to the page.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts).toBeVisible();
});

test('My Requests and My Approvals fit a phone with the Status in view', async ({ page, browser }, testInfo) => {
  const groomSide = page;
  await signUpAndLogIn(groomSide, `asks${stamp}@example.org`);
  await createProfile(groomSide, sampleProfile({ name: 'Lahiru', sex: 1 }));

  const brideSide = await anotherPhone(browser, testInfo);
  await signUpAndLogIn(brideSide, `answers${stamp}@example.org`);
  const brideName = 'Wathsala Kumarasinghe Jayawardena';
  const bride = await createProfile(brideSide, sampleProfile({ name: brideName, sex: 2 }));
  await publishAsAdmin(brideSide, bride);

  const checkLoaded = groomSide.waitForResponse(/\/api\/botcheck\/challenge/);
  await groomSide.goto(`/profile/${bride}_Wathsala`);
  await groomSide.getByLabel('Ask from your profile').selectOption({ label: 'Lahiru' });
  await checkLoaded;
  await groomSide.getByRole('button', { name: 'Send Request' }).click();
  await expect(groomSide.getByText('Permission request sent successfully!')).toBeVisible();

  await groomSide.goto('/MyRequests');
  const request = groomSide.getByRole('row', { name: new RegExp(brideName) });
  const status = request.getByRole('cell').nth(3);
  await expect(status).toHaveText(/Pending/);
  await expect(status).toBeInViewport();
  await fitsThePhone(groomSide, status);
  await noSeriousViolations(groomSide);
  await groomSide.screenshot({ path: testInfo.outputPath('my-requests.png'), fullPage: true });

  await brideSide.goto('/MyApprovals');
  const approval = brideSide.getByRole('row', { name: /Lahiru/ });
  await expect(approval.getByRole('cell').nth(3)).toHaveText(/Pending/);
  const approve = approval.getByRole('button', { name: 'Approve the request from Lahiru' });
  await fitsThePhone(brideSide, approval.getByRole('cell').nth(3));
  await fitsThePhone(brideSide, approval.getByRole('button', { name: 'Block Lahiru' }));
  expect((await approve.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await noSeriousViolations(brideSide);
  await brideSide.screenshot({ path: testInfo.outputPath('my-approvals.png'), fullPage: true });
});
