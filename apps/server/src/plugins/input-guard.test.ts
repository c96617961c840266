import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { unsavableText } from '@vivaha/shared/messages';

import { queryRows } from '#src/db/client.ts';

import { countRows, createMember, createTestApp, profileForm, type TestApp } from '../../test/helpers.ts';

import { nulMessage } from './input-guard.ts';

describe('characters the database cannot keep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a NUL is refused with 400 and the field’s message, in bodies and queries, and nothing is saved', async () => {
    const member = await createMember(t, 'nul@example.org');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ other: 'a\u0000b' }),
      headers: member.auth,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors).toEqual({ other: unsavableText('About') });
    expect(await countRows(t.database, 'profiles')).toBe(0);

    const { profileId } = (
      await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(), headers: member.auth })
    ).json();
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${profileId}`);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${profileId}`,
      payload: profileForm({ ex_other: 'x\u0000y' }),
      headers: member.auth,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fieldErrors).toEqual({ ex_other: unsavableText('Expectations') });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: member.auth })).json(),
    ).toMatchObject({ pendingReview: false });

    const search = await t.app.inject({ method: 'GET', url: '/api/pp/search?st=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors).toEqual({ st: unsavableText('Caste Search') });

    const list = await t.app.inject({ method: 'GET', url: '/api/profilecx?searchtext=%00', headers: member.auth });
    expect(list.statusCode).toBe(400);
    expect(list.json().fieldErrors).toEqual({ searchtext: unsavableText('Search') });

    const login = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: 'nul@example.org', password: 'x\u0000' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ returnCode: 0, returnText: unsavableText('Password') });
  });

  it('half of a surrogate pair is refused with 400 and the field’s message, not kept as U+FFFD', async () => {
    const member = await createMember(t, 'surrogate@example.org');
    const before = await countRows(t.database, 'profiles');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ name: 'Nima\ud800li' }),
      headers: member.auth,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors).toEqual({ name: unsavableText('Nick Name') });
    expect(await countRows(t.database, 'profiles')).toBe(before);

    // A whole pair (an emoji) is fine.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ other: 'Loves music \ud83c\udfb5' }),
      headers: member.auth,
    });
    expect(emoji.statusCode).toBe(201);

    const details = await t.app.inject({
      method: 'POST',
      url: '/identity/updateuser',
      payload: { city: 'Kandy\udc00' },
      headers: member.auth,
    });
    expect(details.statusCode).toBe(400);
    expect(details.json()).toMatchObject({ returnCode: 0, returnText: unsavableText('City') });
    const [user] = await queryRows<{ city: string }>(
      t.database.db,
      sql`select city from users where id = ${member.id}`,
    );
    expect(user?.city).toBe('');

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Nimal', email: 'nimal@example.lk', subject: 'Other Issues', message: 'Hi \ud800' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().fieldErrors).toEqual({ message: unsavableText('Message') });
    expect(await countRows(t.database, 'contact_messages')).toBe(0);

    const login = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: 'surrogate\ud800@example.org', password: 'Kandy#2026a' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ returnCode: 0, returnText: unsavableText('Email') });
  });

  it('a body or query a route takes without a schema is checked as a whole', async () => {
    const member = await createMember(t, 'backstop@example.org');
    // A parameter the route's schema does not list is dropped unread.
    const latest = await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=1&x=%00' });
    expect(latest.statusCode).toBe(200);
    const unlisted = await t.app.inject({ method: 'GET', url: '/identity/me?note=a%00', headers: member.auth });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json()).toMatchObject({ returnCode: 0, returnText: nulMessage, fieldErrors: { note: nulMessage } });
  });
});
