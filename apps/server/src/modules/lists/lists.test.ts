import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { HIDDEN_LIMIT, SHORTLIST_LIMIT } from '@vivaha/shared/lists';

import { addProfile, callerOf, createMember, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { listText } from './lists.service.ts';

/** The shortlist and "Not interested" (lists.ts): each member's own, kept on the server. */
describe('shortlist and hidden profiles', () => {
  const t = useTestApp();
  const [family, other] = useMembers(t, 'perera.family@example.lk', 'fernando.family@example.lk');
  let son: number;
  let daughter: number;
  let brides: number[];
  let grooms: number[];

  const call = callerOf(() => t);
  const shortlisted = async (who: Member, query = '') =>
    (await call('GET', `/api/shortlist${query}`, who)).json() as {
      items: Array<{ profileId: number; forProfileId: number | null; card: { name: string; profileid: number } }>;
      totalCount: number;
    };
  const searchIds = async (who?: Member, query = 'sx=2&ec=6') =>
    (
      (await call('GET', `/api/pp/search?${query}&pageSize=50`, who)).json().items as Array<{ searchResults: string }>
    ).map((item) => JSON.parse(item.searchResults).profileid as number);

  beforeAll(async () => {
    son = await addProfile(t, family, { name: 'Kasun', sex: 1 });
    daughter = await addProfile(t, family, { name: 'Nilmini', sex: 2 });
    const owners = await Promise.all([1, 2, 3].map((i) => createMember(t, `owner${i}@example.lk`)));
    brides = [];
    for (const [i, owner] of owners.entries()) {
      brides.push(await addProfile(t, owner, { name: `Bride ${i}`, sex: 2, ethnicity: 6 }));
    }
    grooms = [await addProfile(t, owners[0]!, { name: 'Groom A', sex: 1 })];
  });

  it('needs a signed-in member for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/shortlist'],
      ['GET', '/api/shortlist/ids'],
      ['POST', `/api/shortlist/${brides[0]}`],
      ['DELETE', `/api/shortlist/${brides[0]}`],
      ['GET', '/api/hidden'],
      ['GET', '/api/hidden/ids'],
      ['POST', `/api/hidden/${brides[0]}`],
      ['DELETE', `/api/hidden/${brides[0]}`],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves published profiles, newest first, for one of the member’s own profiles when asked', async () => {
    expect((await call('POST', `/api/shortlist/${brides[0]}`, family, { forProfileId: son })).json()).toEqual({
      success: true,
      message: listText.saved,
    });
    expect((await call('POST', `/api/shortlist/${brides[1]}`, family)).statusCode).toBe(200);
    expect((await call('POST', `/api/shortlist/${grooms[0]}`, family, { forProfileId: daughter })).statusCode).toBe(
      200,
    );
    const all = await shortlisted(family);
    expect(all.totalCount).toBe(3);
    expect(all.items.map((item) => item.profileId)).toEqual([grooms[0], brides[1], brides[0]]);
    expect(all.items[2]).toMatchObject({ forProfileId: son, card: { name: 'Bride 0', profileid: brides[0] } });
    expect((await shortlisted(family, `?for=${son}`)).items.map((item) => item.profileId)).toEqual([brides[0]]);
    expect((await shortlisted(family, '?page=2&pageSize=2')).items.map((item) => item.profileId)).toEqual([brides[0]]);
    expect((await call('GET', '/api/shortlist/ids', family)).json().profileIds).toEqual([
      grooms[0],
      brides[1],
      brides[0],
    ]);
    // Another member's shortlist is their own.
    expect(await shortlisted(other)).toEqual({ items: [], totalCount: 0 });
  });

  it('saving again changes only what it is saved for; removing twice says it is not there', async () => {
    expect((await call('POST', `/api/shortlist/${brides[1]}`, family, { forProfileId: son })).statusCode).toBe(200);
    expect((await shortlisted(family)).items.find((item) => item.profileId === brides[1])).toMatchObject({
      forProfileId: son,
    });
    expect((await shortlisted(family)).totalCount).toBe(3);
    expect((await call('DELETE', `/api/shortlist/${brides[1]}`, family)).json().message).toBe(listText.unsaved);
    const again = await call('DELETE', `/api/shortlist/${brides[1]}`, family);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(listText.notSaved);
  });

  it('refuses one’s own profile, an unpublished or missing one, another member’s profile to save for', async () => {
    const own = await call('POST', `/api/shortlist/${son}`, family);
    expect(own.statusCode).toBe(400);
    expect(own.json().fieldErrors).toEqual({ profileId: listText.ownProfile });
    const hiddenOwner = await createMember(t, 'unpublished@example.lk');
    const unpublished = await addProfile(t, hiddenOwner, { name: 'Waiting', sex: 2 }, 0);
    expect((await call('POST', `/api/shortlist/${unpublished}`, family)).statusCode).toBe(404);
    expect((await call('POST', '/api/shortlist/999999', family)).statusCode).toBe(404);
    expect((await call('POST', '/api/shortlist/abc', family)).statusCode).toBe(400);
    const notMine = await call('POST', `/api/shortlist/${brides[2]}`, family, { forProfileId: brides[0] });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().fieldErrors).toEqual({ forProfileId: listText.forProfile });
    const word = await call('POST', `/api/shortlist/${brides[2]}`, family, { forProfileId: 'son' });
    expect(word.statusCode).toBe(400);
    expect(word.json().fieldErrors).toHaveProperty('forProfileId');
    expect((await shortlisted(family)).totalCount).toBe(2);
  });

  it('holds at most 100 profiles, and says so', async () => {
    const member = await createMember(t, 'collector@example.lk');
    const owner = await createMember(t, 'many@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 200 where id = ${owner.id}`);
    const ids: number[] = [];
    for (let i = 0; i < SHORTLIST_LIMIT; i++) ids.push(await addProfile(t, owner, { name: `Many ${i}`, sex: 2 }));
    const last = await addProfile(t, owner, { name: 'One too many', sex: 2 });
    await t.database.db.execute(
      sql`insert into shortlist (user_id, profile_id) select ${member.id}, id from profiles where id in ${ids}`,
    );
    const refused = await call('POST', `/api/shortlist/${last}`, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(listText.shortlistLimit);
    // One already saved can still be saved again (for another profile).
    expect((await call('POST', `/api/shortlist/${ids[0]}`, member)).statusCode).toBe(200);
    expect((await shortlisted(member)).totalCount).toBe(SHORTLIST_LIMIT);
  });

  it('drops a profile that is unpublished or whose owner blocked the member, and brings it back after', async () => {
    await t.database.db.execute(sql`update profiles set active = 0 where id = ${brides[0]}`);
    expect((await shortlisted(family)).items.map((item) => item.profileId)).not.toContain(brides[0]);
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${brides[0]}`);
    expect((await shortlisted(family)).items.map((item) => item.profileId)).toContain(brides[0]);

    const blocker = await createMember(t, 'blocker@example.lk');
    const theirs = await addProfile(t, blocker, { name: 'Blocker', sex: 2 });
    expect((await call('POST', `/api/shortlist/${theirs}`, family)).statusCode).toBe(200);
    expect((await call('POST', `/api/blocks/${son}`, blocker)).statusCode).toBe(200);
    const after = await shortlisted(family);
    expect(after.items.map((item) => item.profileId)).not.toContain(theirs);
    expect(after.totalCount).toBe(after.items.length);
    // Nor can it be saved again while the block stands.
    expect((await call('POST', `/api/shortlist/${theirs}`, family)).statusCode).toBe(404);
    await call('DELETE', `/api/blocks/${son}`, blocker);
    expect((await shortlisted(family)).items.map((item) => item.profileId)).toContain(theirs);
  });

  it('"Not interested" leaves this member’s searches, home cards and shortlist, and undo brings it back', async () => {
    expect(await searchIds(family)).toContain(brides[0]);
    const hid = await call('POST', `/api/hidden/${brides[0]}`, family);
    expect(hid.json()).toEqual({ success: true, message: listText.hidden });
    expect(await searchIds(family)).not.toContain(brides[0]);
    expect(await searchIds(family, 'sx=0&ec=6')).not.toContain(brides[0]);
    const latest = (await call('GET', '/api/pp/latest?sx=2', family)).json().items as Array<{ searchResults: string }>;
    expect(latest.map((item) => JSON.parse(item.searchResults).profileid)).not.toContain(brides[0]);
    expect((await shortlisted(family)).items.map((item) => item.profileId)).not.toContain(brides[0]);
    // Only for this member: a visitor and another member still find it.
    expect(await searchIds()).toContain(brides[0]);
    expect(await searchIds(other)).toContain(brides[0]);
    // Its page still opens (from a link in a mail, say).
    expect((await call('GET', `/api/pp/${brides[0]}`, family)).statusCode).toBe(200);

    const list = (await call('GET', '/api/hidden', family)).json();
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ profileId: brides[0], card: { name: 'Bride 0' } });
    expect((await call('GET', '/api/hidden/ids', family)).json().profileIds).toEqual([brides[0]]);
    expect((await call('POST', `/api/hidden/${brides[0]}`, family)).statusCode).toBe(200);
    expect((await call('GET', '/api/hidden', family)).json().totalCount).toBe(1);

    expect((await call('DELETE', `/api/hidden/${brides[0]}`, family)).json().message).toBe(listText.unhidden);
    expect(await searchIds(family)).toContain(brides[0]);
    expect((await call('DELETE', `/api/hidden/${brides[0]}`, family)).statusCode).toBe(404);
  });

  it('saving a hidden profile shows it again; profiles no longer published take no place in the limit', async () => {
    const member = await createMember(t, 'changed.mind@example.lk');
    expect((await call('POST', `/api/hidden/${brides[2]}`, member)).statusCode).toBe(200);
    expect((await call('POST', `/api/shortlist/${brides[2]}`, member)).statusCode).toBe(200);
    expect((await call('GET', '/api/hidden/ids', member)).json().profileIds).toEqual([]);
    expect((await shortlisted(member)).items.map((item) => item.profileId)).toEqual([brides[2]]);

    const owner = await createMember(t, 'gone.quiet@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 200 where id = ${owner.id}`);
    const gone: number[] = [];
    for (let i = 0; i < SHORTLIST_LIMIT; i++) gone.push(await addProfile(t, owner, { name: `Gone ${i}`, sex: 2 }, 0));
    await t.database.db.execute(
      sql`insert into shortlist (user_id, profile_id) select ${member.id}, id from profiles where id in ${gone}`,
    );
    expect((await shortlisted(member)).totalCount).toBe(1);
    expect((await call('POST', `/api/shortlist/${brides[1]}`, member)).statusCode).toBe(200);
  });

  it('refuses hiding one’s own profile or one not there, and more than 500', async () => {
    expect((await call('POST', `/api/hidden/${daughter}`, family)).statusCode).toBe(400);
    expect((await call('POST', '/api/hidden/999999', family)).statusCode).toBe(404);
    const member = await createMember(t, 'hider@example.lk');
    await t.database.db.execute(
      sql`insert into hidden_profiles (user_id, profile_id)
          select ${member.id}, id from profiles where id not in ${brides} and active = 1 and not report_hold limit ${HIDDEN_LIMIT}`,
    );
    const placed = (await call('GET', '/api/hidden/ids', member)).json().profileIds.length;
    if (placed < HIDDEN_LIMIT) {
      // Fewer profiles than the limit exist: fill the rest with new ones.
      const owner = await createMember(t, 'filler@example.lk');
      await t.database.db.execute(sql`update users set profile_limit = 1000 where id = ${owner.id}`);
      for (let i = placed; i < HIDDEN_LIMIT; i++) {
        const id = await addProfile(t, owner, { name: `Filler ${i}`, sex: 1 });
        await t.database.db.execute(
          sql`insert into hidden_profiles (user_id, profile_id) values (${member.id}, ${id})`,
        );
      }
    }
    const refused = await call('POST', `/api/hidden/${brides[2]}`, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(listText.hiddenLimit);
  });
});
