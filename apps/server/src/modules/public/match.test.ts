import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { matchMessages, type MatchAnswer } from '@vivaha/shared/match';

import { addProfile, chart, createMember, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/**
 * GET /api/pp/{id}/match: a horoscope match with one of the member's own profiles, answered only
 * where the member may already see the profile's horoscope, so the answers never stand in for a
 * protected star.
 */
describe('the horoscope match', () => {
  const t = useTestApp();
  const [groomFamily, brideFamily] = useMembers(t, 'match.groom@example.lk', 'match.bride@example.lk');
  let groom: number;
  let bride: number;

  const match = (id: number, query: string, who?: Member) =>
    t.app.inject({ method: 'GET', url: `/api/pp/${id}/match?${query}`, headers: who?.auth ?? {} });

  beforeAll(async () => {
    // Kasun: Rohini (4) padam 2, Vrishabha. Nimali: Ashwini (1) padam 1, Mesha.
    groom = await addProfile(t, groomFamily, { name: 'Kasun', sex: 1, ...chart(4, 2, 2) });
    bride = await addProfile(t, brideFamily, { name: 'Nimali', sex: 2, ...chart(1, 1, 1) });
  });

  it('counts Tamil porutham from the bride to the groom, the same whichever family asks', async () => {
    const asked = await match(bride, `with=${groom}`, groomFamily);
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json<MatchAnswer>();
    expect(answer.ruleSet).toBe('tamil');
    expect(answer.factors.map((factor) => factor.name)).toHaveLength(10);
    expect(answer.total).toBe(`${answer.passes} of 10`);
    expect(answer.factors.every((factor) => ['pass', 'fail', 'unknown'].includes(factor.verdict))).toBe(true);
    expect(answer.bride).toMatchObject({ profileId: bride, name: 'Nimali' });
    expect(answer.groom).toMatchObject({ profileId: groom, name: 'Kasun' });
    expect(answer.note).toBeTruthy();

    const other = await match(groom, `with=${bride}&system=tamil`, brideFamily);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<MatchAnswer>().factors).toEqual(answer.factors);
  });

  it('counts Sinhala porondam as N of the factors it could judge', async () => {
    const answer = (await match(bride, `with=${groom}&system=sinhala`, groomFamily)).json<MatchAnswer>();
    expect(answer.ruleSet).toBe('sinhala');
    const judged = answer.factors.filter((factor) => factor.verdict !== 'unknown').length;
    expect(answer.total).toBe(`${answer.passes} of ${judged}`);
  });

  it('is for signed-in members, with one of their own profiles of the other sex', async () => {
    expect((await match(bride, `with=${groom}`)).statusCode).toBe(401);
    // Not the member's own profile: as if the profile were not there.
    const notMine = await match(bride, `with=${bride}`, groomFamily);
    expect(notMine.statusCode).toBe(404);
    const brother = await addProfile(t, groomFamily, { name: 'Ruwan', sex: 1 });
    const sameSex = await match(groom, `with=${brother}`, groomFamily);
    expect(sameSex.statusCode).toBe(400);
    expect(sameSex.json().fieldErrors.with).toBe(matchMessages.sameSex);
    for (const query of [`with=${groom}&system=kerala`, 'with=abc', `with=${groom}&with=${groom}`, '']) {
      const response = await match(bride, query, groomFamily);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers nothing where the horoscope is kept for members the family approves', async () => {
    const kept = await addProfile(t, brideFamily, {
      name: 'Sanduni',
      sex: 2,
      ...chart(12, 2, 6),
      horvisibility: 'approved',
    });
    const missing = await match(999_999, `with=${groom}`, groomFamily);
    const refused = await match(kept, `with=${groom}`, groomFamily);
    expect(refused.statusCode).toBe(404);
    // The same answer as for a profile that is not there: nothing to tell the two apart.
    expect(refused.json()).toEqual(missing.json());
  });

  it('answers nothing of the other profile to a member whose profiles are not published', async () => {
    const stranger = await createMember(t, 'match.unpublished@example.lk');
    const draft = await addProfile(t, stranger, { name: 'Dinuka', sex: 1, ...chart(4, 2, 2) }, 0);
    const refused = await match(bride, `with=${draft}`, stranger);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ with: matchMessages.notPublished });
    expect(refused.body).not.toContain('Nimali');
  });

  it('counts only from a published profile, even where the horoscope is open to the member', async () => {
    const family = await createMember(t, 'match.probe@example.lk');
    await addProfile(t, family, { name: 'Chamara', sex: 1, ...chart(2, 1, 1) });
    // A profile never sent for review: its star changes at once, so it could be set to each star in turn.
    const draft = await addProfile(t, family, { name: 'Probe', sex: 1, ...chart(9, 1, 4) }, 0);
    const refused = await match(bride, `with=${draft}`, family);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      message: matchMessages.notPublished,
      fieldErrors: { with: matchMessages.notPublished },
    });
    // Held after reports: the same.
    await t.database.db.execute(sql`update profiles set active = 1, report_hold = true where id = ${draft}`);
    expect((await match(bride, `with=${draft}`, family)).json().fieldErrors).toEqual({
      with: matchMessages.notPublished,
    });
  });

  it('says unknown, with the reason, when a family does not follow horoscopes', async () => {
    const free = await addProfile(t, brideFamily, {
      name: 'Ishini',
      sex: 2,
      notbeleiveinhor: true,
      ...chart(0, 0, 0),
    });
    const answer = (await match(free, `with=${groom}`, groomFamily)).json<MatchAnswer>();
    expect(answer.factors.every((factor) => factor.verdict === 'unknown')).toBe(true);
    expect(answer.reason).toBeTruthy();
    expect(answer.vetoes).toEqual([]);
  });

  it('is recorded as a look at the horoscope only, for the owner to see', async () => {
    const family = await createMember(t, 'match.looked@example.lk');
    const looked = await addProfile(t, family, { name: 'Hansani', sex: 2, ...chart(8, 3, 4) });
    expect((await match(looked, `with=${groom}`, groomFamily)).statusCode).toBe(200);
    const viewers = await t.app.inject({
      method: 'GET',
      url: `/api/profilecx/${looked}/viewers`,
      headers: family.auth,
    });
    expect(viewers.json().items).toEqual([
      expect.objectContaining({ profileId: groom, via: 'rule', sections: ['horoscope'] }),
    ]);
  });

  it("adds to the owner's record of what a member saw, never takes from it", async () => {
    const family = await createMember(t, 'match.record@example.lk');
    const seen = await addProfile(t, family, { name: 'Tharushi', sex: 2, ...chart(14, 3, 7) });
    const record = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/profilecx/${seen}/viewers`, headers: family.auth })).json().items;
    // The page opens the photos, the contact details and the horoscope.
    expect((await t.app.inject({ method: 'GET', url: `/api/pp/${seen}`, headers: groomFamily.auth })).statusCode).toBe(
      200,
    );
    expect(await record()).toEqual([
      expect.objectContaining({ profileId: groom, sections: ['photo', 'contact', 'horoscope'], times: 1 }),
    ]);
    // A match asks for the horoscope alone: the contact details read before stay in the record.
    expect((await match(seen, `with=${groom}`, groomFamily)).statusCode).toBe(200);
    expect(await record()).toEqual([
      expect.objectContaining({ profileId: groom, sections: ['photo', 'contact', 'horoscope'], times: 2 }),
    ]);
  });
});
