import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember, createTestApp, profileForm, type TestApp } from '../../test/helpers.ts';

import { nulMessage } from './input-guard.ts';

describe('NUL characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are refused with 400 naming the field, in bodies and queries, and nothing is saved', async () => {
    const member = await createMember(t, 'nul@example.org');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ other: 'a\u0000b' }),
      headers: member.auth,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors).toEqual({ other: nulMessage });

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
    expect(edited.json().fieldErrors).toEqual({ ex_other: nulMessage });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profilecx/${profileId}`, headers: member.auth })).json(),
    ).toMatchObject({ pendingReview: false });

    const search = await t.app.inject({ method: 'GET', url: '/api/pp/search?st=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors).toEqual({ st: nulMessage });

    const login = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: 'nul@example.org', password: 'x\u0000' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ returnCode: 0, returnText: nulMessage });
  });
});
