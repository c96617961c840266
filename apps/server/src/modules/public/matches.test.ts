import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { matchCouple } from '@vivaha/shared/horoscope/engine';
import { bandRank, matchBand } from '@vivaha/shared/horoscope/ranking';
import { weekdayOf } from '@vivaha/shared/horoscope/stars';
import { tamilPorutham } from '@vivaha/shared/horoscope/tamil-porutham';
import { matchesMessages, type MatchableAnswer, type MatchesAnswer } from '@vivaha/shared/match';

import { profiles } from '#src/db/schema.ts';
import { horoscopeOpenNow, horoscopeOpenNowSql, type HoroscopeOpening } from '#src/modules/access/index.ts';

import { addProfile, approveRequest, chart, createMember, KASUN, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/**
 * GET /api/matches/{myProfileId}: the profiles whose horoscope is already open to the member, by
 * band, and the rest apart. A protected horoscope gives nothing away, not even a band, before its
 * page is opened; and matches are made only from the member's published profiles.
 */
describe('the matches page', () => {
  const t = useTestApp();
  const [groomFamily] = useMembers(t, 'matches.groom@example.lk');
  let groom: number;
  const brides = {} as Record<
    'sameStar' | 'ashwini' | 'chitra' | 'revati' | 'noHoroscope' | 'protected' | 'kept',
    number
  >;
  const families: Record<string, Member> = {};

  const matches = (id: number, query = '', who: Member | null = groomFamily) =>
    t.app.inject({ method: 'GET', url: `/api/matches/${id}?${query}`, headers: who?.auth ?? {} });
  const answer = async (id: number, query = '', who: Member = groomFamily) => {
    const response = await matches(id, query, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MatchesAnswer>();
  };
  const setColumns = (id: number, columns: ReturnType<typeof sql>) =>
    t.database.db.execute(sql`update profiles set ${columns} where id = ${id}`);
  const open = (id: number) => setColumns(id, sql`horoscope_protected = false`);

  beforeAll(async () => {
    groom = await addProfile(t, groomFamily, KASUN);
    // A family of its own for each bride: an account keeps at most 3 profiles.
    const bride = async (name: string, fields: Record<string, unknown>) => {
      families[name] = await createMember(t, `matches.${name.toLowerCase()}@example.lk`);
      return addProfile(t, families[name], { name, sex: 2, ...fields });
    };
    // The same star as the groom: the same rajju, a veto whatever the count.
    brides.sameStar = await bride('Dilini', { ...chart(4, 1, 2) });
    brides.ashwini = await bride('Nimali', { ...chart(1, 1, 1) });
    brides.chitra = await bride('Tharushi', { ...chart(14, 3, 7) });
    brides.revati = await bride('Sachini', { ...chart(27, 4, 12) });
    brides.noHoroscope = await bride('Ishini', { notbeleiveinhor: true, ...chart(0, 0, 0) });
    for (const id of Object.values(brides)) await open(id);
    // Protected, as every profile is unless the team says otherwise: open through the opposite-sex rule.
    brides.protected = await bride('Hansani', { ...chart(8, 3, 4) });
    // Kept for members the family approves.
    brides.kept = await bride('Sanduni', { ...chart(12, 2, 6), horvisibility: 'approved' });
  });

  it('ranks the open horoscopes by band, vetoes last and families without horoscopes before them, each with its total', async () => {
    const { items, ranked, profile } = await answer(groom);
    expect(profile).toEqual({ profileId: groom, name: 'Kasun' });
    const ids = items.map((item) => item.searchResults.profileid);
    expect(ids).toHaveLength(5);
    expect(ranked).toEqual({ count: 5, capped: false });
    expect(items.every((item) => item.band !== null && item.match !== null)).toBe(true);
    expect(ids.at(-1)).toBe(brides.sameStar);
    expect(ids.at(-2)).toBe(brides.noHoroscope);
    const byId = new Map(items.map((item) => [item.searchResults.profileid, item]));
    expect(byId.get(brides.sameStar)).toMatchObject({ band: 'vetoed', match: { vetoes: ['Rajju'] }, apart: null });
    expect(byId.get(brides.noHoroscope)).toMatchObject({ band: 'unjudged', match: { vetoes: [] } });
    expect(byId.get(brides.noHoroscope)!.match!.reason).toBeTruthy();
    const ranks = items.map((item) => bandRank(item.band!));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Each band and total as the engine counts them from the bride's star to the groom's.
    const kasun = { sex: 1, star: 4, padam: 2, weekday: weekdayOf('1993-02-10'), followsHoroscopes: true };
    const nimali = { sex: 2, star: 1, padam: 1, weekday: weekdayOf('1996-04-12'), followsHoroscopes: true };
    const expected = matchCouple(tamilPorutham, nimali, kasun);
    expect(byId.get(brides.ashwini)).toMatchObject({ band: matchBand(expected), match: { total: expected.total } });
  });

  it('gives no band for a protected horoscope not yet opened: it is apart, to be opened, and no look is counted', async () => {
    const ranked = await answer(groom);
    expect(ranked.items.map((item) => item.searchResults.profileid)).not.toContain(brides.protected);
    expect(ranked.apart).toEqual({ count: 2, capped: false });
    const apart = await answer(groom, 'list=apart');
    expect(apart.items.find((item) => item.searchResults.profileid === brides.protected)).toMatchObject({
      band: null,
      match: null,
      apart: 'openProfile',
    });
    const viewers = await t.app.inject({
      method: 'GET',
      url: `/api/profilecx/${brides.protected}/viewers`,
      headers: families.Hansani!.auth,
    });
    expect(viewers.json().items).toEqual([]);
    // Opened on its page, it is counted there, and the list then ranks it with its total.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/pp/${brides.protected}`, headers: groomFamily.auth })).statusCode,
    ).toBe(200);
    const opened = (await answer(groom)).items.find((hit) => hit.searchResults.profileid === brides.protected)!;
    expect(opened.band).toBeTruthy();
    expect(opened.match?.total).toMatch(/^\d+ of 10$/);
    expect((await answer(groom, 'list=apart')).items.map((item) => item.searchResults.profileid)).toEqual([
      brides.kept,
    ]);
  });

  it('lists apart, with no band or score, a horoscope kept for approved members', async () => {
    const ranked = await answer(groom);
    expect(ranked.items.map((item) => item.searchResults.profileid)).not.toContain(brides.kept);
    expect(ranked.apart).toEqual({ count: 1, capped: false });
    const apart = await answer(groom, 'list=apart');
    expect(apart.items).toEqual([expect.objectContaining({ band: null, match: null, apart: 'approvedOnly' })]);
    expect(apart.items[0]!.searchResults.profileid).toBe(brides.kept);
  });

  it('ranks a kept horoscope with its total once the family approves the member', async () => {
    const family = await createMember(t, 'matches.approved@example.lk');
    const asker = await addProfile(t, family, { name: 'Ruwan', sex: 1, ...chart(20, 1, 9) });
    await approveRequest(t, family, asker, families.Sanduni!, brides.kept);
    const { items, apart } = await answer(asker, '', family);
    // Apart: only the protected horoscope this member has not opened.
    expect(apart.count).toBe(1);
    expect((await answer(asker, 'list=apart', family)).items[0]!.searchResults.profileid).toBe(brides.protected);
    const kept = items.find((item) => item.searchResults.profileid === brides.kept)!;
    expect(kept.match?.total).toMatch(/^\d+ of 10$/);
  });

  it('matches only from a published profile: a second, unpublished profile whose star changes at once cannot probe', async () => {
    const family = await createMember(t, 'matches.draft@example.lk');
    await addProfile(t, family, { name: 'Dinuka', sex: 1, ...chart(4, 2, 2) });
    const draft = await addProfile(t, family, { name: 'Probe', sex: 1, ...chart(4, 2, 2) }, 0);
    for (const star of [1, 9, 18]) {
      await setColumns(draft, sql`astro_star = ${star}, astro_padam = 1`);
      const refused = await matches(draft, '', family);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ statusCode: 409, message: matchesMessages.notPublished });
      expect(refused.body).not.toContain('Hansani');
    }
    // A published profile the team holds after reports matches nothing either, until released.
    await setColumns(groom, sql`report_hold = true`);
    expect((await matches(groom)).statusCode).toBe(409);
    await setColumns(groom, sql`report_hold = false`);
    expect((await matches(groom)).statusCode).toBe(200);
    // The picker says why, and offers no matches for it.
    const mine = await t.app.inject({ method: 'GET', url: '/api/matches', headers: family.auth });
    expect(mine.json<MatchableAnswer>().items.find((item) => item.profileId === draft)).toMatchObject({
      published: false,
      reason: matchesMessages.notPublished,
    });
  });

  it("leaves out the member's own profiles, the same sex, unpublished profiles and blocked families", async () => {
    const family = await createMember(t, 'matches.mixed@example.lk');
    const son = await addProfile(t, family, { name: 'Chamara', sex: 1, ...chart(2, 1, 1) });
    const daughter = await addProfile(t, family, { name: 'Kumari', sex: 2, ...chart(2, 1, 1) });
    const hidden = await addProfile(t, families.Dilini!, { name: 'Waiting', sex: 2 }, 0);
    const ids = (await answer(son, '', family)).items.map((item) => item.searchResults.profileid);
    expect(ids).not.toContain(daughter);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(groom);
    expect(ids).toContain(brides.ashwini);
    const blocked = await t.app.inject({ method: 'POST', url: `/api/blocks/${brides.ashwini}`, headers: family.auth });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const after = (await answer(son, '', family)).items.map((item) => item.searchResults.profileid);
    expect(after).not.toContain(brides.ashwini);
    expect(after).toContain(brides.chitra);
  });

  it('ranks by the rule visibility.ts states, whoever asks', async () => {
    // Unprotected but kept for approved members: the family's choice wins.
    const keptOpen = await addProfile(t, families.Nimali!, { name: 'Kept Open', sex: 2, horvisibility: 'approved' });
    await open(keptOpen);
    const brideRows = () =>
      t.database.db
        .select({
          id: profiles.id,
          horoscopeProtected: profiles.horoscopeProtected,
          horoscopeVisibility: profiles.horoscopeVisibility,
        })
        .from(profiles)
        .where(eq(profiles.sex, 2));
    const rows = await brideRows();
    const member = { viewerId: groomFamily.id, all: false };
    const openings: HoroscopeOpening[] = [
      { ...member, all: true, approved: [], byRule: false, opened: [] },
      { ...member, approved: [], byRule: false, opened: [] },
      { ...member, approved: [], byRule: true, opened: [] },
      { ...member, approved: [brides.kept], byRule: true, opened: [brides.protected, keptOpen] },
      // Opened once, but the member has no published profile of the other sex now.
      { ...member, approved: [], byRule: false, opened: [brides.protected] },
      { ...member, approved: [brides.protected, keptOpen], byRule: false, opened: [brides.kept] },
    ];
    for (const opening of openings) {
      const listed = await t.database.db
        .select({ id: profiles.id, open: sql<boolean>`${horoscopeOpenNowSql(opening)}` })
        .from(profiles)
        .where(eq(profiles.sex, 2));
      const byRule = Object.fromEntries(rows.map((row) => [row.id, horoscopeOpenNow(opening, row)]));
      expect(Object.fromEntries(listed.map((row) => [row.id, row.open])), JSON.stringify(opening)).toEqual(byRule);
    }
    await setColumns(keptOpen, sql`active = 0`);
  });

  it('takes the search filters and pages', async () => {
    await setColumns(brides.chitra, sql`religion = 297`);
    const filtered = await answer(groom, 're=297');
    expect(filtered.items.map((item) => item.searchResults.profileid)).toEqual([brides.chitra]);
    const all = (await answer(groom)).items.map((item) => item.searchResults.profileid);
    const second = await answer(groom, 'pageSize=2&page=2');
    expect(second.items.map((item) => item.searchResults.profileid)).toEqual(all.slice(2, 4));
    expect(second.ranked.count).toBe(all.length);
    // Pages of any size, read one after another, give the whole list once, in order, across bands.
    for (const size of [1, 3, 4]) {
      const pages = [];
      for (let page = 1; page <= Math.ceil(all.length / size) + 1; page += 1) {
        pages.push(
          ...(await answer(groom, `pageSize=${size}&page=${page}`)).items.map((item) => item.searchResults.profileid),
        );
      }
      expect(pages, `pages of ${size}`).toEqual(all);
    }
    await setColumns(brides.chitra, sql`religion = 296`);
  });

  it('says why a profile without star and padam, or without horoscopes, cannot be matched', async () => {
    const family = await createMember(t, 'matches.nostar@example.lk');
    const noStar = await addProfile(t, family, { name: 'Asela', sex: 1, ...chart(0, 0, 0) });
    const noPadam = await addProfile(t, family, { name: 'Buddhika', sex: 1, ...chart(4, 0, 0) });
    const none = await addProfile(t, family, {
      name: 'Chathura',
      sex: 1,
      notbeleiveinhor: true,
      ...chart(0, 0, 0),
    });
    for (const [id, reason] of [
      [noStar, matchesMessages.noStar],
      [noPadam, matchesMessages.noStar],
      [none, matchesMessages.noHoroscope],
    ] as const) {
      const result = await answer(id, '', family);
      expect(result).toMatchObject({ reason, items: [], ranked: { count: 0 }, apart: { count: 0 } });
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/matches', headers: family.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MatchableAnswer>().items).toEqual([
      { profileId: noStar, name: 'Asela', sex: 1, published: true, reason: matchesMessages.noStar },
      { profileId: noPadam, name: 'Buddhika', sex: 1, published: true, reason: matchesMessages.noStar },
      { profileId: none, name: 'Chathura', sex: 1, published: true, reason: matchesMessages.noHoroscope },
    ]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/matches', headers: groomFamily.auth });
    expect(ready.json<MatchableAnswer>().items).toEqual([{ profileId: groom, name: 'Kasun', sex: 1, published: true }]);
  });

  it('is for signed-in members, with one of their own profiles, and refuses bad filters by name', async () => {
    expect((await matches(groom, '', null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/matches' })).statusCode).toBe(401);
    const notMine = await matches(brides.ashwini);
    const missing = await matches(999_999);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual(missing.json());
    for (const [query, field] of [
      ['list=all', 'list'],
      ['system=kerala', 'system'],
      ['af=abc', 'af'],
      ['page=0', 'page'],
    ] as const) {
      const response = await matches(groom, query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fieldErrors ?? {}), query).toContain(field);
    }
    expect((await matches(groom, 'sx=2')).statusCode).toBe(200);
  });
});
