import { expect, test } from '@playwright/test';

import { noSeriousViolations } from './languages.ts';
import {
  anotherPhone,
  askFor,
  createProfile,
  publishAsAdmin,
  readOutbox,
  sampleProfile,
  signUpAndLogIn,
} from './support.ts';

const stamp = Date.now();

test('two families ask each other, write on the site from a Sinhala and a Tamil phone, and one blocks', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // The groom's family reads Sinhala; the bride's family, on another phone, Tamil.
  const groomEmail = `nuwan${stamp}@example.org`;
  const brideEmail = `kumari${stamp}@example.org`;
  await signUpAndLogIn(page, groomEmail);
  const groom = await createProfile(page, sampleProfile({ name: 'Nuwan', sex: 1, mobile: '+94 77 111 2222' }));
  await publishAsAdmin(page, groom);
  const other = await anotherPhone(browser, testInfo);
  await signUpAndLogIn(other, brideEmail);
  const bride = await createProfile(other, sampleProfile({ name: 'Kumari', sex: 2, mobile: '+94 71 333 4444' }));
  await publishAsAdmin(other, bride);

  // Each family chose its language with the site's switch: their mails follow it.
  for (const [phone, language] of [
    [page, 'si'],
    [other, 'ta'],
  ] as const) {
    const token = await phone.evaluate(
      () => JSON.parse(localStorage.getItem('vivaha.session') ?? '{}').token as string,
    );
    const chosen = await phone.request.put('/identity/language', {
      data: { language },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(chosen.ok()).toBe(true);
  }

  // They ask each other: the second request approves both at once.
  expect((await askFor(page, groom, bride, 'si')).message).toBe('අවසර ඉල්ලීම සාර්ථකව යවන ලදී!');
  const mutual = await askFor(other, bride, groom, 'ta');
  expect(mutual.message).toMatch(/^நீங்கள் இருவரும் விருப்பம் தெரிவித்துள்ளீர்கள்:/);
  await expect
    .poll(() => readOutbox().find((mail) => mail.to === groomEmail && /Kumari/.test(mail.subject))?.subject)
    .toBe('ඔබ දෙපක්ෂයම එකිනෙකාට කැමතියි: Kumari');

  // The groom's family writes from Kumari's profile page, in Sinhala.
  await page.goto(`/si/profile/${bride}_Kumari`);
  await page.getByRole('link', { name: 'මෙම පවුලට ලියන්න' }).click();
  await expect(page).toHaveURL(/\/si\/messages\?c=\d+$/);
  const log = page.getByRole('log', { name: 'Kumari සමඟ පණිවිඩ' });
  await expect(log).toBeVisible();
  await expect(page.getByText('පවුල් දෙකම තම විස්තර හුවමාරු කර ඇත.')).toBeVisible();
  await page.getByLabel('ඔබේ පණිවිඩය').fill('ආයුබෝවන්! අපි නුවන්ගේ පවුල. ඔබේ පැතිකඩ අපට හොඳයි.');
  await page.getByRole('button', { name: 'යවන්න' }).click();
  await expect(log.getByText('ආයුබෝවන්! අපි නුවන්ගේ පවුල.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noSeriousViolations(page);

  // The bride's family is told by mail (in Tamil, without the text) and finds it in Messages.
  await expect
    .poll(() => readOutbox().find((mail) => mail.to === brideEmail && /எழுதியுள்ளனர்/.test(mail.subject)))
    .toBeTruthy();
  const notice = readOutbox().find((mail) => mail.to === brideEmail && /எழுதியுள்ளனர்/.test(mail.subject))!;
  expect(notice.subject).toBe('Nuwan அவர்களின் குடும்பத்தினர் உங்களுக்கு எழுதியுள்ளனர்');
  expect(notice.text).not.toContain('ආයුබෝවන්');
  await other.goto('/ta/dashboard');
  await other.getByRole('button', { name: 'பட்டியல்', exact: true }).click();
  await other.getByRole('button', { name: /கணக்குப் பட்டியல்/ }).click();
  await other.getByRole('link', { name: 'செய்திகள்' }).click();
  await expect(other).toHaveURL(/\/ta\/messages$/);
  const list = other.getByRole('navigation', { name: 'உரையாடல்கள்' });
  await expect(list.getByRole('link', { name: /Nuwan/ })).toContainText('படிக்காத செய்தி 1');
  await noSeriousViolations(other);
  await other.screenshot({ path: testInfo.outputPath('messages-list-ta-phone.png'), fullPage: true });
  await list.getByRole('link', { name: /Nuwan/ }).click();
  const theirLog = other.getByRole('log', { name: 'Nuwan அவர்களுடனான செய்திகள்' });
  await expect(theirLog.getByText('ආයුබෝවන්! අපි නුවන්ගේ පවුල.', { exact: false })).toBeVisible();
  await other.getByLabel('உங்கள் செய்தி').fill('வணக்கம்! உங்கள் செய்திக்கு நன்றி. 0771234567 இல் அழையுங்கள்.');
  await other.getByRole('button', { name: 'அனுப்பவும்' }).click();
  await expect(theirLog.getByText(/உங்கள் செய்திக்கு நன்றி/)).toBeVisible();
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noSeriousViolations(other);
  await other.screenshot({ path: testInfo.outputPath('messages-thread-ta-phone.png'), fullPage: true });

  // The answer reaches the groom's open screen without a reload (asked again every 20 seconds);
  // both families shared their details, so the number is not hidden.
  await expect(log.getByText(/0771234567/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('messages-thread-si-phone.png'), fullPage: true });

  // The same conversation in English, on the phone and on a laptop's screen.
  const conversation = new URL(page.url()).searchParams.get('c');
  await page.goto(`/messages?c=${conversation}`);
  await expect(page.getByRole('log', { name: 'Messages with Kumari' }).getByText(/0771234567/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('messages-en-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  // The bride's family blocks: the conversation ends for both at once.
  await other.getByRole('button', { name: 'தடுக்கவும்' }).click();
  await other.getByRole('button', { name: 'ஆம், தடுக்கவும்' }).click();
  await expect(other.getByText(/^தடுக்கப்பட்டது\./)).toBeVisible();
  await page.goto('/si/messages');
  await expect(page.getByText(/තවම සංවාද නැත/)).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vivaha.session') ?? '{}').token as string);
  const lists = await page.request.get('/api/conversations', { headers: { authorization: `Bearer ${token}` } });
  expect((await lists.json()).items).toEqual([]);
});
