import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { searchQuerySchema, type SearchResult } from '@vivaha/shared/public';

import { addProfile, createMember, dobFor, profileForm, solidImage } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { createPublicRepository } from './public.repository.ts';
import { publicText } from './public.service.ts';

describe('public portal', () => {
  const t = useTestApp();
  const [owner] = useMembers(t, 'families@example.lk');
  const ids: Record<string, number> = {};

  /** A profile of the owner's under `key`, published and reviewed unless `active` says otherwise. */
  async function add(key: string, form: Record<string, unknown>, active = 1) {
    const id = await addProfile(t, owner, form, active);
    await t.database.db.execute(sql`update profiles set reviewed = ${active === 1} where id = ${id}`);
    ids[key] = id;
    return id;
  }

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 100 where id = ${owner.id}`);
    await add('kasun', {
      name: 'Kasun',
      sex: 1,
      dob: dobFor(30),
      ethnicity: 1,
      religion: 296,
      martialstatus: 74,
      motherTonque: 1,
      education: 6,
      occupation: 54,
      residentcountry: 129,
      additionalcaste: 'Govigama',
    });
    await add('arun', {
      name: 'Arun',
      sex: 1,
      dob: dobFor(25),
      ethnicity: 2,
      religion: 65,
      martialstatus: 74,
      motherTonque: 2,
      education: 7,
      occupation: 53,
      residentcountry: 38,
      additionalcaste: 'Vellalar',
    });
    await add('rizwan', {
      name: 'Rizwan',
      sex: 1,
      dob: dobFor(40),
      ethnicity: 3,
      religion: 190,
      martialstatus: 76,
      motherTonque: 2,
      education: 4,
      occupation: 80,
      residentcountry: 76,
      additionalcaste: '',
    });
    await add('nimali', {
      name: 'Nimali',
      sex: 2,
      dob: dobFor(27),
      ethnicity: 1,
      religion: 296,
      martialstatus: 74,
      motherTonque: 1,
      education: 6,
      occupation: 55,
      residentcountry: 129,
      astro_ChevaiThosam: true,
      astro_ChartFile: 'https://example.lk/chart.pdf',
      additionalcaste: '',
    });
    await add('tharshini', {
      name: 'Tharshini',
      sex: 2,
      dob: dobFor(18),
      ethnicity: 2,
      religion: 65,
      martialstatus: 74,
      motherTonque: 2,
      education: 5,
      occupation: 78,
      residentcountry: 14,
      additionalcaste: '',
    });
    await add('hidden', { name: 'Hidden', sex: 2, dob: dobFor(30), ethnicity: 1 }, 0);
    await add('suspended', { name: 'Suspended', sex: 2, dob: dobFor(30), ethnicity: 1 }, 60);
    await add('removed', { name: 'Removed', sex: 2, dob: dobFor(30), ethnicity: 1 }, 99);
  });

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/pp/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const results = body.items.map((item: { searchResults: string }) => JSON.parse(item.searchResults) as SearchResult);
    return {
      total: body.totalCount as number,
      capped: body.countCapped as boolean,
      names: results.map((r: SearchResult) => r.name).sort(),
      results,
      items: body.items,
    };
  };

  describe('pp/search', () => {
    it('lists only published profiles', async () => {
      const { names, total } = await search('');
      expect(names).toEqual(['Arun', 'Kasun', 'Nimali', 'Rizwan', 'Tharshini']);
      expect(total).toBe(5);
    });

    it.each([
      ['sx=1', ['Arun', 'Kasun', 'Rizwan']],
      ['sx=2', ['Nimali', 'Tharshini']],
      ['ms=76', ['Rizwan']],
      ['re=65', ['Arun', 'Tharshini']],
      ['ec=1', ['Kasun', 'Nimali']],
      ['mt=2', ['Arun', 'Rizwan', 'Tharshini']],
      ['ed=6', ['Kasun', 'Nimali']],
      ['oc=53', ['Arun']],
      ['rc=38', ['Arun']],
      ['st=govi', ['Kasun']],
      ['st=VELL', ['Arun']],
      ['sx=1&ec=2&re=65', ['Arun']],
      ['sx=2&mt=1&ed=6&rc=129', ['Nimali']],
      ['sx=1&rc=129&oc=53', []],
      ['re=999', []],
      ['sx=0&ms=0&re=0', ['Arun', 'Kasun', 'Nimali', 'Rizwan', 'Tharshini']],
    ])('filters by %s', async (query, expected) => {
      expect((await search(query)).names).toEqual(expected);
    });

    it('takes ages from dob today, bounds included, 18 to 70 when absent', async () => {
      expect((await search('af=25&at=30')).names).toEqual(['Arun', 'Kasun', 'Nimali']);
      expect((await search('af=18&at=18')).names).toEqual(['Tharshini']);
      expect((await search('af=31&at=45')).names).toEqual(['Rizwan']);
      expect((await search('af=&at=')).total).toBe(5);
    });

    it('pages with totalCount', async () => {
      const first = await search('pageSize=2&page=1');
      const third = await search('pageSize=2&page=3');
      expect(first.total).toBe(5);
      expect(first.items).toHaveLength(2);
      expect(first.capped).toBe(false);
      expect(third.items).toHaveLength(1);
      const all = [...first.names, ...(await search('pageSize=2&page=2')).names, ...third.names].sort();
      expect(all).toEqual(['Arun', 'Kasun', 'Nimali', 'Rizwan', 'Tharshini']);
    });

    it('counts a set number of matches past the page asked for, so the pager reaches every match', async () => {
      // A count that stops after 3 matches past the page's start, over the 5 published profiles.
      const repository = createPublicRepository(t.database.db, { countCap: 3 });
      const query = (page: number) => searchQuerySchema.parse({ pageSize: 2, page });
      const first = await repository.search(query(1));
      expect(first).toMatchObject({ totalCount: 3, capped: true });
      expect(first.rows).toHaveLength(2);
      // Page 2 (the last the first count shows) counts on: 2 + 3 = 5, all of them.
      const second = await repository.search(query(2));
      expect(second).toMatchObject({ totalCount: 5, capped: false });
      const third = await repository.search(query(3));
      expect(third.rows.map((row) => row.name)).toHaveLength(1);
      const names = [...first.rows, ...second.rows, ...third.rows].map((row) => row.name).sort();
      expect(names).toEqual(['Arun', 'Kasun', 'Nimali', 'Rizwan', 'Tharshini']);
    });

    it('does not count a broad search again for a minute, but counts every exact total afresh', async () => {
      const repository = createPublicRepository(t.database.db, { countCap: 3 });
      const query = (params: Record<string, unknown>) => searchQuerySchema.parse({ pageSize: 2, ...params });
      expect(await repository.search(query({}))).toMatchObject({ totalCount: 3, capped: true });
      expect(await repository.search(query({ sx: 2 }))).toMatchObject({ totalCount: 2, capped: false });
      // Three of the five leave: "more than 3" stands (it is no news for a minute), the cards do not.
      await t.database.db.execute(
        sql`update profiles set active = 0 where id in (${ids.arun}, ${ids.kasun}, ${ids.nimali})`,
      );
      try {
        const broad = await repository.search(query({}));
        expect(broad).toMatchObject({ totalCount: 3, capped: true });
        expect(broad.rows.map((row) => row.name).sort()).toEqual(['Rizwan', 'Tharshini']);
        // An exact total is counted each time: Nimali has gone.
        expect(await repository.search(query({ sx: 2 }))).toMatchObject({ totalCount: 1, capped: false });
        // A new server counts anew.
        const fresh = createPublicRepository(t.database.db, { countCap: 3 });
        expect(await fresh.search(query({}))).toMatchObject({ totalCount: 2, capped: false });
      } finally {
        await t.database.db.execute(
          sql`update profiles set active = 1 where id in (${ids.arun}, ${ids.kasun}, ${ids.nimali})`,
        );
      }
    });

    it('answers an empty page past the last match, not an error', async () => {
      const past = await search('page=400&pageSize=50');
      expect(past.items).toEqual([]);
      expect(past.total).toBe(5);
      expect(past.capped).toBe(false);
      // The pager reaches the last of a million profiles; beyond that the page number is refused.
      expect((await search('page=100000')).items).toEqual([]);
      const beyond = await t.app.inject({ method: 'GET', url: '/api/pp/search?page=100001' });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().message).toMatch(/^page: /);
    });

    it('shows the card fields, the Mangalik and chart flags and a profile address', async () => {
      const { results, items } = await search('sx=2&ec=1');
      expect(results[0]).toMatchObject({
        name: 'Nimali',
        ethnicity: 'Sinhalese',
        religion: 'Buddhist',
        martialstatus: 'Never Married',
        occupation: 'Teacher',
        residentcountry: 'Sri Lanka',
        astroChevaiThosam: true,
        ChartAvailable: true,
        profileURL: `/profile/${ids.nimali}_Nimali`,
        defaultimage: '',
      });
      expect(results[0].age).toBe(27);
      expect(items[0].lastSeen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it.each([
      ['af=2a', 'af'],
      ['at=123', 'at'],
      ['st=abcdefghijklmnop', 'st'],
      ['sx=3', 'sx'],
      ['ms=abc', 'ms'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/pp/search?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(field);
    });
  });

  describe('pp/latest and pp/random', () => {
    it('latest lists published profiles of one sex, newest first', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=2' });
      const names = response.json().items.map((item: { searchResults: string }) => JSON.parse(item.searchResults).name);
      expect(names).toEqual(['Tharshini', 'Nimali']);
      const first = JSON.parse(response.json().items[0].searchResults);
      expect(Object.keys(first).sort()).toEqual(
        [
          'age',
          'defaultimage',
          'education',
          'ethnicity',
          'livingcity',
          'martialstatus',
          'name',
          'occupation',
          // Beside the spec's fields: whether a photo is there but kept back from this viewer.
          'photoProtected',
          'profileURL',
          'profileid',
          'religion',
          'sex',
          // And the checks whose badges the profile shows (verification).
          'verified',
        ].sort(),
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=5' })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/pp/latest' })).statusCode).toBe(400);
    });

    it('random gives published profiles only', async () => {
      for (let i = 0; i < 5; i++) {
        const items = (await t.app.inject({ method: 'GET', url: '/api/pp/random' })).json().items;
        const names = items.map((item: { searchResults: string }) => JSON.parse(item.searchResults).name).sort();
        expect(names).toEqual(['Arun', 'Kasun', 'Nimali', 'Rizwan', 'Tharshini']);
      }
    });
  });

  describe('pp/{id}', () => {
    const view = (id: number | string, headers = {}) => t.app.inject({ method: 'GET', url: `/api/pp/${id}`, headers });

    it('gives a visitor the public sections and no protected data anywhere in the body', async () => {
      const png = await solidImage('png', 300, 300, '#123456');
      const boundary = 'b0undary';
      await t.app.inject({
        method: 'POST',
        url: `/api/profilecx/${ids.nimali}/images`,
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      // The team has reviewed the new photo (the review itself is tested in review.test.ts).
      await t.database.db.execute(sql`update profile_images set reviewed = true where profile_id = ${ids.nimali!}`);
      const response = await view(ids.nimali!);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        showphoto: false,
        showcontact: false,
        showastro: false,
        photoprotected: true,
        photoavailable: true,
        permisionData: [],
      });
      expect(JSON.parse(body.searchResults)).toMatchObject({
        name: 'Nimali',
        ethnicity: 'Sinhalese',
        mothertonque: 'Sinhala',
      });
      expect(JSON.parse(body.contactDetails)).toEqual({ message: publicText.contact });
      expect(JSON.parse(body.astroDetails)).toEqual({ message: publicText.astro });
      expect(JSON.parse(body.imageDisplay)).toEqual({ items: [], message: publicText.photo });
      for (const secret of [
        '+94 77 123 4567',
        'family.perera@example.lk',
        '12 Lake Road',
        '/api/media/',
        '06:45',
        'chart.pdf',
      ]) {
        expect(response.body).not.toContain(secret);
      }
    });

    it('gives the owner everything, photos included', async () => {
      const body = (await view(ids.nimali!, owner.auth)).json();
      expect(body).toMatchObject({ showphoto: true, showcontact: true, showastro: true, photoavailable: true });
      expect(JSON.parse(body.contactDetails)).toMatchObject({
        mobile: '+94 77 123 4567',
        email: 'family.perera@example.lk',
      });
      expect(JSON.parse(body.astroDetails)).toMatchObject({
        astro_birthdaytime: expect.stringContaining('06:45'),
        astroChevaiThosam: true,
      });
      const images = JSON.parse(body.imageDisplay).items;
      expect(images).toHaveLength(1);
      expect((await t.app.inject({ method: 'GET', url: images[0].imagename, headers: owner.auth })).statusCode).toBe(
        200,
      );
    });

    it('opens protected details to a member with a published profile of the other sex only', async () => {
      const suitor = await createMember(t, 'suitor@example.lk');
      const own = (
        await t.app.inject({
          method: 'POST',
          url: '/api/profilecx',
          payload: profileForm({ name: 'Suitor', sex: 1 }),
          headers: suitor.auth,
        })
      ).json().profileId;
      let body = (await view(ids.nimali!, suitor.auth)).json();
      expect(body.showcontact).toBe(false);
      expect(body.permisionData).toEqual([{ profileId: own, name: 'Suitor', request: null }]);

      await t.database.db.execute(sql`update profiles set active = 1 where id = ${own}`);
      body = (await view(ids.nimali!, suitor.auth)).json();
      expect(body).toMatchObject({ showcontact: true, showastro: true, showphoto: true });
      expect(JSON.parse(body.contactDetails).mobile).toBe('+94 77 123 4567');

      const sameSex = (await view(ids.kasun!, suitor.auth)).json();
      expect(sameSex.showcontact).toBe(false);
      expect(JSON.parse(sameSex.contactDetails)).toEqual({ message: publicText.contact });
    });

    it('hides a profile that is not published from everyone but its owner', async () => {
      for (const key of ['hidden', 'suspended', 'removed']) {
        expect((await view(ids[key]!)).statusCode).toBe(404);
        expect((await view(ids[key]!, owner.auth)).statusCode).toBe(200);
      }
      expect((await view(999_999)).statusCode).toBe(404);
      expect((await view('abc')).statusCode).toBe(400);
    });

    it('reads a profile id only as plain digits: 016, +16, 0x10, 1e1 and "16 " are refused, naming the field', async () => {
      const id = ids.arun!;
      expect((await view(id)).statusCode).toBe(200);
      for (const written of [`0${id}`, `+${id}`, `0x${id.toString(16)}`, `${id}%20`, `%20${id}`, `${id}.0`, '1e1']) {
        const answer = await view(written);
        expect(answer.statusCode, written).toBe(400);
        expect(answer.json().message, written).toContain('The profile id must be a number.');
      }
    });

    it('counts a view once a day per viewer, and never the owner’s own', async () => {
      const count = async () =>
        (
          (await t.database.db.execute(sql`select view_count from profiles where id = ${ids.arun}`)) as unknown as {
            rows: Array<{ view_count: number }>;
          }
        ).rows[0]!.view_count;
      const before = await count();
      await t.app.inject({ method: 'GET', url: `/api/pp/${ids.arun}`, remoteAddress: '10.7.7.7' });
      await t.app.inject({ method: 'GET', url: `/api/pp/${ids.arun}`, remoteAddress: '10.7.7.7' });
      expect(await count()).toBe(before + 1);
      await t.app.inject({ method: 'GET', url: `/api/pp/${ids.arun}`, remoteAddress: '10.7.7.8' });
      expect(await count()).toBe(before + 2);
      await view(ids.arun!, owner.auth);
      expect(await count()).toBe(before + 2);
      // Many at once (written together): each viewer counted once, none lost.
      await Promise.all(
        ['10.7.8.1', '10.7.8.2', '10.7.8.3', '10.7.8.1', '10.7.8.4', '10.7.8.2'].map((remoteAddress) =>
          t.app.inject({ method: 'GET', url: `/api/pp/${ids.arun}`, remoteAddress }),
        ),
      );
      expect(await count()).toBe(before + 6);
    });

    it('counts views given together: a pair twice is one view, each profile gains its own', async () => {
      const views = async () =>
        new Map(
          (
            (await t.database.db.execute(
              sql`select id, view_count from profiles where id in (${ids.kasun}, ${ids.nimali})`,
            )) as unknown as { rows: Array<{ id: number; view_count: number }> }
          ).rows.map((row) => [row.id, row.view_count]),
        );
      const before = await views();
      await createPublicRepository(t.database.db).countViews([
        { profileId: ids.nimali!, viewerKey: 'v:together-1' },
        { profileId: ids.kasun!, viewerKey: 'v:together-1' },
        { profileId: ids.kasun!, viewerKey: 'v:together-2' },
        { profileId: ids.kasun!, viewerKey: 'v:together-1' },
      ]);
      const after = await views();
      expect(after.get(ids.kasun!)).toBe(before.get(ids.kasun!)! + 2);
      expect(after.get(ids.nimali!)).toBe(before.get(ids.nimali!)! + 1);
    });
  });
});
