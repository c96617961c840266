import fs from 'node:fs';
import path from 'node:path';

import type { Browser, Page, TestInfo } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import type { DeriveKeyFunction } from 'altcha-lib/types';

/** The files of the server's outbox whose names `pick` takes, read, oldest first. */
function outboxFiles<T>(pick: (file: string) => boolean): T[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json') && pick(file))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T);
}

/** The mails the server wrote to its outbox, oldest first. */
export const readOutbox = () =>
  outboxFiles<{ to: string; subject: string; text: string; html: string; replyTo?: string }>(
    (file) => !file.startsWith('sms-'),
  );

/** The SMS the server wrote to its outbox (SMS_PROVIDER=none), oldest first. */
export const readSmsOutbox = () => outboxFiles<{ to: string; text: string }>((file) => file.startsWith('sms-'));

/** Registers an account through the identity calls and logs in through the Login screen. */
export async function signUpAndLogIn(page: Page, email: string, password = 'Colombo#2026a') {
  await signUp(page, email, password);
  await logIn(page, email, password);
}

/** Each family registering from its own address (documentation range), through the trusted proxy. */
let families = 0;
const familyAddress = () => {
  families++;
  return `198.51.100.${(families % 250) + 1}`;
};

/** Registers an account through the identity calls, without logging in. */
export async function signUp(page: Page, email: string, password = 'Colombo#2026a') {
  const start = await page.request.post('/identity/createotp', {
    data: { email, password, captchaToken: await solvedToken(page) },
    headers: { 'x-forwarded-for': familyAddress() },
  });
  if (!start.ok()) throw new Error(`createotp: ${await start.text()}`);
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = readOutbox()
      .filter((mail) => mail.to === email && /registration code/.test(mail.subject))
      .at(-1)
      ?.text.match(/code is (\d{6})/)?.[1];
    if (!code) await page.waitForTimeout(100);
  }
  const done = await page.request.post('/identity/createviaotp', {
    data: { email, password, otp: code, captchaToken: await solvedToken(page), privacyAgreed: true },
  });
  if (!done.ok()) throw new Error(`createviaotp: ${await done.text()}`);
}

/** Logs in through the Login screen. */
export async function logIn(page: Page, email: string, password: string) {
  const checkLoaded = page.waitForResponse(/\/api\/botcheck\/challenge/);
  await page.goto('/login');
  await checkLoaded;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // The page's own form: on a phone the header has a Login button too.
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** The key derivation a challenge names, as the web app's solver picks it. */
const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  (parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha)(parameters, salt, password);

/** Solves a bot-check challenge the way the web app does (altcha proof of work). */
async function solvedToken(page: Page): Promise<string> {
  const challenge = await (await page.request.get('/api/botcheck/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Creates a profile through the member form's call and answers its id. */
export async function createProfile(page: Page, form: Record<string, unknown>): Promise<number> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('vivaha.session') ?? '{}').token as string);
  const response = await page.request.post('/api/profilecx', {
    data: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`create profile: ${await response.text()}`);
  return (await response.json()).profileId as number;
}

/** Publishes a profile the way the team does, as the admin account of the test server. */
export async function publishAsAdmin(page: Page, profileId: number): Promise<void> {
  // From an address of its own, through the trusted proxy: the journeys' many publications
  // would otherwise spend the one test address's sign-in allowance (50 in 15 minutes).
  const login = await page.request.post('/identity/login', {
    data: { email: 'admin@vivaha.test', password: 'Admin#Pass2026', captchaToken: await solvedToken(page) },
    headers: { 'x-forwarded-for': familyAddress() },
  });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const detail = await (await page.request.get(`/api/admin/profile/${profileId}`, { headers })).json();
  const published = await page.request.put(`/api/admin/publish/${profileId}?ownerid=${detail.fk_custid}`, { headers });
  if (!published.ok()) throw new Error(`publish: ${await published.text()}`);
}

export const sampleProfile = (overrides: Record<string, unknown>) => ({
  name: 'Sample',
  createdby: 1,
  martialstatus: 74,
  dob: '1994-05-17',
  sex: 1,
  ethnicity: 1,
  motherTonque: 1,
  religion: 296,
  citizencountry: 129,
  livingcity: 'Kandy',
  email: 'family@example.org',
  contactname: 'Family',
  mobile: '+94 77 000 0000',
  ...overrides,
});

/** Another family on another phone: a fresh browser context at the phone project's size. */
export async function anotherPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: testInfo.project.use.baseURL,
  });
  return context.newPage();
}

/** The signed-in member's bearer token on this page. */
const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vivaha.session') ?? '{}').token as string);

/**
 * Asks another family's profile for its protected details, from one of this member's profiles,
 * through the call the profile page makes (with a solved bot check); answers the server's answer.
 */
export async function askFor(page: Page, fromProfile: number, toProfile: number, language = 'en') {
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': language };
  const owner = (await (await page.request.get(`/api/pp/${toProfile}`, { headers })).json()).fkCustId as number;
  const response = await page.request.post('/api/pp/requestpermision', {
    data: {
      requestingProfileId: fromProfile,
      receiverProfileId: toProfile,
      receiverCustId: owner,
      captchaToken: await solvedToken(page),
    },
    headers,
  });
  if (!response.ok()) throw new Error(`request: ${await response.text()}`);
  return (await response.json()) as { success: boolean; message: string };
}
