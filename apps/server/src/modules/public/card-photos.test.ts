import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { LatestResult, SearchResult } from '@vivaha/shared/public';

import { queryRows } from '#src/db/client.ts';

import {
  addPhoto,
  addProfile,
  addReviewedPhoto,
  approveRequest,
  createAdmin,
  createMember,
  type Member,
} from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/**
 * The cards of search, latest, random and the shortlist show a profile's reviewed photo to a
 * viewer who may see it on the profile page without a new look: anyone, where the owner has not
 * protected the photos; the owner, the team and the members the owner approved, always; a member
 * under the opposite-sex rule, once they opened that profile's photos on its page. No one else.
 */
describe('photos on the cards', () => {
  const t = useTestApp();
  const [owner, suitor] = useMembers(t, 'card-family@example.lk', 'card-suitor@example.lk');
  let suitorProfile: number;
  const keys: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 10 where id = ${owner.id}`);
    for (const name of ['Protected', 'Unprotected', 'ForApproved']) {
      const id = await addProfile(t, owner, { name, sex: 2 });
      ids[name] = id;
      keys[name] = await addReviewedPhoto(t, owner, id);
      await t.database.db.execute(sql`
        update profiles set
          photo_protected = ${name === 'Protected'},
          photo_visibility = ${name === 'ForApproved' ? 'approved' : 'members'}
        where id = ${id}`);
    }
    // Protected, but with no photo yet: nothing to keep back. And an unreviewed photo waits for the
    // team, so it is not yet a photo to speak of.
    await addProfile(t, owner, { name: 'NoPhoto', sex: 2 });
    const waiting = await addProfile(t, owner, { name: 'Unreviewed', sex: 2 });
    await addPhoto(t, owner, waiting);
    await t.database.db.execute(
      sql`update profiles set photo_protected = true where name in ('NoPhoto', 'Unreviewed')`,
    );
    // A member whose published profile of the other sex opens protected photos on the profile view.
    suitorProfile = await addProfile(t, suitor, { name: 'Suitor', sex: 1 });
  });

  const cards = async (url: string, viewer?: Member) => {
    const response = await t.app.inject({ method: 'GET', url, headers: viewer?.auth ?? {} });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as Array<{ searchResults: string }>;
    const byName = Object.fromEntries(
      items.map((item) => JSON.parse(item.searchResults) as LatestResult).map((card) => [card.name, card]),
    );
    return { body: response.body, byName };
  };

  for (const url of ['/api/pp/search?sx=2', '/api/pp/latest?sx=2', '/api/pp/random']) {
    for (const who of ['a visitor', 'a member with a published profile of the other sex']) {
      it(`${url} shows ${who} the unprotected photo and no protected one`, async () => {
        const { body, byName } = await cards(url, who === 'a visitor' ? undefined : suitor);
        expect(Object.keys(byName)).toEqual(expect.arrayContaining(['Protected', 'Unprotected', 'ForApproved']));
        expect(byName.Unprotected!.defaultimage).toContain(keys.Unprotected);
        expect(byName.Protected!.defaultimage).toBe('');
        expect(byName.ForApproved!.defaultimage).toBe('');
        // Nowhere else in the answer either.
        expect(body).not.toContain(keys.Protected);
        expect(body).not.toContain(keys.ForApproved);
      });
    }
  }

  for (const who of ['a visitor', 'a member with a published profile of the other sex']) {
    it(`a search card tells ${who} that the photos are protected, only when a reviewed photo is kept back`, async () => {
      const { body, byName } = await cards('/api/pp/search?sx=2', who === 'a visitor' ? undefined : suitor);
      const protectedOf = (name: string) => (byName[name] as unknown as SearchResult).photoProtected;
      expect(protectedOf('Protected')).toBe(true);
      expect(protectedOf('ForApproved')).toBe(true);
      expect(protectedOf('Unprotected')).toBe(false);
      expect(protectedOf('NoPhoto')).toBe(false);
      expect(protectedOf('Unreviewed')).toBe(false);
      expect(byName.Unreviewed!.defaultimage).toBe('');
      // The flag is all it says: no address of the photo kept back.
      expect(body).not.toContain(keys.Protected);
    });
  }

  it('the protected photo is there to be hidden: its owner has it and the profile says a photo is available', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from profiles where name = 'Protected' and default_image_id is not null and image_count = 1`,
    );
    expect(row).toBeDefined();
    const view = (await t.app.inject({ method: 'GET', url: `/api/pp/${row!.id}` })).json();
    expect(view).toMatchObject({ showphoto: false, photoavailable: true, photoprotected: true });
  });
  const LISTS = ['/api/pp/search?sx=2', '/api/pp/latest?sx=2', '/api/pp/random'];

  /** The card of each profile on every list (and the shortlist, where it was saved), as `viewer` gets it. */
  const everyCard = async (viewer: Member) => {
    const found: Array<Record<string, LatestResult>> = [];
    for (const url of LISTS) found.push((await cards(url, viewer)).byName);
    const shortlist = await t.app.inject({ method: 'GET', url: '/api/shortlist', headers: viewer.auth });
    expect(shortlist.statusCode, shortlist.body).toBe(200);
    const saved = shortlist.json<{ items: Array<{ card: LatestResult }> }>().items.map((item) => item.card);
    found.push(Object.fromEntries(saved.map((card) => [card.name, card])));
    return found;
  };
  const save = async (viewer: Member, name: string) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/shortlist/${ids[name]}`, headers: viewer.auth });
    expect(response.statusCode, response.body).toBe(200);
  };
  const photoLoads = async (address: string, viewer?: Member) =>
    (await t.app.inject({ method: 'GET', url: address, headers: viewer?.auth ?? {} })).statusCode;

  it('a member the owner approved sees the protected and the approved-only photos on every card, and they load for them alone', async () => {
    const approved = await createMember(t, 'card-approved@example.lk');
    const asking = await addProfile(t, approved, { name: 'Approved', sex: 1 });
    await approveRequest(t, approved, asking, owner, ids.Protected!);
    await approveRequest(t, approved, asking, owner, ids.ForApproved!);
    for (const name of ['Protected', 'ForApproved', 'Unprotected']) await save(approved, name);
    for (const byName of await everyCard(approved)) {
      for (const name of ['Protected', 'ForApproved', 'Unprotected']) {
        expect(byName[name]?.defaultimage, name).toContain(keys[name]);
        expect(byName[name]?.photoProtected, name).toBe(false);
      }
    }
    const { byName } = await cards('/api/pp/search?sx=2', approved);
    expect(await photoLoads(byName.Protected!.defaultimage, approved)).toBe(200);
    // The address was written for them: nobody else opens it.
    expect(await photoLoads(byName.Protected!.defaultimage)).not.toBe(200);
    expect(await photoLoads(byName.Protected!.defaultimage, suitor)).not.toBe(200);
  });

  it('the owner and the team see every photo on the cards', async () => {
    const admin = await createAdmin(t, 'card-team@example.lk');
    for (const viewer of [owner, admin]) {
      const { byName } = await cards('/api/pp/search?sx=2', viewer);
      for (const name of ['Protected', 'ForApproved', 'Unprotected']) {
        expect(byName[name]?.defaultimage, name).toContain(keys[name]);
      }
    }
  });

  it('under the opposite-sex rule, a protected photo reaches the cards once its page was opened, and one kept for approved members never does', async () => {
    for (const name of ['Protected', 'ForApproved']) await save(suitor, name);
    for (const byName of await everyCard(suitor)) {
      expect(byName.Protected?.defaultimage).toBe('');
      expect(byName.Protected?.photoProtected).toBe(true);
    }
    for (const name of ['Protected', 'ForApproved']) {
      const view = await t.app.inject({ method: 'GET', url: `/api/pp/${ids[name]}`, headers: suitor.auth });
      expect(view.statusCode, view.body).toBe(200);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/pp/${ids.Protected}`, headers: suitor.auth })).json(),
    ).toMatchObject({ showphoto: true });
    for (const byName of await everyCard(suitor)) {
      expect(byName.Protected?.defaultimage).toContain(keys.Protected);
      expect(byName.Protected?.photoProtected).toBe(false);
      expect(byName.ForApproved?.defaultimage).toBe('');
      expect(byName.ForApproved?.photoProtected).toBe(true);
    }
    // A visitor and a member who opened nothing still see neither.
    const other = await createMember(t, 'card-other@example.lk');
    await addProfile(t, other, { name: 'Other', sex: 1 });
    for (const viewer of [undefined, other]) {
      const { body } = await cards('/api/pp/search?sx=2', viewer);
      expect(body).not.toContain(keys.Protected);
      expect(body).not.toContain(keys.ForApproved);
    }
    expect(suitorProfile).toBeGreaterThan(0);
  });
});
