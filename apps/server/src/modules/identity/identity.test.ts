import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { queryRows } from '#src/db/client.ts';
import { deriveSecret } from '#src/lib/data-dir.ts';

import { countRows, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { mailJobs } from '../../../test/mail-jobs.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

import { commonPasswordText } from './common-passwords.ts';
import { identityText } from './identity.service.ts';

const PASSWORD = 'Kandy#2026a';
const NEW_PASSWORD = 'Galle@2027b';

describe('identity service', () => {
  let t: TestApp;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.drainMail();
    t.mailer.sent.length = 0;
    await t.database.db.execute(sql`delete from rate_limits`);
  });

  const call = (url: string, payload?: object, token?: string) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/identity/${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.0.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}`,
    });
  /** Mails that have gone out (the queue is drained first). */
  const sent = async () => {
    await t.drainMail();
    return t.mailer.sent;
  };
  const codeFrom = async (to: string) => {
    const mail = [...(await sent())].reverse().find((item) => item.to === to);
    return mail?.text.match(/code is (\d{6})/)?.[1];
  };
  const login = (email: string, password: string) =>
    call('login', { email, password, rememberMe: true, returnUrl: '' });
  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/identity/login', payload: { email, password }, remoteAddress });

  const sessionsOf = async (email: string) => {
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from sessions join users on users.id = sessions.user_id where users.email = ${email}`,
    );
    return row?.count ?? 0;
  };
  const linkTo = async (to: string) =>
    [...(await sent())]
      .reverse()
      .find((mail) => mail.to === to)
      ?.text.match(/https:\/\/\S+/)?.[0];

  async function register(email: string, password = PASSWORD) {
    expect((await call('createotp', { email, password })).json()).toMatchObject({ returnCode: 1 });
    const otp = await codeFrom(email);
    expect(otp).toMatch(/^\d{6}$/);
    const done = await call('createviaotp', { email, password, otp });
    expect(done.json()).toEqual({
      returnCode: 1,
      returnText: identityText.registered,
      token: expect.any(String),
      cxName: expect.any(String),
    });
    // The code proved the address: the answer's session is signed in already.
    const token = done.json().token as string;
    expect((await call('me', undefined, token)).statusCode).toBe(200);
    return token;
  }

  describe('register with a one-time code', () => {
    it('mails a code, creates the account with it, then logs in', async () => {
      const response = await call('createotp', {
        domain: 'vivaha.example.org',
        email: 'Nimali@Example.lk',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ returnCode: 1, returnText: identityText.codeSent });
      const mail = (await sent()).at(-1)!;
      expect(mail.to).toBe('nimali@example.lk');
      expect(mail.subject).toBe('Your Vivaha registration code');
      const otp = (await codeFrom('nimali@example.lk'))!;
      expect((await call('createviaotp', { email: 'nimali@example.lk', password: PASSWORD, otp })).statusCode).toBe(
        200,
      );

      const session = await login('NIMALI@example.lk', PASSWORD);
      expect(session.statusCode).toBe(200);
      expect(session.json()).toMatchObject({ returnCode: 1, returnText: 'Login successful', cxName: 'nimali' });
      const codes = await t.database.db.execute(sql`select * from one_time_codes where email = 'nimali@example.lk'`);
      expect((codes as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    });

    it('refuses a weak password with the spec’s message', async () => {
      for (const password of ['short#A1', 'alllowercase#1', 'ALLUPPER#1', 'NoDigits#here', 'NoSpecial123']) {
        const response = await call('createotp', {
          email: 'weak@example.lk',
          password: password === 'short#A1' ? 'sh#A1' : password,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ returnCode: 0, returnText: m.passwordWeak });
      }
      expect(await sent()).toHaveLength(0);
    });

    it('answers an address that has an account like any other, and mails it a note instead of a code', async () => {
      await register('taken@example.lk');
      t.mailer.sent.length = 0;
      await t.database.db.execute(sql`delete from rate_limits`);
      const response = await call('createotp', { email: 'taken@example.lk', password: PASSWORD });
      expect(response.json()).toEqual({ returnCode: 1, returnText: identityText.codeSent });
      expect(await sent()).toHaveLength(1);
      expect(t.mailer.sent[0]!.subject).toBe('You already have a Vivaha account');
      expect(t.mailer.sent[0]!.text).toContain('https://vivaha.example.org/login');
      expect(await codeFrom('taken@example.lk')).toBeUndefined();
    });

    it('does not send a second code within a minute', async () => {
      await call('createotp', { email: 'soon@example.lk', password: PASSWORD });
      const again = await call('createotp', { email: 'soon@example.lk', password: PASSWORD });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ returnCode: 0, returnText: identityText.codeTooSoon });
      expect(again.headers['retry-after']).toBeDefined();
      expect(await sent()).toHaveLength(1);
    });

    it('refuses a wrong code, and kills the code after five wrong tries', async () => {
      await call('createotp', { email: 'tries@example.lk', password: PASSWORD });
      const otp = (await codeFrom('tries@example.lk'))!;
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 5; i++) {
        const response = await call('createviaotp', { email: 'tries@example.lk', password: PASSWORD, otp: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json().returnText).toBe(identityText.codeInvalid);
      }
      const right = await call('createviaotp', { email: 'tries@example.lk', password: PASSWORD, otp });
      expect(right.statusCode).toBe(400);
      expect(right.json().returnText).toBe(identityText.codeInvalid);
      expect((await login('tries@example.lk', PASSWORD)).statusCode).toBe(401);
    });

    it('refuses an expired code', async () => {
      await call('createotp', { email: 'late@example.lk', password: PASSWORD });
      const otp = (await codeFrom('late@example.lk'))!;
      await t.database.db.execute(
        sql`update one_time_codes set expires_at = now() - interval '1 second' where email = 'late@example.lk'`,
      );
      const response = await call('createviaotp', { email: 'late@example.lk', password: PASSWORD, otp });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnText).toBe(identityText.codeInvalid);
    });

    it('refuses a code that is not six digits', async () => {
      const response = await call('createviaotp', { email: 'x@example.lk', password: PASSWORD, otp: '12ab56' });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnText).toBe(m.otpInvalid);
    });
  });

  describe('login', () => {
    beforeAll(async () => {
      await register('login@example.lk');
    });

    it('refuses a wrong password and an unknown address alike', async () => {
      const wrong = await login('login@example.lk', 'Wrong#Pass1');
      const unknown = await login('nobody@example.lk', PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ returnCode: 0, returnText: identityText.loginFailed });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('names a missing or malformed address', async () => {
      expect((await login('', PASSWORD)).json()).toMatchObject({ returnCode: 0, returnText: m.emailRequired });
      expect((await login('not-an-address', PASSWORD)).json()).toMatchObject({
        returnCode: 0,
        returnText: m.emailInvalid,
      });
      expect((await login('login@example.lk', '')).json()).toMatchObject({
        returnCode: 0,
        returnText: m.passwordRequired,
      });
    });

    it('never locks a member out for signing in often', async () => {
      for (let i = 0; i < 12; i++) expect((await login('login@example.lk', PASSWORD)).statusCode).toBe(200);
    });

    it('slows down guessing at one account from one client address', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await loginFrom('10.201.0.1', 'login@example.lk', 'Wrong#Pass1')).statusCode).toBe(401);
      }
      const blocked = await loginFrom('10.201.0.1', 'login@example.lk', PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().returnText).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    });

    it('never lets failures from one client address lock the member out elsewhere', async () => {
      for (let i = 0; i < 12; i++) await loginFrom('10.202.0.1', 'login@example.lk', 'Wrong#Pass1');
      expect((await loginFrom('10.202.0.1', 'login@example.lk', PASSWORD)).statusCode).toBe(429);
      const elsewhere = await loginFrom('10.202.0.2', 'login@example.lk', PASSWORD);
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json()).toMatchObject({ returnCode: 1, returnText: identityText.loginOk });
      expect((await loginFrom('10.202.0.1', 'login@example.lk', PASSWORD)).statusCode).toBe(429);
    });

    it('slows down one client trying many addresses', async () => {
      const fixed = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/identity/login',
          payload: { email, password: 'Wrong#Pass1' },
          remoteAddress: '10.200.0.1',
        });
      for (let i = 0; i < 50; i++) expect((await fixed(`guess${i}@example.lk`)).statusCode).toBe(401);
      expect((await fixed('guess-last@example.lk')).statusCode).toBe(429);
    });
  });

  describe('tokens', () => {
    let token: string;
    beforeAll(async () => {
      token = await register('tokens@example.lk');
    });

    it('who-am-I answers for a good token', async () => {
      const response = await call('me', undefined, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: 'tokens@example.lk',
        cxName: 'tokens',
        isAdmin: false,
        profileLimit: 3,
      });
    });

    it('refuses no token, a tampered token and an expired one with 401', async () => {
      expect((await call('me')).statusCode).toBe(401);
      expect((await call('me')).json()).toMatchObject({ returnCode: 0 });
      const [head, body, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
      expect((await call('me', undefined, `${head}.${forged}.${signature}`)).statusCode).toBe(401);
      expect((await call('me', undefined, `${token}x`)).statusCode).toBe(401);

      const key = new TextEncoder().encode(deriveSecret('test-secret-that-is-long-enough-for-signing', 'tokens'));
      const expired = await new SignJWT({ ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86400)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
        .sign(key);
      expect((await call('me', undefined, expired)).statusCode).toBe(401);
    });

    it('a token of a deleted user stops working', async () => {
      const gone = await register('gone@example.lk');
      expect((await call('me', undefined, gone)).statusCode).toBe(200);
      await t.database.db.execute(sql`delete from users where email = 'gone@example.lk'`);
      const response = await call('me', undefined, gone);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('change password', () => {
    it('needs the old password and the strength rule, then ends older sessions', async () => {
      const token = await register('change@example.lk');
      const other = (await login('change@example.lk', PASSWORD)).json().token as string;

      const wrongOld = await call('changepassword', { oldPassword: 'Nope#1234', newPassword: NEW_PASSWORD }, token);
      expect(wrongOld.statusCode).toBe(400);
      expect(wrongOld.json().returnText).toBe(identityText.oldPasswordWrong);
      const weak = await call('changepassword', { oldPassword: PASSWORD, newPassword: 'weakpass' }, token);
      expect(weak.json().returnText).toBe(m.passwordWeak);

      const done = await call('changepassword', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }, token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ returnCode: 1, returnText: 'Password changed successfully.' });
      const fresh = done.json().token as string;

      expect((await call('me', undefined, token)).statusCode).toBe(401);
      expect((await call('me', undefined, other)).statusCode).toBe(401);
      expect((await call('me', undefined, fresh)).statusCode).toBe(200);
      expect(await sessionsOf('change@example.lk')).toBe(1);
      expect((await login('change@example.lk', PASSWORD)).statusCode).toBe(401);
      expect((await login('change@example.lk', NEW_PASSWORD)).statusCode).toBe(200);
      expect((await sent()).at(-1)?.subject).toBe('Your Vivaha password was changed');
    });

    it('is refused without a token', async () => {
      const response = await call('changepassword', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('reset password with a one-time code', () => {
    it('answers alike for an unknown address, and mails it a note that it has no account', async () => {
      const response = await call('otpresetpassword', { email: 'stranger@example.lk' });
      expect(response.json()).toEqual({ returnCode: 1, returnText: identityText.codeSent });
      const mails = await sent();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'stranger@example.lk', subject: 'Vivaha password reset' });
      expect(mails[0]!.text).toContain('there is no account with this address');
      expect(mails[0]!.text).not.toMatch(/\d{6}/);
    });

    it('resets with the mailed code and ends older sessions', async () => {
      const token = await register('reset@example.lk');
      t.mailer.sent.length = 0;
      await t.database.db.execute(sql`delete from rate_limits`);
      await call('otpresetpassword', { email: 'reset@example.lk' });
      expect((await sent())[0]?.subject).toBe('Your Vivaha password reset code');
      const otp = (await codeFrom('reset@example.lk'))!;
      const weak = await call('resetpasswordbyotp', { email: 'reset@example.lk', otp, newPassword: 'weak' });
      expect(weak.json().returnText).toBe(m.passwordWeak);
      const done = await call('resetpasswordbyotp', { email: 'reset@example.lk', otp, newPassword: NEW_PASSWORD });
      expect(done.json()).toMatchObject({ returnCode: 1, returnText: 'Password reset successfully' });
      // Every session with the old password ended; the answer's new one is signed in.
      expect((await call('me', undefined, token)).statusCode).toBe(401);
      expect(await sessionsOf('reset@example.lk')).toBe(1);
      expect((await call('me', undefined, done.json().token)).statusCode).toBe(200);
      expect((await login('reset@example.lk', NEW_PASSWORD)).statusCode).toBe(200);
      const again = await call('resetpasswordbyotp', { email: 'reset@example.lk', otp, newPassword: PASSWORD });
      expect(again.json().returnText).toBe(identityText.codeInvalid);
    });
  });

  describe('no account enumeration', () => {
    const queued = async () => (await mailJobs(t.database)).length;
    const codeRows = async (email: string) =>
      (
        await queryRows<{ purpose: string }>(
          t.database.db,
          sql`select purpose from one_time_codes where email = ${email}`,
        )
      ).map((row) => row.purpose);

    it('answers every failed code check with the same message, whatever the reason', async () => {
      await register('codes@example.lk');
      const answers = [];
      // A wrong code for an account's reset.
      await call('otpresetpassword', { email: 'codes@example.lk' });
      const otp = (await codeFrom('codes@example.lk'))!;
      const wrong = otp === '000000' ? '111111' : '000000';
      answers.push(
        await call('resetpasswordbyotp', { email: 'codes@example.lk', otp: wrong, newPassword: NEW_PASSWORD }),
      );
      // Too many tries, then the right code.
      for (let i = 0; i < 4; i++) {
        await call('resetpasswordbyotp', { email: 'codes@example.lk', otp: wrong, newPassword: NEW_PASSWORD });
      }
      answers.push(await call('resetpasswordbyotp', { email: 'codes@example.lk', otp, newPassword: NEW_PASSWORD }));
      // An address with no account: its reset code was never mailed.
      await call('otpresetpassword', { email: 'ghost@example.lk' });
      answers.push(
        await call('resetpasswordbyotp', { email: 'ghost@example.lk', otp: wrong, newPassword: NEW_PASSWORD }),
      );
      // No code was ever asked for.
      answers.push(await call('resetpasswordbyotp', { email: 'never@example.lk', otp, newPassword: NEW_PASSWORD }));
      answers.push(await call('createviaotp', { email: 'never@example.lk', password: PASSWORD, otp }));
      // An expired code.
      await call('createotp', { email: 'expired@example.lk', password: PASSWORD });
      const late = (await codeFrom('expired@example.lk'))!;
      await t.database.db.execute(
        sql`update one_time_codes set expires_at = now() - interval '1 second' where email = 'expired@example.lk'`,
      );
      answers.push(await call('createviaotp', { email: 'expired@example.lk', password: PASSWORD, otp: late }));
      // Register with an address that has an account: no code that works was made.
      await t.database.db.execute(sql`delete from rate_limits`);
      await call('createotp', { email: 'codes@example.lk', password: PASSWORD });
      answers.push(await call('createviaotp', { email: 'codes@example.lk', password: PASSWORD, otp: wrong }));

      const expected = {
        returnCode: 0,
        returnText: 'The code is not correct or has expired. Please check the email or ask for a new one.',
        fieldErrors: { otp: identityText.codeInvalid },
      };
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual(expected);
      }
      expect((await login('codes@example.lk', PASSWORD)).statusCode).toBe(200);
    });

    it('register does the same writes and queues one mail, whether or not the address has an account', async () => {
      await register('member@example.lk');
      await t.drainMail();
      t.mailer.sent.length = 0;
      await t.database.db.execute(sql`delete from rate_limits`);
      const before = await queued();
      const known = await call('createotp', { email: 'member@example.lk', password: PASSWORD });
      expect(await queued()).toBe(before + 1);
      const unknown = await call('createotp', { email: 'newcomer@example.lk', password: PASSWORD });
      expect(await queued()).toBe(before + 2);
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
      expect(await codeRows('member@example.lk')).toEqual(['register']);
      expect(await codeRows('newcomer@example.lk')).toEqual(['register']);
      const mails = await sent();
      expect(mails.find((mail) => mail.to === 'member@example.lk')?.subject).toBe('You already have a Vivaha account');
      expect(mails.find((mail) => mail.to === 'newcomer@example.lk')?.subject).toBe('Your Vivaha registration code');
    });

    it('reset does the same writes and queues one mail, whether or not the address has an account', async () => {
      await register('resetter@example.lk');
      await t.drainMail();
      const before = await queued();
      const known = await call('otpresetpassword', { email: 'resetter@example.lk' });
      expect(await queued()).toBe(before + 1);
      const unknown = await call('otpresetpassword', { email: 'nobody-here@example.lk' });
      expect(await queued()).toBe(before + 2);
      expect(known.json()).toEqual(unknown.json());
      expect(await codeRows('resetter@example.lk')).toContain('reset');
      expect(await codeRows('nobody-here@example.lk')).toEqual(['reset']);
    });

    it('change email does the same writes and queues the same mails, whether or not the address has an account', async () => {
      const token = await register('asker@example.lk');
      await register('occupied@example.lk');
      await t.drainMail();
      t.mailer.sent.length = 0;
      const changes = () => countRows(t.database, 'email_changes');
      const before = { mails: await queued(), changes: await changes() };
      const taken = await call('changeemail', { email: 'occupied@example.lk', password: PASSWORD }, token);
      expect(await queued()).toBe(before.mails + 2);
      expect(await changes()).toBe(before.changes + 1);
      const free = await call('changeemail', { email: 'free@example.lk', password: PASSWORD }, token);
      expect(await queued()).toBe(before.mails + 4);
      expect(await changes()).toBe(before.changes + 1);
      expect(taken.json()).toEqual(free.json());
      const mails = await sent();
      expect(mails.filter((mail) => mail.to === 'asker@example.lk')).toHaveLength(2);
      expect(mails.find((mail) => mail.to === 'occupied@example.lk')?.subject).toBe(
        'This address already has a Vivaha account',
      );
      expect(mails.find((mail) => mail.to === 'free@example.lk')?.subject).toBe(
        'Confirm your new Vivaha email address',
      );
    });
  });

  describe('sessions', () => {
    it('logout ends that token on the server, and other devices stay signed in', async () => {
      const phone = await register('devices@example.lk');
      const laptop = (await login('devices@example.lk', PASSWORD)).json().token as string;
      const copied = phone;

      const out = await call('logout', {}, phone);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ returnCode: 1, returnText: identityText.loggedOut });
      expect((await call('me', undefined, copied)).statusCode).toBe(401);
      expect(
        (await call('changepassword', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }, copied)).statusCode,
      ).toBe(401);
      expect((await call('me', undefined, laptop)).statusCode).toBe(200);
      expect(await sessionsOf('devices@example.lk')).toBe(1);

      // Already ended, no token, or a bad one: the answer is the same.
      expect((await call('logout', {}, phone)).json()).toEqual({ returnCode: 1, returnText: identityText.loggedOut });
      expect((await call('logout', {})).json()).toMatchObject({ returnCode: 1 });
      expect((await call('logout', {}, 'not-a-token')).json()).toMatchObject({ returnCode: 1 });
      expect((await call('me', undefined, laptop)).statusCode).toBe(200);
    });

    it('refuses a token whose session has expired or was never made', async () => {
      const token = await register('expiry@example.lk');
      await t.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 second'
            where user_id = (select id from users where email = 'expiry@example.lk')`,
      );
      expect((await call('me', undefined, token)).statusCode).toBe(401);

      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const key = new TextEncoder().encode(deriveSecret('test-secret-that-is-long-enough-for-signing', 'tokens'));
      const made = (sid: string | undefined, sub = claims.sub) =>
        new SignJWT({ ver: claims.ver, ...(sid ? { sid } : {}) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setExpirationTime('1d')
          .sign(key);
      expect((await call('me', undefined, await made(undefined))).statusCode).toBe(401);
      expect((await call('me', undefined, await made('invented-session'))).statusCode).toBe(401);
      // Another member's live session does not sign in as this member.
      const otherToken = await register('neighbour@example.lk');
      const otherSid = JSON.parse(Buffer.from(otherToken.split('.')[1]!, 'base64url').toString()).sid as string;
      expect((await call('me', undefined, await made(otherSid))).statusCode).toBe(401);
    });
  });

  describe('change email', () => {
    it('takes effect only when the mailed link is opened, signed in or not', async () => {
      const token = await register('old@example.lk');
      t.mailer.sent.length = 0;
      const response = await call('changeemail', { email: 'New@Example.lk', password: PASSWORD }, token);
      expect(response.json()).toEqual({ returnCode: 1, returnText: 'Email reset instructions sent to your email.' });
      const link = await linkTo('new@example.lk');
      expect(link).toMatch(/^https:\/\/vivaha\.example\.org\/confirmemail\?token=/);
      expect(t.mailer.sent.find((mail) => mail.to === 'old@example.lk')?.text).toContain('new@example.lk');
      expect((await login('old@example.lk', PASSWORD)).statusCode).toBe(200);

      const confirmToken = decodeURIComponent(new URL(link!).searchParams.get('token')!);
      const confirmed = await call('confirmemail', { token: confirmToken });
      expect(confirmed.json()).toEqual({ returnCode: 1, returnText: 'Your email address has been changed.' });
      expect((await login('new@example.lk', PASSWORD)).statusCode).toBe(200);
      expect((await login('old@example.lk', PASSWORD)).statusCode).toBe(401);
      expect((await call('confirmemail', { token: confirmToken })).statusCode).toBe(400);
    });

    it('needs the current password: a wrong one is refused on its field, and nothing is saved or mailed', async () => {
      const token = await register('careful@example.lk');
      await t.drainMail();
      t.mailer.sent.length = 0;
      const mailsBefore = (await mailJobs(t.database)).length;
      const changesBefore = await countRows(t.database, 'email_changes');
      const wrong = await call('changeemail', { email: 'thief@example.lk', password: 'Wrong#Pass1' }, token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        returnCode: 0,
        returnText: identityText.oldPasswordWrong,
        fieldErrors: { password: identityText.oldPasswordWrong },
      });
      const missing = await call('changeemail', { email: 'thief@example.lk' }, token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toHaveProperty('password');
      expect(await mailJobs(t.database)).toHaveLength(mailsBefore);
      expect(await countRows(t.database, 'email_changes')).toBe(changesBefore);
      expect(await sent()).toHaveLength(0);
    });

    it('does not move an account onto an address that has one', async () => {
      const token = await register('mover@example.lk');
      await register('holder@example.lk');
      t.mailer.sent.length = 0;
      const response = await call('changeemail', { email: 'holder@example.lk', password: PASSWORD }, token);
      expect(response.json().returnCode).toBe(1);
      const mails = await sent();
      expect(mails).toHaveLength(2);
      expect(mails.find((mail) => mail.to === 'holder@example.lk')?.subject).toBe(
        'This address already has a Vivaha account',
      );
      expect(mails.find((mail) => mail.to === 'mover@example.lk')?.text).toContain('holder@example.lk');
    });

    it('refuses a malformed address with the spec’s message', async () => {
      const token = await register('format@example.lk');
      const response = await call('changeemail', { email: 'format-at-example', password: PASSWORD }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().returnText).toBe('Please enter a valid email address');
    });

    it('is cancelled by a password change: the mailed link stops working and the member is told', async () => {
      const token = await register('pending@example.lk');
      await call('changeemail', { email: 'pending-new@example.lk', password: PASSWORD }, token);
      const link = (await linkTo('pending-new@example.lk'))!;
      t.mailer.sent.length = 0;
      const changed = await call('changepassword', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }, token);
      expect(changed.statusCode).toBe(200);
      const confirm = await call('confirmemail', { token: new URL(link).searchParams.get('token')! });
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().returnText).toBe(identityText.emailLinkDead);
      const notice = (await sent()).find((mail) => mail.to === 'pending@example.lk');
      expect(notice?.subject).toBe('Your Vivaha password was changed');
      expect(notice?.text).toContain('pending-new@example.lk');
      expect(notice?.text).toContain('was cancelled');
      expect((await login('pending@example.lk', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('is cancelled by a password reset too', async () => {
      const token = await register('pending2@example.lk');
      await call('changeemail', { email: 'pending2-new@example.lk', password: PASSWORD }, token);
      const link = (await linkTo('pending2-new@example.lk'))!;
      await call('otpresetpassword', { email: 'pending2@example.lk' });
      const otp = (await codeFrom('pending2@example.lk'))!;
      t.mailer.sent.length = 0;
      const reset = await call('resetpasswordbyotp', { email: 'pending2@example.lk', otp, newPassword: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      const confirm = await call('confirmemail', { token: new URL(link).searchParams.get('token')! });
      expect(confirm.statusCode).toBe(400);
      expect((await sent()).find((mail) => mail.to === 'pending2@example.lk')?.text).toContain('was cancelled');
    });
  });

  describe('common passwords', () => {
    // In the 10,000 most used passwords, yet it passes the spec's strength rule.
    const COMMON = 'P@sSw0rd';
    const refused = { returnCode: 0, returnText: commonPasswordText };

    it('are refused on register, in either step, and nothing is mailed', async () => {
      const start = await call('createotp', { email: 'common@example.lk', password: COMMON });
      expect(start.statusCode).toBe(400);
      expect(start.json()).toEqual({ ...refused, fieldErrors: { password: commonPasswordText } });
      expect(await sent()).toHaveLength(0);

      await call('createotp', { email: 'common@example.lk', password: PASSWORD });
      const otp = (await codeFrom('common@example.lk'))!;
      const finish = await call('createviaotp', { email: 'common@example.lk', password: COMMON, otp });
      expect(finish.statusCode).toBe(400);
      expect(finish.json()).toEqual({ ...refused, fieldErrors: { password: commonPasswordText } });
      // The code was not spent: the member can finish with a better password.
      expect((await call('createviaotp', { email: 'common@example.lk', password: PASSWORD, otp })).statusCode).toBe(
        200,
      );
    });

    it('are refused on reset and on change', async () => {
      const token = await register('common2@example.lk');
      const change = await call('changepassword', { oldPassword: PASSWORD, newPassword: COMMON }, token);
      expect(change.statusCode).toBe(400);
      expect(change.json()).toEqual({ ...refused, fieldErrors: { newPassword: commonPasswordText } });

      await call('otpresetpassword', { email: 'common2@example.lk' });
      const otp = (await codeFrom('common2@example.lk'))!;
      const reset = await call('resetpasswordbyotp', { email: 'common2@example.lk', otp, newPassword: COMMON });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toEqual({ ...refused, fieldErrors: { newPassword: commonPasswordText } });
      expect((await login('common2@example.lk', PASSWORD)).statusCode).toBe(200);
    });

    it('are refused for ADMIN_PASSWORD', async () => {
      await expect(t.app.identity.ensureAdmin('boss@example.lk', COMMON)).rejects.toThrow(/ADMIN_PASSWORD/);
      expect((await login('boss@example.lk', COMMON)).statusCode).toBe(401);
    });
  });
  describe('account details', () => {
    it('reads and updates the details, keeping the address read-only', async () => {
      const token = await register('details@example.lk');
      const update = await call(
        'updateuser',
        {
          title: 'Mrs.',
          customerName: 'Kamala Fernando',
          eMail: 'hijack@example.lk',
          organization: '',
          address1: '12 Temple Road',
          address2: '',
          city: 'Negombo',
          postcode: '11500',
          phone1: '',
          phone2: '',
          fax: '',
          mobile: '+94 77 123 4567',
          countryId: 129,
          countryName: 'x',
        },
        token,
      );
      expect(update.json()).toEqual({ returnCode: 1, returnText: 'User updated successfully!' });
      const details = (await call('getuserdetails', undefined, token)).json();
      expect(details).toMatchObject({
        title: 'Mrs.',
        customerName: 'Kamala Fernando',
        eMail: 'details@example.lk',
        city: 'Negombo',
        countryId: 129,
        countryName: 'Sri Lanka',
      });
      expect(details).not.toHaveProperty('passwordHash');
      expect((await call('me', undefined, token)).json().cxName).toBe('Kamala Fernando');
    });

    it('refuses an unknown country and an over-long field', async () => {
      const token = await register('badfields@example.lk');
      const country = await call('updateuser', { countryId: 9999 }, token);
      expect(country.statusCode).toBe(400);
      expect(country.json().returnText).toBe(m.countryInvalid);
      const long = await call('updateuser', { city: 'x'.repeat(61) }, token);
      expect(long.statusCode).toBe(400);
      expect((await call('getuserdetails', undefined, token)).json().city).toBe('');
    });

    it('needs a token', async () => {
      expect((await call('getuserdetails')).statusCode).toBe(401);
      expect((await call('updateuser', { city: 'Kandy' })).statusCode).toBe(401);
    });
  });

  describe('admins', () => {
    it('ADMIN_EMAIL creates an admin once and promotes an existing account', async () => {
      expect(await t.app.identity.ensureAdmin('admin@example.lk', 'Admin#2026x')).toBe('created');
      expect(await t.app.identity.ensureAdmin('admin@example.lk', 'Other#2026x')).toBe('unchanged');
      const admin = (await login('admin@example.lk', 'Admin#2026x')).json().token as string;
      expect((await call('me', undefined, admin)).json().isAdmin).toBe(true);

      await register('promote@example.lk');
      expect(await t.app.identity.ensureAdmin('promote@example.lk', 'Ignored#2026')).toBe('promoted');
      const promoted = (await login('promote@example.lk', PASSWORD)).json().token as string;
      expect((await call('me', undefined, promoted)).json().isAdmin).toBe(true);
    });

    it('two servers starting together with ADMIN_EMAIL make one admin account, and neither fails', async () => {
      const outcomes = await Promise.all([
        t.app.identity.ensureAdmin('together@example.lk', 'Admin#2026x'),
        t.app.identity.ensureAdmin('together@example.lk', 'Admin#2026x'),
      ]);
      expect(outcomes.sort()).toEqual(['created', 'unchanged']);
      expect((await login('together@example.lk', 'Admin#2026x')).statusCode).toBe(200);
    });
  });
});

describe('identity bot check', () => {
  const t = useTestApp({ CAPTCHA_PROVIDER: 'altcha' });

  it.each(['login', 'createotp', 'createviaotp', 'otpresetpassword', 'resetpasswordbyotp'])(
    '%s refuses a call without a bot-check token',
    async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/identity/${url}`,
        payload: { email: 'a@example.lk', password: PASSWORD, newPassword: PASSWORD, otp: '123456' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ returnCode: 0, returnText: m.captchaRequired });
      expect(await mailJobs(t.database)).toHaveLength(0);
    },
  );
});
