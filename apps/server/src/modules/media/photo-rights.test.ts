import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import {
  addProfile,
  addReviewedPhoto,
  approveRequest,
  cookieOf,
  type Member,
  type TestApp,
  withdrawApproval,
} from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** The photo addresses a viewer's answer for a profile's page carries (full, thumbnail, medium). */
async function photoAddresses(t: TestApp, profileId: number, viewer?: Member): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/pp/${profileId}`, headers: viewer?.auth ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  const items = JSON.parse(response.json().imageDisplay).items as Array<Record<string, string>>;
  return items.flatMap((item) => [item.imagename!, item.thumbnail!, item.medium!]);
}

const photo = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * A photo address names the viewer it was written for and answers only while that viewer may see
 * the photo now: a block, a withdrawn approval or the owner's "Only members I approve" closes it
 * (issue 33, point 5).
 */
describe('photo addresses follow the owner’s decision', () => {
  const t = useTestApp();
  const [owner, suitor, other, approved] = useMembers(
    t,
    'rights-owner@example.lk',
    'rights-suitor@example.lk',
    'rights-other@example.lk',
    'rights-approved@example.lk',
  );
  let bride: number;
  let approvedAsking: number;

  beforeAll(async () => {
    bride = await addProfile(t, owner, { name: 'Dilini', sex: 2 });
    await addReviewedPhoto(t, owner, bride);
    // Two members who see the protected photos through their published profiles of the other sex.
    await addProfile(t, suitor, { name: 'Ruwan', sex: 1 });
    await addProfile(t, other, { name: 'Chaminda', sex: 1 });
    // One who sees them only by the owner's approval: his profile is not published yet.
    approvedAsking = await addProfile(t, approved, { name: 'Nuwan', sex: 1 }, 0);
    await approveRequest(t, approved, approvedAsking, owner, bride);
  });

  it('answers the member it was written for, by the session cookie or the bearer token, kept privately for a minute at most', async () => {
    for (const url of await photoAddresses(t, bride, suitor)) {
      const byCookie = await photo(t, url, cookieOf(suitor));
      expect(byCookie.statusCode, url).toBe(200);
      expect(byCookie.headers['content-type']).toBe('image/webp');
      const match = /^private, max-age=(\d+)$/.exec(String(byCookie.headers['cache-control']));
      expect(match, String(byCookie.headers['cache-control'])).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThan(0);
      expect(Number(match![1])).toBeLessThanOrEqual(60);
      expect((await photo(t, url, suitor.auth)).statusCode).toBe(200);
    }
  });

  it('answers 404 to another member and to a visitor using a member’s address', async () => {
    const [url] = await photoAddresses(t, bride, suitor);
    expect((await photo(t, url!, cookieOf(other))).statusCode).toBe(404);
    expect((await photo(t, url!, other.auth)).statusCode).toBe(404);
    expect((await photo(t, url!)).statusCode).toBe(404);
    // Another member's own address answers him: the photo is not closed to him.
    const [his] = await photoAddresses(t, bride, other);
    expect((await photo(t, his!, cookieOf(other))).statusCode).toBe(200);
  });

  it('cannot be made to name another viewer: the viewer is part of the signature', async () => {
    const [url] = await photoAddresses(t, bride, suitor);
    const retold = url!.includes('&v=')
      ? url!.replace(/([?&])v=\d+/, `$1v=${other.id}`)
      : url!.replace('&s=', `&v=${other.id}&s=`);
    expect((await photo(t, retold, cookieOf(other))).statusCode).toBe(404);
    // Nor as a visitor's address, without the viewer.
    expect((await photo(t, url!.replace(/&v=\d+/, ''))).statusCode).toBe(404);
    expect((await photo(t, url!.replace(/&v=\d+/, ''), cookieOf(suitor))).statusCode).toBe(404);
  });

  it('answers 404 once the owner blocks the member, and once the member blocks the owner', async () => {
    const [url] = await photoAddresses(t, bride, suitor);
    const hisProfile = (await suitorProfile())!;
    onTestFinished(async () => {
      await t.app.inject({ method: 'DELETE', url: `/api/blocks/${hisProfile}`, headers: owner.auth });
      await t.app.inject({ method: 'DELETE', url: `/api/blocks/${bride}`, headers: suitor.auth });
    });
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(200);
    const blocked = await t.app.inject({ method: 'POST', url: `/api/blocks/${hisProfile}`, headers: owner.auth });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/blocks/${hisProfile}`, headers: owner.auth });
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(200);

    const his = await t.app.inject({ method: 'POST', url: `/api/blocks/${bride}`, headers: suitor.auth });
    expect(his.statusCode, his.body).toBe(200);
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(404);
  });

  it('answers 404 once the owner withdraws the approval', async () => {
    const urls = await photoAddresses(t, bride, approved);
    expect(urls.length).toBeGreaterThan(0);
    expect((await photo(t, urls[0]!, cookieOf(approved))).statusCode).toBe(200);
    const [request] = (
      await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals?status=1', headers: owner.auth })
    ).json().items as Array<{ id: number }>;
    const withdrawn = await withdrawApproval(t, owner, request!.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    for (const url of urls) expect((await photo(t, url, cookieOf(approved))).statusCode).toBe(404);
  });

  it('answers 404 to a member the owner has not approved once she keeps the photos for approved members', async () => {
    const [url] = await photoAddresses(t, bride, suitor);
    const [own] = await photoAddresses(t, bride, owner);
    const choose = (photovisibility: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profilecx/${bride}`,
        payload: { photovisibility },
        headers: owner.auth,
      });
    onTestFinished(async () => void (await choose('members')));
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(200);
    const chosen = await choose('approved');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(404);
    // Her own address still shows her the photo.
    expect((await photo(t, own!, cookieOf(owner))).statusCode).toBe(200);
    await choose('members');
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(200);
  });

  async function suitorProfile() {
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from profiles where name = 'Ruwan'`);
    return row?.id;
  }
});

describe('a visitor’s photo address', () => {
  const t = useTestApp();
  const [owner] = useMembers(t, 'visitor-photo@example.lk');
  let bride: number;
  let key: string;

  beforeAll(async () => {
    bride = await addProfile(t, owner, { name: 'Sachini', sex: 2 });
    key = await addReviewedPhoto(t, owner, bride);
    await t.database.db.execute(sql`update profiles set photo_protected = false where id = ${bride}`);
  });

  it('of an unprotected photo answers anyone, cacheable by the browser and for a minute by a shared cache', async () => {
    const urls = await photoAddresses(t, bride);
    const search = await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2' });
    const card = JSON.parse(search.json().items[0].searchResults).defaultimage as string;
    expect(card).toContain(key);
    for (const url of [...urls, card]) {
      const before = Math.floor(Date.now() / 1000);
      const response = await photo(t, url);
      expect(response.statusCode, url).toBe(200);
      const match = /^public, max-age=(\d+), s-maxage=60, immutable$/.exec(String(response.headers['cache-control']));
      expect(match, String(response.headers['cache-control'])).not.toBeNull();
      const expires = Number(new URL(url, 'http://localhost').searchParams.get('e'));
      expect(Number(match![1])).toBeLessThanOrEqual(expires - before);
      expect(Number(match![1])).toBeGreaterThanOrEqual(expires - before - 2);
    }
  });

  it('answers 404 once the owner protects the photos', async () => {
    const [url] = await photoAddresses(t, bride);
    expect((await photo(t, url!)).statusCode).toBe(200);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${bride}`,
      payload: { photovisibility: 'approved' },
      headers: owner.auth,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await photo(t, url!)).statusCode).toBe(404);
  });
});

/**
 * Another server's change (here, written straight into the database) reaches this one through the
 * rights it keeps expiring: the test shortens their minute to a second.
 */
describe('a change made through another server', () => {
  const t = useTestApp({}, { photoRightSeconds: 1 });
  const [owner, suitor] = useMembers(t, 'ttl-owner@example.lk', 'ttl-suitor@example.lk');
  let bride: number;

  beforeAll(async () => {
    bride = await addProfile(t, owner, { name: 'Iresha', sex: 2 });
    await addReviewedPhoto(t, owner, bride);
    await addProfile(t, suitor, { name: 'Kasun', sex: 1 });
  });

  const afterTheTtl = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it('closes a member’s old address within the rights’ time: a block', async () => {
    const [url] = await photoAddresses(t, bride, suitor);
    onTestFinished(async () => {
      await t.database.db.execute(sql`delete from blocks`);
      await afterTheTtl();
    });
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(200);
    await t.database.db.execute(sql`insert into blocks (blocker_id, blocked_id, profile_id, profile_name)
      values (${owner.id}, ${suitor.id}, ${bride}, 'Kasun')`);
    await afterTheTtl();
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(404);
  });

  it('closes a member’s old address within the rights’ time: "Only members I approve"', async () => {
    const [url] = await photoAddresses(t, bride, suitor);
    onTestFinished(async () => {
      await t.database.db.execute(sql`update profiles set photo_visibility = 'members'`);
      await afterTheTtl();
    });
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(200);
    await t.database.db.execute(sql`update profiles set photo_visibility = 'approved' where id = ${bride}`);
    await afterTheTtl();
    expect((await photo(t, url!, cookieOf(suitor))).statusCode).toBe(404);
  });

  it('closes a visitor’s old address within the rights’ time when the profile is no longer published', async () => {
    await t.database.db.execute(sql`update profiles set photo_protected = false where id = ${bride}`);
    const [url] = await photoAddresses(t, bride);
    expect((await photo(t, url!)).statusCode).toBe(200);
    await t.database.db.execute(sql`update profiles set active = 60 where id = ${bride}`);
    await afterTheTtl();
    expect((await photo(t, url!)).statusCode).toBe(404);
  });
});
