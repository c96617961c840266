import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { MATCH_SYSTEMS, type MatchSystem } from '@vivaha/shared/constants';
import { matchBand } from '@vivaha/shared/horoscope/ranking';
import { rasiOf } from '@vivaha/shared/horoscope/stars';
import { matchAnswerSchema, matchesAnswerSchema, type MatchAnswer } from '@vivaha/shared/match';

import { addProfile, callerOf, createMember, KASUN } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** Bands that "Horoscope must match" keeps, as the matches page names them. */
const KEPT_BANDS = ['strong', 'fair'];

/**
 * One couple, one answer: for each bride and the member's groom, the match panel
 * (GET /api/pp/{id}/match), Horoscope Matches (GET /api/matches/{id}), "Horoscope must match" on
 * the partner preferences (their new count) and the new-match mail agree, in both rule sets.
 */
describe('the same answer for a couple wherever it is shown', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [groomFamily] = useMembers(t, 'agree.groom@example.lk');
  let kasun: number;
  /** Stars across the wheel, each bride with a caste of her own so a search can find her alone. */
  const brides = [1, 3, 4, 6, 8, 10, 13, 14, 17, 20, 22, 25, 27].map((star, index) => {
    const letter = String.fromCharCode(65 + index);
    return { star, padam: (index % 4) + 1, name: `Bride ${letter}`, caste: `Agree${letter}`, id: 0 };
  });
  /** The panel's answer for each bride, by rule set. */
  const panel: Record<MatchSystem, Map<number, MatchAnswer>> = { tamil: new Map(), sinhala: new Map() };

  const call = callerOf(() => t);
  const prefer = async (caste: string, system: MatchSystem) => {
    const saved = await call('PUT', `/api/profilecx/${kasun}/preferences`, groomFamily, {
      filters: { sx: 2, st: caste },
      horoscopeSystem: system,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const newCount = async () =>
    (
      (await call('GET', '/api/savedsearches', groomFamily)).json().items as Array<{
        profileId: number | null;
        newCount: number;
      }>
    ).find((item) => item.profileId === kasun)!.newCount;
  const kept = (answer: MatchAnswer) => KEPT_BANDS.includes(matchBand(answer));

  beforeAll(async () => {
    kasun = await addProfile(t, groomFamily, KASUN);
    // The preferences come first: their new count is of the profiles published since.
    await prefer('Agree', 'tamil');
    const owner = await createMember(t, 'agree.brides@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 50 where id = ${owner.id}`);
    for (const bride of brides) {
      bride.id = await addProfile(t, owner, {
        name: bride.name,
        sex: 2,
        dob: '1996-04-12',
        astro_star: bride.star,
        astro_padam: bride.padam,
        astro_rasi: rasiOf(bride.star, bride.padam),
        additionalcaste: bride.caste,
      });
      // Shown to all: open to the member without a look, so every place may judge it.
      await t.database.db.execute(sql`update profiles set horoscope_protected = false where id = ${bride.id}`);
    }
    for (const system of MATCH_SYSTEMS) {
      for (const bride of brides) {
        const response = await call('GET', `/api/pp/${bride.id}/match?with=${kasun}&system=${system}`, groomFamily);
        expect(response.statusCode, response.body).toBe(200);
        panel[system].set(bride.id, matchAnswerSchema.parse(response.json()));
      }
    }
  });

  it.each(MATCH_SYSTEMS)('picks couples on both sides of "must match" (%s)', (system) => {
    const answers = [...panel[system].values()];
    expect(answers.some(kept)).toBe(true);
    expect(answers.some((answer) => !kept(answer))).toBe(true);
  });

  it.each(MATCH_SYSTEMS)('Horoscope Matches gives each couple the band and total of its panel (%s)', async (system) => {
    const response = await call('GET', `/api/matches/${kasun}?system=${system}&st=Agree&pageSize=50`, groomFamily);
    expect(response.statusCode, response.body).toBe(200);
    const list = matchesAnswerSchema.parse(response.json());
    expect(list.system).toBe(system);
    expect(list.items).toHaveLength(brides.length);
    for (const item of list.items) {
      const answer = panel[system].get(item.searchResults.profileid)!;
      expect(item.band, item.searchResults.name).toBe(matchBand(answer));
      expect(item.match, item.searchResults.name).toMatchObject({
        passes: answer.passes,
        outOf: answer.outOf,
        total: answer.total,
        vetoes: answer.vetoes,
      });
    }
  });

  it.each(MATCH_SYSTEMS)(
    '"Horoscope must match" counts a bride exactly where her panel answer is kept (%s)',
    async (system) => {
      for (const bride of brides) {
        await prefer(bride.caste, system);
        expect(await newCount(), bride.name).toBe(kept(panel[system].get(bride.id)!) ? 1 : 0);
      }
    },
  );

  it('the new-match mail lists exactly the brides whose panel answer is kept', async () => {
    await prefer('Agree', 'sinhala');
    expect(await t.app.digests.tick()).toBe(1);
    await t.drainMail();
    const mail = t.mailer.sent.find((sent) => sent.to === 'agree.groom@example.lk')!;
    for (const bride of brides) {
      const listed = mail.text.includes(`${bride.name}, `);
      expect(listed, bride.name).toBe(kept(panel.sinhala.get(bride.id)!));
    }
  });
});
