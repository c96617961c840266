import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { unsavableText } from '@vivaha/shared/messages';

import { queryRows } from '#src/db/client.ts';
import { englishOf } from '#src/lib/http-errors.ts';

import { countRows, createMember, profileForm } from '../../test/helpers.ts';
import { useTestApp } from '../../test/use-test-app.ts';

import { inputGuardText } from './input-guard.ts';

/** A field's message as an English request reads it. */
const unsavable = (label: string) => englishOf(unsavableText(label));

describe('characters the database cannot keep', () => {
  const t = useTestApp();

  /** Sends `request`; expects 400 naming the refused fields, in the API's shape. */
  const expectFieldErrors = async (request: InjectOptions, fieldErrors: Record<string, string>) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
  };
  /** Sends `request` to an account call; expects 400 with the message in that call's shape. */
  const expectReturnText = async (request: InjectOptions, returnText: string) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ returnCode: 0, returnText });
  };

  it('a NUL is refused with 400 and the field’s message, in bodies and queries, and nothing is saved', async () => {
    const member = await createMember(t, 'nul@example.org');
    await expectFieldErrors(
      { method: 'POST', url: '/api/profilecx', payload: profileForm({ other: 'a\u0000b' }), headers: member.auth },
      { other: unsavable('About') },
    );
    expect(await countRows(t.database, 'profiles')).toBe(0);

    const { profileId } = (
      await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(), headers: member.auth })
    ).json();
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${profileId}`);
    await expectFieldErrors(
      {
        method: 'PUT',
        url: `/api/profilecx/${profileId}`,
        payload: profileForm({ ex_other: 'x\u0000y' }),
        headers: member.auth,
      },
      { ex_other: unsavable('Expectations') },
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: member.auth })).json(),
    ).toMatchObject({ pendingReview: false });

    await expectFieldErrors({ method: 'GET', url: '/api/pp/search?st=a%00b' }, { st: unsavable('Caste Search') });
    await expectFieldErrors(
      { method: 'GET', url: '/api/profilecx?searchtext=%00', headers: member.auth },
      { searchtext: unsavable('Search') },
    );
    await expectReturnText(
      { method: 'POST', url: '/identity/login', payload: { email: 'nul@example.org', password: 'x\u0000' } },
      unsavable('Password'),
    );
  });

  it('half of a surrogate pair is refused with 400 and the field’s message, not kept as U+FFFD', async () => {
    const member = await createMember(t, 'surrogate@example.org');
    const before = await countRows(t.database, 'profiles');
    await expectFieldErrors(
      { method: 'POST', url: '/api/profilecx', payload: profileForm({ name: 'Nima\ud800li' }), headers: member.auth },
      { name: unsavable('Nick Name') },
    );
    expect(await countRows(t.database, 'profiles')).toBe(before);

    // A whole pair (an emoji) is fine.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ other: 'Loves music \ud83c\udfb5' }),
      headers: member.auth,
    });
    expect(emoji.statusCode).toBe(201);

    await expectReturnText(
      { method: 'POST', url: '/identity/updateuser', payload: { city: 'Kandy\udc00' }, headers: member.auth },
      unsavable('City'),
    );
    const [user] = await queryRows<{ city: string }>(
      t.database.db,
      sql`select city from users where id = ${member.id}`,
    );
    expect(user?.city).toBe('');

    await expectFieldErrors(
      {
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Nimal', email: 'nimal@example.lk', subject: 'Other Issues', message: 'Hi \ud800' },
      },
      { message: unsavable('Message') },
    );
    expect(await countRows(t.database, 'contact_messages')).toBe(0);

    await expectReturnText(
      {
        method: 'POST',
        url: '/identity/login',
        payload: { email: 'surrogate\ud800@example.org', password: 'Kandy#2026a' },
      },
      unsavable('Email'),
    );
  });

  it('a body or query a route takes without a schema is checked as a whole', async () => {
    const member = await createMember(t, 'backstop@example.org');
    // A parameter the route's schema does not list is dropped unread.
    const latest = await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=1&x=%00' });
    expect(latest.statusCode).toBe(200);
    const unlisted = await t.app.inject({ method: 'GET', url: '/identity/me?note=a%00', headers: member.auth });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json()).toMatchObject({
      returnCode: 0,
      returnText: inputGuardText.unsavable,
      fieldErrors: { note: inputGuardText.unsavable },
    });
  });
});
