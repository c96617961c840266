import { describe, expect, it } from 'vitest';

import { profileMessages } from '@vivaha/shared/profile';

import { identityText } from '#src/modules/identity/identity.service.ts';

import { countRows, createMember, profileForm } from './helpers.ts';
import { useTestApp } from './use-test-app.ts';

/** Input that is allowed, or refused, before it can fail in the database. */
describe('input at the edges of what the database keeps', () => {
  const t = useTestApp();

  it('counts failed logins of the longest address from an IPv6 client, and refuses the eleventh with 429', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.lk`;
    expect(email).toHaveLength(254);
    const remoteAddress = '2001:0db8:85a3:0000:0000:8a2e:0370:7334';
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/identity/login',
        payload: { email, password: 'Wrong#2026a' },
        remoteAddress,
      });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await login();
      expect([attempt, answer.statusCode, answer.json().returnText]).toEqual([attempt, 401, identityText.loginFailed]);
    }
    expect((await login()).statusCode).toBe(429);
  });

  it('refuses a date of birth the calendar or the column cannot take, naming the field', async () => {
    const member = await createMember(t, 'dates@example.org');
    for (const dob of ['0001-01-01', '0000-01-01', '275760-09-13', '2000-02-30', '+02000-01-01']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/profilecx',
        payload: profileForm({ dob }),
        headers: member.auth,
      });
      expect([dob, answer.statusCode, answer.json().fieldErrors]).toEqual([
        dob,
        400,
        { dob: profileMessages.dateInvalid },
      ]);
    }
    expect(await countRows(t.database, 'profiles')).toBe(0);
  });
});
