import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LatestResult, SearchResult } from '@vivaha/shared/public';

import { queryRows } from '#src/db/client.ts';

import {
  addPhoto,
  addProfile,
  addReviewedPhoto,
  createMember,
  createTestApp,
  type TestApp,
} from '../../../test/helpers.ts';

type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * The cards of search, latest and random show a profile's reviewed photo only when its owner has
 * not protected the photos: a protected photo stays off every card, for every viewer.
 */
describe('photos on the cards', () => {
  let t: TestApp;
  let suitor: Member;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createMember(t, 'card-family@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 10 where id = ${owner.id}`);
    for (const name of ['Protected', 'Unprotected', 'ForApproved']) {
      const id = await addProfile(t, owner, { name, sex: 2 });
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
    suitor = await createMember(t, 'card-suitor@example.lk');
    await addProfile(t, suitor, { name: 'Suitor', sex: 1 });
  });
  afterAll(() => t.close());

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
});
