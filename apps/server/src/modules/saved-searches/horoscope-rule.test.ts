import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { matchCouple } from '@vivaha/shared/horoscope/engine';
import { matchBand } from '@vivaha/shared/horoscope/ranking';
import { rasiOf, weekdayOf } from '@vivaha/shared/horoscope/stars';
import { tamilPorutham } from '@vivaha/shared/horoscope/tamil-porutham';
import { matchesMessages } from '@vivaha/shared/match';

import { addProfile, callerOf, chart, KASUN } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/**
 * "Horoscope must match" on a profile's partner preferences: the new counts and the new-match
 * mails keep only the profiles whose horoscope is already open to the member (shown to all,
 * approved, or opened on its page in the last 24 hours) and that match in a strong or fair band,
 * as the matches page ranks them; and only while the member's profile is published.
 */
describe('partner preferences with horoscope must match', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [groomFamily, owner] = useMembers(t, 'rule.groom@example.lk', 'rule.brides@example.lk');
  let kasun: number;
  let protectedMatch: number;
  const caste = 'Hrsc';
  const dob = '1996-04-12';
  const kasunHoroscope = { sex: 1, star: 4, padam: 2, weekday: weekdayOf('1993-02-10'), followsHoroscopes: true };
  /** Stars across the wheel, padam 1: some match Kasun's Rohini, some do not. */
  const stars = [1, 3, 4, 6, 8, 10, 13, 14, 17, 20, 22, 25, 27];
  const bandOf = (star: number) =>
    matchBand(
      matchCouple(
        tamilPorutham,
        { sex: 2, star, padam: 1, weekday: weekdayOf(dob), followsHoroscopes: true },
        kasunHoroscope,
      ),
    );
  const matching = stars.filter((star) => ['strong', 'fair'].includes(bandOf(star)));
  const nameOf = (star: number) => `Bride Star ${star}`;
  /** A bride of the searched caste, born under `star` in its first padam. */
  const brideForm = (name: string, star: number, more: Record<string, unknown> = {}) => ({
    name,
    sex: 2,
    dob,
    ...chart(star, 1, rasiOf(star, 1)),
    additionalcaste: caste,
    ...more,
  });

  const call = callerOf(() => t);
  const preferences = async () =>
    (await call('GET', '/api/savedsearches', groomFamily))
      .json()
      .items.find((item: { profileId: number | null }) => item.profileId === kasun) as {
      newCount: number;
      horoscopeSystem: string | null;
    };

  beforeAll(async () => {
    kasun = await addProfile(t, groomFamily, KASUN);
    await t.database.db.execute(sql`update users set profile_limit = 50 where id = ${owner.id}`);
    const saved = await call('PUT', `/api/profilecx/${kasun}/preferences`, groomFamily, {
      filters: { sx: 2, st: caste },
      horoscopeSystem: 'tamil',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const star of stars) {
      const id = await addProfile(t, owner, brideForm(nameOf(star), star));
      // Shown to all by the team's choice: open to the member without a look.
      await t.database.db.execute(sql`update profiles set horoscope_protected = false where id = ${id}`);
    }
    // A matching star, protected as every horoscope is unless the team says otherwise: the member
    // has not opened it, so the rule cannot tell whether it matches without giving the star away.
    protectedMatch = await addProfile(t, owner, brideForm('Protected Match', matching[0]!));
    // A matching star the family keeps for members it approves: the member may not see it.
    await addProfile(t, owner, brideForm('Kept For Approved', matching[0]!, { horvisibility: 'approved' }));
    // A family without horoscopes cannot be judged, so it does not "match".
    await addProfile(t, owner, {
      name: 'No Horoscope',
      sex: 2,
      dob,
      notbeleiveinhor: true,
      ...chart(0, 0, 0),
      additionalcaste: caste,
    });
  });

  it('picks stars on both sides of the rule', () => {
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(stars.length);
  });

  it('counts as new only the matching horoscopes the member may see', async () => {
    expect(await preferences()).toMatchObject({ horoscopeSystem: 'tamil', newCount: matching.length });
    // Without the rule every new profile of the filters counts.
    await call('PUT', `/api/profilecx/${kasun}/preferences`, groomFamily, {
      filters: { sx: 2, st: caste },
      horoscopeSystem: null,
    });
    expect((await preferences()).newCount).toBe(stars.length + 3);
    await call('PUT', `/api/profilecx/${kasun}/preferences`, groomFamily, {
      filters: { sx: 2, st: caste },
      horoscopeSystem: 'tamil',
    });
  });

  it('mails only the matching horoscopes the member may see', async () => {
    expect(await t.app.digests.tick()).toBe(1);
    await t.drainMail();
    const mail = t.mailer.sent.find((sent) => sent.to === 'rule.groom@example.lk')!;
    for (const star of stars) {
      if (matching.includes(star)) expect(mail.text).toContain(`${nameOf(star)}, `);
      else expect(mail.text).not.toContain(`${nameOf(star)}, `);
    }
    expect(mail.text).not.toContain('Kept For Approved');
    expect(mail.text).not.toContain('No Horoscope');
    expect(mail.text).not.toContain('Protected Match');
  });

  it('counts a protected horoscope once the member has opened it on its page', async () => {
    const before = (await preferences()).newCount;
    const opened = await call('GET', `/api/pp/${protectedMatch}`, groomFamily);
    expect(opened.json().showastro).toBe(true);
    expect((await preferences()).newCount).toBe(before + 1);
  });

  it('counts nothing while the member’s profile is not published', async () => {
    const before = (await preferences()).newCount;
    expect(before).toBeGreaterThan(0);
    await t.database.db.execute(sql`update profiles set report_hold = true where id = ${kasun}`);
    expect((await preferences()).newCount).toBe(0);
    await t.database.db.execute(sql`update profiles set report_hold = false, active = 0 where id = ${kasun}`);
    expect((await preferences()).newCount).toBe(0);
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${kasun}`);
    expect((await preferences()).newCount).toBe(before);
  });

  it('refuses the rule for a profile that cannot be matched, and counts nothing once it cannot', async () => {
    const draft = await addProfile(t, groomFamily, { name: 'Dinuka', sex: 1, ...chart(0, 0, 0) });
    const refused = await call('PUT', `/api/profilecx/${draft}/preferences`, groomFamily, {
      filters: { sx: 2 },
      horoscopeSystem: 'sinhala',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: matchesMessages.noStar,
      fieldErrors: { horoscopeSystem: matchesMessages.noStar },
    });
    // Kasun's star taken off after the rule was saved: nothing can match any more.
    await t.database.db.execute(sql`update profiles set astro_star = 0 where id = ${kasun}`);
    expect((await preferences()).newCount).toBe(0);
  });
});
