import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { queryRows } from '#src/db/client.ts';

import { useTestApp } from '../../../test/use-test-app.ts';

import { commonPasswordText } from './common-passwords.ts';
import { identityText } from './identity.service.ts';

const STRONG = 'Kandy#2026a';
/** In the 10,000 most used passwords, yet it passes the spec's strength rule. */
const COMMON = 'P@sSw0rd';
/** Fails the spec's rule: no uppercase letter, no special character. */
const RULE_BREAKER = 'weakpass1';

/**
 * The second step of registering checks the password again: whatever the first step was given, an
 * account is never made with a common password or one that fails the spec's rule.
 */
describe('registering refuses a weak password at the last step', () => {
  const t = useTestApp();
  let ipCounter = 0;
  beforeEach(async () => {
    await t.drainMail();
    t.mailer.sent.length = 0;
    await t.database.db.execute(sql`delete from rate_limits`);
  });

  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/identity/${url}`, payload, remoteAddress: `10.9.0.${ipCounter++}` });
  const codeFor = async (email: string) => {
    await t.drainMail();
    const mail = [...t.mailer.sent].reverse().find((item) => item.to === email);
    return mail?.text.match(/code is (\d{6})/)?.[1];
  };
  const accounts = async (email: string) => {
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from users where email = ${email}`,
    );
    return row?.count ?? 0;
  };
  const login = (email: string, password: string) => call('login', { email, password });

  it('refuses a common password on createviaotp, and no account is made', async () => {
    const email = 'common-last@example.lk';
    expect((await call('createotp', { email, password: STRONG })).statusCode).toBe(200);
    const otp = await codeFor(email);
    expect(otp).toMatch(/^\d{6}$/);

    const finish = await call('createviaotp', { email, password: COMMON, otp });
    expect(finish.statusCode).toBe(400);
    expect(finish.json()).toMatchObject({ returnCode: 0, returnText: commonPasswordText });
    expect(await accounts(email)).toBe(0);
    expect((await login(email, COMMON)).statusCode).toBe(401);
  });

  it('refuses a password that fails the spec’s rule on createviaotp, and no account is made', async () => {
    const email = 'rule-last@example.lk';
    await call('createotp', { email, password: STRONG });
    const otp = (await codeFor(email))!;

    const finish = await call('createviaotp', { email, password: RULE_BREAKER, otp });
    expect(finish.statusCode).toBe(400);
    expect(finish.json()).toMatchObject({ returnCode: 0, returnText: m.passwordWeak });
    expect(await accounts(email)).toBe(0);
    expect((await login(email, RULE_BREAKER)).statusCode).toBe(401);
  });

  it('never makes an account with the weak password first given to createotp', async () => {
    for (const [index, weak] of [COMMON, RULE_BREAKER].entries()) {
      const email = `first-weak-${index}@example.lk`;
      // The first try is refused before any code is made or mailed.
      const refused = await call('createotp', { email, password: weak });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().returnCode).toBe(0);
      expect(await codeFor(email)).toBeUndefined();

      // With a code from a second, strong try, the weak password the member first typed still
      // does not make an account.
      await call('createotp', { email, password: STRONG });
      const otp = (await codeFor(email))!;
      expect(otp).toMatch(/^\d{6}$/);
      const finish = await call('createviaotp', { email, password: weak, otp });
      expect(finish.statusCode).toBe(400);
      expect(await accounts(email)).toBe(0);
      expect((await login(email, weak)).statusCode).toBe(401);

      // The code was not spent on the refusal: the strong password finishes.
      const done = await call('createviaotp', { email, password: STRONG, otp });
      expect(done.json()).toMatchObject({ returnCode: 1, returnText: identityText.registered });
      expect(await accounts(email)).toBe(1);
    }
  });
});
