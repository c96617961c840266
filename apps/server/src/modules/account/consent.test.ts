import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';
import { PRIVACY_VERSION } from '@vivaha/shared/retention';

import { queryRows } from '#src/db/client.ts';

import { createAdmin } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const PASSWORD = 'Kandy#2026a';

/** Consent to the privacy notice: recorded with its version and time, and asked again when it changes. */
describe('the privacy notice', () => {
  const t = useTestApp();

  const call = (url: string, payload?: object, token?: string) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/identity/${url}`,
      ...(payload === undefined ? {} : { payload }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const codeFor = async (email: string) => {
    await t.drainMail();
    return [...t.mailer.sent]
      .reverse()
      .find((mail) => mail.to === email)
      ?.text.match(/code is (\d{6})/)?.[1];
  };
  const register = async (email: string, extra: object) => {
    await call('createotp', { email, password: PASSWORD });
    return call('createviaotp', { email, password: PASSWORD, otp: await codeFor(email), ...extra });
  };
  const agreed = async (email: string) =>
    (
      await queryRows<{ privacy_version: string | null; privacy_agreed_at: Date | string | null }>(
        t.database.db,
        sql`select privacy_version, privacy_agreed_at from users where email = ${email}`,
      )
    )[0];

  it('is recorded at registration with its version and time', async () => {
    const done = await register('nimali@example.lk', { privacyAgreed: true });
    expect(done.statusCode).toBe(200);
    expect(await agreed('nimali@example.lk')).toMatchObject({
      privacy_version: PRIVACY_VERSION,
      privacy_agreed_at: expect.anything(),
    });
    expect((await call('me', undefined, done.json().token)).json().privacyCurrent).toBe(true);
  });

  it('refuses a registration that says no, and makes no account', async () => {
    const refused = await register('no@example.lk', { privacyAgreed: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ privacyAgreed: m.privacyRequired });
    expect(await agreed('no@example.lk')).toBeUndefined();
  });

  it('asks a member who has not agreed to this version, and records the answer', async () => {
    // The spec's call without the field still makes the account; its member is asked afterwards.
    const done = await register('sunil@example.lk', {});
    expect(done.statusCode).toBe(200);
    const token = done.json().token as string;
    expect((await call('me', undefined, token)).json().privacyCurrent).toBe(false);

    const old = await call('privacy', { version: '2020-01-01' }, token);
    expect(old.statusCode).toBe(400);
    expect(old.json().fieldErrors).toEqual({ version: m.privacyOutdated });
    expect((await call('privacy', { version: PRIVACY_VERSION })).statusCode).toBe(401);

    expect((await call('privacy', { version: PRIVACY_VERSION }, token)).statusCode).toBe(200);
    expect((await call('me', undefined, token)).json().privacyCurrent).toBe(true);

    // The notice changes: everyone who agreed to the one before is asked again.
    await t.database.db.execute(sql`update users set privacy_version = '2026-01-01'`);
    expect((await call('me', undefined, token)).json().privacyCurrent).toBe(false);
  });

  it("does not ask the team: the notice is the families'", async () => {
    const admin = await createAdmin(t, 'team@example.org');
    expect((await call('me', undefined, admin.token)).json().privacyCurrent).toBe(true);
  });
});
