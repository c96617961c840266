import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { adminMessages } from '@vivaha/shared/admin';
import { listMessages } from '@vivaha/shared/lists';
import { matchMessages } from '@vivaha/shared/match';
import { validationMessages } from '@vivaha/shared/messages';
import { profileMessages } from '@vivaha/shared/profile';
import { searchMessages } from '@vivaha/shared/public';

import { queryRows } from '#src/db/client.ts';

import { addProfile, countRows, createAdmin, createMember, profileForm } from './helpers.ts';
import { useTestApp } from './use-test-app.ts';

/** JSON number fields take JSON numbers only; codes stay within their lists and columns. */
describe('numbers a client sends', () => {
  const t = useTestApp();

  it('a profile’s number fields refuse strings, booleans, arrays and null, naming the field; nothing is saved', async () => {
    const member = await createMember(t, 'types@example.org');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sex: [2] }, 'sex', profileMessages.notInList],
      [{ sex: '2' }, 'sex', profileMessages.notInList],
      [{ sex: null }, 'sex', profileMessages.notInList],
      [{ heightType: true }, 'heightType', profileMessages.notInList],
      [{ heightType: '' }, 'heightType', profileMessages.notInList],
      [{ heightType: [] }, 'heightType', profileMessages.notInList],
      [{ religion: null }, 'religion', profileMessages.notInList],
      [{ astro_padam: '3' }, 'astro_padam', profileMessages.padamInvalid],
      [{ astro_padam: 1e308 }, 'astro_padam', profileMessages.padamInvalid],
      [{ astro_padam: 2.5 }, 'astro_padam', profileMessages.padamInvalid],
      [{ country: 40_000 }, 'country', profileMessages.notInList],
    ];
    for (const [override, field, message] of cases) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/profilecx',
        payload: profileForm(override),
        headers: member.auth,
      });
      expect([JSON.stringify(override), answer.statusCode, answer.json().fieldErrors]).toEqual([
        JSON.stringify(override),
        400,
        { [field]: message },
      ]);
    }
    expect(await countRows(t.database, 'profiles')).toBe(0);

    // Left out, a required code is still "required"; -0 is a number like any other.
    const { sex: _sex, ...withoutSex } = profileForm();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: withoutSex,
      headers: member.auth,
    });
    expect(missing.json().fieldErrors).toEqual({ sex: profileMessages.sexRequired });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ astro_padam: -0 }),
      headers: member.auth,
    });
    expect(saved.statusCode).toBe(201);
  });

  it('the admin form’s status, the profile limit, a country and request ids take JSON numbers only', async () => {
    const admin = await createAdmin(t, 'types-admin@example.org');
    const member = await createMember(t, 'types-member@example.org');
    const before = await countRows(t.database, 'profiles');
    for (const active of ['1', [99], true]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/profile',
        payload: { ...profileForm(), active },
        headers: admin.auth,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fieldErrors).toEqual({ active: adminMessages.statusInvalid });
    }
    expect(await countRows(t.database, 'profiles')).toBe(before);

    for (const profileLimit of ['5', [5], null]) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${member.id}/limit`,
        payload: { profileLimit },
        headers: admin.auth,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fieldErrors).toEqual({ profileLimit: adminMessages.limitInvalid });
    }
    const limit = async () =>
      (
        await queryRows<{ profile_limit: number }>(
          t.database.db,
          sql`select profile_limit from users where id = ${member.id}`,
        )
      )[0]?.profile_limit;
    expect(await limit()).toBe(3);

    for (const countryId of ['129', true, 1e10, 40_000]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/identity/updateuser',
        payload: { city: 'Kandy', countryId },
        headers: member.auth,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        returnCode: 0,
        fieldErrors: { countryId: validationMessages.countryInvalid },
      });
    }
    const [user] = await queryRows<{ city: string }>(
      t.database.db,
      sql`select city from users where id = ${member.id}`,
    );
    expect(user?.city).toBe('');

    const owner = await createMember(t, 'types-owner@example.org');
    const profileId = await addProfile(t, owner, { sex: 1 });
    const asker = await addProfile(t, member, {});
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      payload: { receiverProfileId: String(profileId), requestingProfileId: [asker], receiverCustId: owner.id },
      headers: member.auth,
    });
    expect(request.statusCode).toBe(400);
    expect(Object.keys(request.json().fieldErrors)).toEqual(['receiverProfileId', 'requestingProfileId']);
    expect(await countRows(t.database, 'access_requests')).toBe(0);
  });

  it('query strings keep taking digits; a search code beyond the column is 400, within it finds nothing', async () => {
    for (const url of ['/api/pp/search?ms=40000', '/api/pp/search?rc=1e5', '/api/pp/search?oc=-1']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, answer.json().fieldErrors]).toEqual([url, 400, expect.any(Object)]);
      expect(Object.values(answer.json().fieldErrors)).toEqual([searchMessages.code]);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2&ms=32767&page=1' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().totalCount).toBe(0);
    const digits = await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2&ms=74&re=296' });
    expect(digits.statusCode).toBe(200);
  });

  it('an id in a query string is plain digits: any other way of writing a number is 400 naming the field', async () => {
    const member = await createMember(t, 'query.ids@example.org');
    const own = await addProfile(t, member, { name: 'Own', sex: 1 });
    const ways = ['016', '+16', '0x10', '1e1', '%2016', '16%20', '%00', '99999999999', 'true', String(own) + '.0'];
    for (const written of ways) {
      for (const url of [`/api/pp/${own}/match?with=${written}`, `/api/shortlist?for=${written}`]) {
        const answer = await t.app.inject({ method: 'GET', url, headers: member.auth });
        expect([url, answer.statusCode, answer.json().fieldErrors]).toEqual([
          url,
          400,
          url.includes('with=') ? { with: matchMessages.with } : { for: listMessages.forProfile },
        ]);
      }
    }
    // Plain digits are read as ever.
    const shortlist = await t.app.inject({ method: 'GET', url: `/api/shortlist?for=${own}`, headers: member.auth });
    expect(shortlist.statusCode).toBe(200);
  });
});
