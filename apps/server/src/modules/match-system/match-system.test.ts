import { beforeAll, describe, expect, it } from 'vitest';

import { matchMessages } from '@vivaha/shared/match';
import { matchSystemAnswerSchema } from '@vivaha/shared/match-system';

import { addProfile, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/**
 * GET /api/matchsystem?profile={own profile}: the rule set the member's horoscope matches open on,
 * their own choice if they made one, else their family's tradition (the profile's community, else
 * the page's language). PUT /api/matchsystem keeps the choice for the member.
 */
describe('the rule set a member opens on', () => {
  const t = useTestApp();
  const [family, other] = useMembers(t, 'tradition.family@example.lk', 'tradition.other@example.lk');
  let sinhalese: number;
  let tamil: number;
  let burgher: number;
  let kasun: number;

  const ask = (who: Member | undefined, query: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/matchsystem?${query}`,
      headers: { ...(who?.auth ?? {}), 'accept-language': language },
    });
  const systemFor = async (who: Member, profile: number, language = 'en') => {
    const response = await ask(who, `profile=${profile}`, language);
    expect(response.statusCode, response.body).toBe(200);
    return matchSystemAnswerSchema.parse(response.json());
  };
  const choose = (who: Member | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/matchsystem', headers: who?.auth ?? {}, payload });

  beforeAll(async () => {
    // Ethnicity 1 Sinhalese, 2 Sri Lankan Tamil, 6 Burgher/Eurasian.
    sinhalese = await addProfile(t, family, { name: 'Nimali', sex: 2, ethnicity: 1 });
    tamil = await addProfile(t, family, { name: 'Kavitha', sex: 2, ethnicity: 2 });
    burgher = await addProfile(t, family, { name: 'Anne', sex: 2, ethnicity: 6 });
    kasun = await addProfile(t, other, { name: 'Kasun', sex: 1, ethnicity: 1 });
  });

  it("opens on the family's tradition: Sinhala porondam for a Sinhalese profile, Tamil porutham for a Tamil one", async () => {
    expect(await systemFor(family, sinhalese)).toEqual({ system: 'sinhala', remembered: false });
    expect(await systemFor(family, tamil, 'si')).toEqual({ system: 'tamil', remembered: false });
  });

  it("follows the page's language for another community", async () => {
    expect((await systemFor(family, burgher, 'si')).system).toBe('sinhala');
    expect((await systemFor(family, burgher, 'ta')).system).toBe('tamil');
    expect((await systemFor(family, burgher, 'en')).system).toBe('tamil');
  });

  it("keeps the member's choice, for every profile of theirs, and only for them", async () => {
    const saved = await choose(family, { system: 'tamil' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await systemFor(family, sinhalese)).toEqual({ system: 'tamil', remembered: true });
    expect(await systemFor(family, burgher, 'si')).toEqual({ system: 'tamil', remembered: true });
    expect(await systemFor(other, kasun)).toEqual({ system: 'sinhala', remembered: false });
    await choose(family, { system: 'sinhala' });
    expect(await systemFor(family, tamil)).toEqual({ system: 'sinhala', remembered: true });
  });

  it('answers only a member, for their own profile, and refuses what a client should not send', async () => {
    expect((await ask(undefined, `profile=${sinhalese}`)).statusCode).toBe(401);
    expect((await choose(undefined, { system: 'tamil' })).statusCode).toBe(401);
    // Another family's profile: as if it were not there.
    expect((await ask(other, `profile=${sinhalese}`)).statusCode).toBe(404);
    expect((await ask(family, 'profile=999999')).statusCode).toBe(404);
    const badId = await ask(family, 'profile=abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors).toHaveProperty('profile');
    const badSystem = await choose(family, { system: 'kerala' });
    expect(badSystem.statusCode).toBe(400);
    expect(badSystem.json().fieldErrors).toEqual({ system: matchMessages.system });
    expect((await choose(family, {})).statusCode).toBe(400);
    // A huge number, a NUL byte, a wrong type: 400 naming the field, never a server error.
    for (const query of ['profile=99999999999999999999', 'profile=%00', 'profile=1.5', 'profile=-3']) {
      const answer = await ask(family, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().fieldErrors, query).toHaveProperty('profile');
    }
    for (const system of ['tamil\u0000', 7, null, ['tamil']]) {
      const answer = await choose(family, { system });
      expect(answer.statusCode, JSON.stringify(system)).toBe(400);
      expect(answer.json().fieldErrors, JSON.stringify(system)).toHaveProperty('system');
    }
  });
});
