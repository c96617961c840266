import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { profileMessages as m, tooLong } from '@vivaha/shared/profile';

import { queryRows } from '#src/db/client.ts';
import { englishOf } from '#src/lib/http-errors.ts';
import { fill } from '#src/lib/messages.ts';

import { countRows, createMember, dobFor, profileForm } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { profileText } from './profiles.service.ts';

describe('member profiles', () => {
  const t = useTestApp();
  const [owner, other] = useMembers(t, 'owner@example.lk', 'other@example.lk');
  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 50 where id = ${owner.id}`);
  });

  const create = (body: object, headers = owner.auth) =>
    t.app.inject({ method: 'POST', url: '/api/profilecx', payload: body, headers });

  it('creates a profile that starts inactive and not reviewed, and reads it back with every field', async () => {
    const response = await create(profileForm());
    expect(response.statusCode).toBe(201);
    const { success, message, profileId } = response.json();
    expect({ success, message }).toEqual({ success: true, message: profileText.created });

    const read = await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth });
    expect(read.statusCode).toBe(200);
    const profile = read.json();
    expect(profile).toMatchObject({
      profileid: profileId,
      fk_custid: owner.id,
      name: 'Nimali',
      martialstatus: 74,
      martialstatusText: 'Never Married',
      motherTonque: 1,
      motherTonqueText: 'Sinhala',
      religionText: 'Buddhist',
      occupationText: 'Software Professional',
      citizencountryText: 'Sri Lanka',
      sexText: 'Female',
      ex_other: 'A kind, educated partner.',
      astro_birthdaytime: '1996-04-12T06:45',
      timeOfBirth: '06:45',
      active: 0,
      reviewed: false,
      horprotected: true,
      photoprotected: true,
      contactprotected: true,
      images: [],
    });
    expect(profile.age).toBeGreaterThanOrEqual(29);
    expect(profile.astro_starText).toBeTruthy();
  });

  it('keeps no birth time when none is given', async () => {
    const { profileId } = (
      await create(profileForm({ timeOfBirth: '', astro_birthdaytime: '1990-01-01T10:00' }))
    ).json();
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth })
    ).json();
    expect(profile.astro_birthdaytime).toBeNull();
    expect(profile.timeOfBirth).toBe('');
  });

  it.each([
    ['name', { name: '  ' }, m.nameRequired],
    ['createdby', { createdby: 0 }, m.createdbyRequired],
    ['martialstatus', { martialstatus: undefined }, m.martialstatusRequired],
    ['dob', { dob: '' }, m.dobRequired],
    ['sex', { sex: 0 }, m.sexRequired],
    ['citizencountry', { citizencountry: 0 }, m.citizencountryRequired],
    ['ethnicity', { ethnicity: 0 }, m.ethnicityRequired],
    ['motherTonque', { motherTonque: 0 }, m.motherTonqueRequired],
    ['email', { email: '' }, m.emailRequired],
    ['contactname', { contactname: '' }, m.contactnameRequired],
    ['mobile', { mobile: ' ' }, m.mobileRequired],
    ['religion', { religion: 12345 }, m.notInList],
    ['occupation', { occupation: -1 }, m.notInList],
    ['martialstatus', { martialstatus: 73 }, m.notInList],
    ['title', { title: 'King' }, m.notInList],
    ['timeOfBirth', { timeOfBirth: '25:61' }, m.timeInvalid],
    ['dob', { dob: '1995-02-30' }, m.dateInvalid],
    ['astro_ChartFile', { astro_ChartFile: 'javascript:alert(1)' }, m.linkInvalid],
    ['other', { other: 'x'.repeat(2001) }, tooLong(2000)],
    ['name', { name: 'x'.repeat(61) }, tooLong(60)],
  ])('refuses a bad %s (%o) with its message and stores nothing', async (field, change, message) => {
    const before = await countRows(t.database, 'profiles');
    const response = await create(profileForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(englishOf(message));
    expect(await countRows(t.database, 'profiles')).toBe(before);
  });

  // The message of several refused fields is the first in the edit form's order, where the form takes the person back to.
  it.each([
    [{ name: '', createdby: 0 }, `name: ${m.nameRequired}`],
    [{ email: '', mobile: '' }, `email: ${m.emailRequired}`],
    [{ timeOfBirth: '25:61', email: '' }, `timeOfBirth: ${m.timeInvalid}`],
  ])('says the first of several refused fields (%o) in the form’s order, and names each', async (change, message) => {
    const response = await create(profileForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(Object.keys(change).sort());
  });

  it('applies the age-18 rule by year, month and day', async () => {
    const young = await create(profileForm({ dob: dobFor(18, 1) }));
    expect(young.statusCode).toBe(400);
    expect(young.json().fieldErrors.dob).toBe(m.tooYoung);
    const exactly = await create(profileForm({ dob: dobFor(18) }), other.auth);
    expect(exactly.statusCode).toBe(201);
  });

  it('refuses a fourth profile with 409 and says how to ask for more', async () => {
    const member = await createMember(t, 'limit@example.lk');
    for (let i = 0; i < 3; i++)
      expect((await create(profileForm({ name: `P${i}` }), member.auth)).statusCode).toBe(201);
    const fourth = await create(profileForm({ name: 'P3' }), member.auth);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(fill(profileText.limit, { limit: 3 }));
    expect(fourth.json().message).toContain('Increase my allowed profile limit');

    await t.database.db.execute(sql`update users set profile_limit = 4 where id = ${member.id}`);
    expect((await create(profileForm({ name: 'P3' }), member.auth)).statusCode).toBe(201);
  });

  it('lists only the caller’s profiles, with search by name or id and paging', async () => {
    const member = await createMember(t, 'lister@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 12 where id = ${member.id}`);
    const ids: number[] = [];
    for (const [i, name] of [
      'Kasun',
      'Dilini',
      'Kavindi',
      'Ruwan',
      'Tharindu',
      'Sajith',
      'Amali',
      'Chamara',
      'Nadeesha',
      'Lahiru',
      'Kaveesha',
    ].entries()) {
      const body = profileForm({ name, sex: i % 2 ? 2 : 1 });
      ids.push((await create(body, member.auth)).json().profileId);
    }
    const page1 = (
      await t.app.inject({ method: 'GET', url: '/api/profilecx?page=1&pageSize=10', headers: member.auth })
    ).json();
    expect(page1.totalCount).toBe(11);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({
      profileId: ids.at(-1),
      name: 'Kaveesha',
      viewCount: 0,
      reviewed: false,
      active: 0,
      sex: 'Male',
    });
    expect(page1.items[0].age).toBeGreaterThan(18);
    const page2 = (
      await t.app.inject({ method: 'GET', url: '/api/profilecx?page=2&pageSize=10', headers: member.auth })
    ).json();
    expect(page2.items.map((item: { name: string }) => item.name)).toEqual(['Kasun']);

    const search = (text: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/profilecx?searchtext=${encodeURIComponent(text)}`, headers: member.auth })
        .then((r) => r.json());
    expect((await search('kav')).items.map((item: { name: string }) => item.name).sort()).toEqual(
      ['Kavindi', 'Kaveesha'].sort(),
    );
    expect((await search(String(ids[3]))).items.map((item: { name: string }) => item.name)).toEqual(['Ruwan']);
    expect((await search('%')).totalCount).toBe(0);
    const others = (await t.app.inject({ method: 'GET', url: '/api/profilecx', headers: other.auth })).json();
    expect(others.items.every((item: { name: string }) => !['Kasun', 'Ruwan'].includes(item.name))).toBe(true);
  });

  it('updates a published profile for review: the owner reads the new version, marked waiting', async () => {
    const { profileId } = (await create(profileForm())).json();
    await t.database.db.execute(sql`update profiles set active = 1, reviewed = true where id = ${profileId}`);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${profileId}`,
      payload: profileForm({ name: 'Nimali Perera', livingcity: 'Toronto', residentcountry: 38 }),
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: profileText.updatedForReview,
      pendingReview: true,
    });
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth })
    ).json();
    expect(profile).toMatchObject({
      name: 'Nimali Perera',
      livingcity: 'Toronto',
      residentcountryText: 'Canada',
      active: 1,
      reviewed: false,
      pendingReview: true,
    });
  });

  it('updates an unpublished profile at once', async () => {
    const { profileId } = (await create(profileForm())).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${profileId}`,
      payload: profileForm({ name: 'Nimali Perera' }),
      headers: owner.auth,
    });
    expect(response.json()).toMatchObject({ message: profileText.updated, pendingReview: false });
    const [row] = await queryRows<{ name: string; pending_changes: unknown }>(
      t.database.db,
      sql`select name, pending_changes from profiles where id = ${profileId}`,
    );
    expect(row).toEqual({ name: 'Nimali Perera', pending_changes: null });
  });

  it('a failed update changes nothing', async () => {
    const { profileId } = (await create(profileForm())).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${profileId}`,
      payload: profileForm({ name: 'Changed', mobile: '' }),
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(400);
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth })
    ).json();
    expect(profile.name).toBe('Nimali');
  });

  it('answers 404 to another member on every call, and 401 to a visitor', async () => {
    const { profileId } = (await create(profileForm())).json();
    const calls = [
      { method: 'GET', url: `/api/profilecx/${profileId}` },
      { method: 'PUT', url: `/api/profilecx/${profileId}`, payload: profileForm({ name: 'Hijacked' }) },
      { method: 'DELETE', url: `/api/profilecx/${profileId}` },
      { method: 'PUT', url: `/api/profilecx/${profileId}/images/1/main` },
      { method: 'DELETE', url: `/api/profilecx/${profileId}/images/1` },
    ] as const;
    for (const call of calls) {
      const asOther = await t.app.inject({ ...call, headers: other.auth });
      expect(asOther.statusCode, `${call.method} ${call.url}`).toBe(404);
      const asVisitor = await t.app.inject({ ...call });
      expect(asVisitor.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/profilecx' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm() })).statusCode).toBe(
      401,
    );
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth })
    ).json();
    expect(profile.name).toBe('Nimali');
    expect((await t.app.inject({ method: 'GET', url: '/api/profilecx/999999', headers: owner.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/profilecx/abc', headers: owner.auth })).statusCode).toBe(
      400,
    );
  });

  it('deletes a profile', async () => {
    const { profileId } = (await create(profileForm())).json();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/profilecx/${profileId}`, headers: owner.auth });
    expect(response.json()).toEqual({ success: true, message: profileText.deleted });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: owner.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/profilecx/${profileId}`, headers: owner.auth })).statusCode,
    ).toBe(404);
  });
});
