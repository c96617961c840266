import fs from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';

import { createProfile, logIn, publishAsAdmin, sampleProfile, signUpAndLogIn } from './support.ts';

/**
 * Pictures of the main screens for the docs (docs/screens), at a phone's size and a laptop's.
 * Not part of the normal run: `SCREENS=1 npx playwright test tests/screens.spec.ts`. Each screen
 * is checked with axe as well; a serious fault fails the test once every picture is taken.
 */
test.skip(!process.env.SCREENS, 'screens are taken with SCREENS=1 (npm run screens)');

const screensDir = path.resolve(import.meta.dirname, '../../docs/screens');

interface Size {
  width: number;
  height: number;
  phone: boolean;
}
const sizes: Size[] = [
  { width: 390, height: 844, phone: true },
  { width: 1366, height: 900, phone: false },
];

/** A fresh browser at the given size, as a separate person (own session). */
async function personAt(browser: Browser, size: Size, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: size.width, height: size.height },
    isMobile: size.phone,
    hasTouch: size.phone,
    deviceScaleFactor: 1,
  });
  return context.newPage();
}

/** The screen has finished drawing: no spinner, no pending call, images and fonts in. */
async function settle(page: Page) {
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // The images on the screen (a lazy one further down loads only when scrolled to).
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
  // Toasts slide away; a picture should not catch one half gone.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
}

/** No serious or critical axe findings (as languages.ts checks), kept going so every screen is taken. */
async function noSeriousViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Each finding with its elements, their HTML and axe's reason (for a contrast fault, the colours).
  const found = serious.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.html}\n  ${n.failureSummary?.replace(/\s+/g, ' ')}`),
  );
  expect.soft(found, `axe on ${name}`).toEqual([]);
}

/** Photographs the screen as it is now into docs/screens/<name>-<width>.png. */
async function shoot(page: Page, size: Size, name: string, { fullPage = false } = {}) {
  await settle(page);
  await page.screenshot({
    path: path.join(screensDir, `${name}-${size.width}.png`),
    fullPage,
    animations: 'disabled',
  });
  await noSeriousViolations(page, `${name}-${size.width}`);
}

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vivaha.session') ?? '{}').token as string);

/** Who appears in the pictures at each size (different names, so the two runs' lists do not repeat). */
interface Cast {
  bride: string;
  groom: string;
  daughter: string;
  /** The daughter's family mobile (the same number twice would be a review signal in the queue). */
  mobile: string;
}
const casts: Record<number, Cast> = {
  390: { bride: 'Kavindi', groom: 'Dinesh', daughter: 'Nadeesha', mobile: '+94 77 123 4567' },
  1366: { bride: 'Tharushi', groom: 'Kasun', daughter: 'Ishara', mobile: '+94 76 890 1234' },
};

/** A bride's profile with most sections filled in, so the profile view looks as families see one. */
const brideProfile = (name: string) =>
  sampleProfile({
    name,
    sex: 2,
    createdby: 2,
    // Photos and contact details only for the families the parents approve.
    photovisibility: 'approved',
    contactvisibility: 'approved',
    dob: '1996-08-21',
    religion: 296,
    livingcity: 'Kandy',
    residentcountry: 129,
    birthcity: 'Matale',
    birthcountry: 129,
    height: '5 ft 3 in',
    education: 6,
    qualification: 6,
    additionalqualification: 'BSc in Accountancy, University of Sri Jayewardenepura',
    occupation: 60,
    additionaloccupation: 'Relationship officer at a bank in Kandy',
    other: `${name} is cheerful and close to her family. She enjoys cooking, reading and visiting temples.`,
    ex_other: 'A kind, educated groom from a good family, living in Sri Lanka.',
    astro_star: 4,
    astro_rasi: 2,
    astro_padam: 3,
    contactname: 'Mrs. Wijesinghe',
    mobile: '+94 71 222 3333',
    email: `${name.toLowerCase()}.family@example.org`,
  });

/** A groom's profile, the one his family asks from. */
const groomProfile = (name: string) =>
  sampleProfile({
    name,
    sex: 1,
    createdby: 2,
    dob: '1993-11-02',
    livingcity: 'Colombo',
    residentcountry: 129,
    education: 6,
    occupation: 78,
    contactname: 'Mr. Fernando',
    mobile: '+94 77 555 0142',
    email: `${name.toLowerCase()}.family@example.org`,
  });

/** Takes the focus off the field last typed in, so no focus ring is in the picture. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

for (const size of sizes) {
  test(`the main screens at ${size.width} px wide, for the docs`, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    fs.mkdirSync(screensDir, { recursive: true });
    const cast = casts[size.width]!;
    // Short addresses: the account menu shows the part before the @.
    const stamp = Date.now() % 100_000;

    // 1. The homepage, as a new visitor sees it.
    const visitor = await personAt(browser, size, testInfo);
    await visitor.goto('/');
    await expect(visitor.getByRole('link', { name: 'View Profile' })).toHaveCount(9);
    await shoot(visitor, size, 'home');

    // 2. Profile Search, then the brides it finds.
    await visitor.goto('/profile/search');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Profile Search' })).toBeVisible();
    await shoot(visitor, size, 'search');
    await visitor.getByLabel('Looking for').selectOption({ label: 'Bride' });
    await visitor.getByRole('button', { name: 'Search' }).click();
    await expect(visitor).toHaveURL(/sx=2/);
    await expect(visitor.getByText(/profiles? found/)).toBeVisible();
    await expect(visitor.getByRole('article').first()).toBeVisible();
    await shoot(visitor, size, 'search-results');

    // 3. A bride's profile, published by the team, seen by a visitor and by a groom's family.
    const owner = await personAt(browser, size, testInfo);
    await signUpAndLogIn(owner, `${cast.bride.toLowerCase()}${stamp}@example.org`);
    const bride = await createProfile(owner, brideProfile(cast.bride));
    await publishAsAdmin(owner, bride);
    const profileAddress = `/profile/${bride}_${cast.bride}`;

    await visitor.goto(profileAddress);
    await expect(visitor.getByRole('heading', { level: 1, name: cast.bride })).toBeVisible();
    await expect(visitor.getByText('Please log in to ask the owner for the protected details.')).toBeVisible();
    await shoot(visitor, size, 'profile-visitor');

    // A member with one groom's profile: the request section (at the foot of the profile) is the news.
    const member = await personAt(browser, size, testInfo);
    await signUpAndLogIn(member, `${cast.groom.toLowerCase()}${stamp}@example.org`);
    await publishAsAdmin(member, await createProfile(member, groomProfile(cast.groom)));
    await member.goto(profileAddress);
    await expect(member.getByRole('heading', { level: 1, name: cast.bride })).toBeVisible();
    const request = member.getByRole('region', { name: 'Ask for the protected details' });
    await expect(request.getByRole('button', { name: 'Send Request' })).toBeVisible();
    await settle(member);
    await request.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await shoot(member, size, 'profile-member');

    // The groom's family asks; the request waits for the bride's family.
    await request.getByLabel('Ask from your profile').selectOption({ label: cast.groom });
    await request.getByRole('button', { name: 'Send Request' }).click();
    await expect(request.getByText('Pending')).toBeVisible();
    // Again from the start, without the toast.
    await member.reload();
    await expect(request.getByText('Pending')).toBeVisible();
    await settle(member);
    await request.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await shoot(member, size, 'profile-pending');

    // The bride's family approves: the contact details open, with a banner saying so (the whole page).
    const headers = { authorization: `Bearer ${await tokenOf(owner)}` };
    const waiting = await (await owner.request.get('/api/pp/myapprovals?status=0', { headers })).json();
    const id = waiting.items.find((item: { receiverProfileId: number }) => item.receiverProfileId === bride).id;
    const decided = await owner.request.post('/api/pp/approveOrReject', { data: { id, isApproved: 1 }, headers });
    expect(decided.ok()).toBe(true);
    await member.reload();
    await expect(
      member.getByText(new RegExp(`^The family approved your request \\(from ${cast.groom}\\)`)),
    ).toBeVisible();
    await expect(member.getByText('+94 71 222 3333').first()).toBeVisible();
    await shoot(member, size, 'profile-approved', { fullPage: true });

    // 4. The guided profile form, step by step (each whole step): the groom's parents add their daughter.
    const next = () => member.getByRole('button', { name: 'Save and continue' }).click();
    const step = (name: string) => expect(member.getByRole('heading', { level: 2, name })).toBeVisible();
    await member.goto('/profiles/new');
    await step('Who is it for');
    await member.getByRole('radio', { name: 'Daughter' }).check();
    await blur(member);
    await shoot(member, size, 'profile-form-1-for', { fullPage: true });
    await next();

    await step('Basics');
    await member.getByLabel('Nick Name').fill(cast.daughter);
    await member.getByLabel('Date of Birth').fill('1998-02-14');
    await member.getByLabel('Marital Status').selectOption({ label: 'Never Married' });
    await member.getByLabel('Religion').selectOption({ label: 'Buddhist' });
    await member.getByLabel('Ethnicity').selectOption({ label: 'Sinhalese' });
    await member.getByLabel('Mother Tongue').selectOption({ label: 'Sinhala' });
    await member.getByLabel('Living City').fill('Galle');
    await member.getByLabel('Citizen Country').selectOption({ label: 'Sri Lanka' });
    await blur(member);
    await shoot(member, size, 'profile-form-2-basics', { fullPage: true });
    await next();

    await step('Family and background');
    await member.getByLabel('Height', { exact: true }).fill('5 ft 2 in');
    await member.getByLabel('Birth City').fill('Galle');
    await member.getByLabel('About').fill(`${cast.daughter} is a teacher who loves music and her family.`);
    await blur(member);
    await shoot(member, size, 'profile-form-3-background', { fullPage: true });
    await next();

    await step('Education and work');
    await member.getByLabel('Education', { exact: true }).selectOption({ label: 'Graduate Degree' });
    await member.getByLabel('Occupation', { exact: true }).selectOption({ label: 'Teacher' });
    await blur(member);
    await shoot(member, size, 'profile-form-4-work', { fullPage: true });
    await next();

    await step('Horoscope');
    // Rohini: the label carries the Sinhala and Tamil names too.
    await member.getByLabel('Birth Star').selectOption('4');
    await blur(member);
    await shoot(member, size, 'profile-form-5-horoscope', { fullPage: true });
    await next();

    await step('Contact');
    await member.getByLabel('Contact Name').fill('Mrs. Jayasinghe');
    await member.getByLabel('Mobile').fill(cast.mobile);
    await member.getByLabel('Email', { exact: true }).fill(`${cast.daughter.toLowerCase()}.family@example.org`);
    await blur(member);
    await shoot(member, size, 'profile-form-6-contact', { fullPage: true });
    await next();

    await step('Review and send');
    await expect(member.getByRole('region', { name: 'Basics' })).toContainText('Galle');
    await shoot(member, size, 'profile-form-7-review', { fullPage: true });
    await member.getByRole('button', { name: 'Send for review' }).click();

    await expect(member.getByText(`${cast.daughter}'s profile is saved and waits for review`)).toBeVisible();
    await expect(member.getByText('Step 8 of 8')).toBeVisible();
    await shoot(member, size, 'profile-form-8-photos', { fullPage: true });

    // 5. My Profiles: one waiting for review, one published.
    await member.goto('/profiles');
    await expect(member.getByRole('link', { name: cast.daughter }).first()).toBeVisible();
    await expect(member.getByRole('link', { name: cast.groom }).first()).toBeVisible();
    await shoot(member, size, 'my-profiles');

    // 5b. The owner's own page: the family's controls first.
    await member.getByRole('link', { name: cast.groom }).first().click();
    await expect(member.getByRole('heading', { level: 1, name: cast.groom })).toBeVisible();
    await expect(member.getByRole('region', { name: "Who may see this profile's details" })).toBeInViewport();
    await shoot(member, size, 'owner-page');

    // 6. My Requests: the approved request.
    await member.goto('/MyRequests');
    await expect(member.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible();
    await expect(member.getByRole('row', { name: new RegExp(cast.groom) })).toContainText('Approved');
    await shoot(member, size, 'my-requests');

    // 7. The team's review queue (Not Reviewed); on a laptop the newest profile opens beside the list.
    const admin = await personAt(browser, size, testInfo);
    await logIn(admin, 'admin@vivaha.test', 'Admin#Pass2026');
    await admin.goto('/admin/profile');
    await expect(admin.getByRole('heading', { name: 'Admin Profiles' })).toBeVisible();
    await expect(admin.getByLabel('Reviewed')).toHaveValue('false');
    const newest = admin.getByRole('button', { name: cast.daughter, exact: true }).first();
    await expect(newest).toBeVisible();
    if (!size.phone) {
      await newest.click();
      await expect(admin.getByRole('complementary').getByRole('heading', { name: cast.daughter })).toBeFocused();
    }
    await shoot(admin, size, 'admin-review');

    for (const page of [visitor, owner, member, admin]) await page.context().close();
  });
}
