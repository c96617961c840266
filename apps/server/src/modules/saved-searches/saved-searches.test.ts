import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { ageOn } from '@vivaha/shared/dates';
import { SAVED_SEARCH_LIMIT } from '@vivaha/shared/lists';

import { queryRows } from '#src/db/client.ts';

import { addProfile, callerOf, createMember, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { savedSearchText } from './saved-searches.service.ts';

/** Saved searches and partner preferences (lists.ts): each member's own, with what is new. */
describe('saved searches', () => {
  const t = useTestApp();
  const [family, other, owner] = useMembers(
    t,
    'silva.family@example.lk',
    'other.family@example.lk',
    'bride.owner@example.lk',
  );
  let son: number;

  const call = callerOf(() => t);
  const list = async (who: Member) =>
    (await call('GET', '/api/savedsearches', who)).json().items as Array<{
      id: number;
      name: string;
      newCount: number;
      profileId: number | null;
      filters: Record<string, unknown>;
    }>;
  const burghers = { sx: '2', ec: '6', af: '20', at: '40' };

  beforeAll(async () => {
    son = await addProfile(t, family, { name: 'Dinesh', sex: 1, dob: '1994-02-10' });
    await t.database.db.execute(sql`update users set profile_limit = 50 where id = ${owner.id}`);
  });

  it('needs a signed-in member', async () => {
    expect((await call('GET', '/api/savedsearches')).statusCode).toBe(401);
    expect((await call('POST', '/api/savedsearches', undefined, { name: 'x', filters: {} })).statusCode).toBe(401);
    expect((await call('GET', `/api/profilecx/${son}/preferences`)).statusCode).toBe(401);
  });

  it('saves a search and counts the matching profiles published since it was last opened', async () => {
    const saved = await call('POST', '/api/savedsearches', family, { name: 'Burgher brides', filters: burghers });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ success: true, message: savedSearchText.saved });
    const [search] = await list(family);
    expect(search).toMatchObject({ name: 'Burgher brides', newCount: 0, profileId: null });
    expect(search!.filters).toMatchObject({ sx: 2, ec: 6, af: 20, at: 40, ms: 0 });

    await addProfile(t, owner, { name: 'New match', sex: 2, ethnicity: 6, dob: '1998-01-01' });
    await addProfile(t, owner, { name: 'Other ethnicity', sex: 2, ethnicity: 1, dob: '1998-01-01' });
    await addProfile(t, owner, { name: 'Not yet published', sex: 2, ethnicity: 6, dob: '1998-01-01' }, 0);
    expect((await list(family))[0]!.newCount).toBe(1);
    // Another member does not see this member's searches.
    expect(await list(other)).toEqual([]);

    expect((await call('POST', `/api/savedsearches/${search!.id}/seen`, family)).statusCode).toBe(200);
    expect((await list(family))[0]!.newCount).toBe(0);
    expect((await call('POST', `/api/savedsearches/${search!.id}/seen`, other)).statusCode).toBe(404);
  });

  it('counts a profile as new when it is first published, however that happens', async () => {
    const [search] = await list(family);
    const waiting = await addProfile(t, owner, { name: 'Published later', sex: 2, ethnicity: 6, dob: '1997-05-05' }, 0);
    expect((await list(family))[0]!.newCount).toBe(0);
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${waiting}`);
    expect((await list(family))[0]!.newCount).toBe(1);
    const [row] = await queryRows<{ first: Date | null }>(
      t.database.db,
      sql`select first_published_at as first from profiles where id = ${waiting}`,
    );
    expect(row!.first).not.toBeNull();
    await call('POST', `/api/savedsearches/${search!.id}/seen`, family);

    // Made Active while held back by reports: new only once the hold is lifted.
    const held = await addProfile(t, owner, { name: 'Held back', sex: 2, ethnicity: 6, dob: '1997-05-05' }, 0);
    await t.database.db.execute(sql`update profiles set report_hold = true, active = 1 where id = ${held}`);
    expect((await list(family))[0]!.newCount).toBe(0);
    await t.database.db.execute(sql`update profiles set report_hold = false where id = ${held}`);
    expect((await list(family))[0]!.newCount).toBe(1);
    await call('POST', `/api/savedsearches/${search!.id}/seen`, family);
  });

  it('changes and deletes only the member’s own searches', async () => {
    const [search] = await list(family);
    const renamed = await call('PUT', `/api/savedsearches/${search!.id}`, family, {
      name: 'Burgher brides, 25 to 35',
      filters: { ...burghers, af: '25', at: '35' },
    });
    expect(renamed.json().message).toBe(savedSearchText.changed);
    expect((await list(family))[0]).toMatchObject({ name: 'Burgher brides, 25 to 35', filters: { af: 25, at: 35 } });
    expect(
      (await call('PUT', `/api/savedsearches/${search!.id}`, other, { name: 'Mine', filters: {} })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/savedsearches/${search!.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/savedsearches/${search!.id}`, family)).json().message).toBe(
      savedSearchText.deleted,
    );
    expect((await call('DELETE', `/api/savedsearches/${search!.id}`, family)).statusCode).toBe(404);
    expect(await list(family)).toEqual([]);
  });

  it('refuses a missing or long name and filters the search would refuse, naming the field', async () => {
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const refused = await call('POST', '/api/savedsearches', family, { name, filters: {} });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ name: savedSearchText.name });
    }
    const badSex = await call('POST', '/api/savedsearches', family, { name: 'Odd', filters: { sx: 5 } });
    expect(badSex.statusCode).toBe(400);
    expect(Object.keys(badSex.json().fieldErrors)).toEqual(['filters.sx']);
    const badAge = await call('POST', '/api/savedsearches', family, { name: 'Odd', filters: { af: '123' } });
    expect(Object.keys(badAge.json().fieldErrors)).toEqual(['filters.af']);
    expect(await list(family)).toEqual([]);
  });

  it('keeps at most ten, not counting partner preferences', async () => {
    const member = await createMember(t, 'ten@example.lk');
    const own = await addProfile(t, member, { name: 'Ruwan', sex: 1 });
    expect(
      (await call('PUT', `/api/profilecx/${own}/preferences`, member, { filters: {}, horoscopeSystem: null }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) {
      expect((await call('POST', '/api/savedsearches', member, { name: `Search ${i}`, filters: {} })).statusCode).toBe(
        201,
      );
    }
    const refused = await call('POST', '/api/savedsearches', member, { name: 'One more', filters: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(savedSearchText.limit);
    expect(await list(member)).toHaveLength(SAVED_SEARCH_LIMIT + 1);
  });

  it('suggests partner preferences from the profile, saves them, and lists them first', async () => {
    const suggested = (await call('GET', `/api/profilecx/${son}/preferences`, family)).json();
    const age = ageOn('1994-02-10');
    expect(suggested).toMatchObject({ saved: false, savedSearchId: null, horoscopeSystem: null });
    expect(suggested.filters).toMatchObject({ sx: 2, af: age - 8, at: age + 2, re: 0, ec: 0 });

    const saved = await call('PUT', `/api/profilecx/${son}/preferences`, family, {
      filters: { sx: 2, af: '24', at: '31', re: '296' },
      horoscopeSystem: 'sinhala',
    });
    expect(saved.json().message).toBe(savedSearchText.preferencesSaved);
    const read = (await call('GET', `/api/profilecx/${son}/preferences`, family)).json();
    expect(read).toMatchObject({ saved: true, horoscopeSystem: 'sinhala', filters: { af: 24, at: 31, re: 296 } });
    await call('POST', '/api/savedsearches', family, { name: 'Later one', filters: {} });
    const searches = await list(family);
    expect(searches[0]).toMatchObject({ profileId: son, name: 'Partner preferences: Dinesh' });
    // Changed on the profile only, and never deleted from the saved searches.
    expect((await call('DELETE', `/api/savedsearches/${searches[0]!.id}`, family)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/savedsearches/${searches[0]!.id}`, family, { name: 'x', filters: {} })).statusCode,
    ).toBe(409);
    // Saving again changes the same one.
    await call('PUT', `/api/profilecx/${son}/preferences`, family, { filters: { sx: 2 }, horoscopeSystem: null });
    expect((await list(family)).filter((item) => item.profileId === son)).toHaveLength(1);
  });

  it('suggests ages a search can hold for a profile of someone very old', async () => {
    const elder = await addProfile(t, family, { name: 'Grandfather', sex: 1, dob: '1910-01-01' });
    const suggested = await call('GET', `/api/profilecx/${elder}/preferences`, family);
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json().filters).toMatchObject({ af: 99, at: 99 });
  });

  it('names the field for a name the database could not keep, and takes a body without filters', async () => {
    const nul = await call('POST', '/api/savedsearches', other, { name: 'a\u0000b', filters: {} });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().fieldErrors)).toEqual(['name']);
    const bare = await call('POST', '/api/savedsearches', other, { name: 'Everyone' });
    expect(bare.statusCode).toBe(201);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/savedsearches',
      headers: { ...other.auth, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors)).toEqual(['name']);
  });

  it('keeps one member from another’s profile preferences, and refuses a rule set it does not know', async () => {
    expect((await call('GET', `/api/profilecx/${son}/preferences`, other)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/profilecx/${son}/preferences`, other, { filters: {}, horoscopeSystem: null }))
        .statusCode,
    ).toBe(404);
    const odd = await call('PUT', `/api/profilecx/${son}/preferences`, family, {
      filters: {},
      horoscopeSystem: 'vedic',
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fieldErrors).toEqual({ horoscopeSystem: savedSearchText.horoscopeSystem });
  });
});
