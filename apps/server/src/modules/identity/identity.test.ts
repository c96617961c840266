import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { deriveSecret } from '#src/lib/data-dir.ts';

import { createTestApp, type TestApp } from '../../../test/helpers.ts';

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
  const codeFrom = (to: string) => {
    const mail = [...t.mailer.sent].reverse().find((item) => item.to === to);
    return mail?.text.match(/code is (\d{6})/)?.[1];
  };
  const login = (email: string, password: string) =>
    call('login', { email, password, rememberMe: true, returnUrl: '' });

  async function register(email: string, password = PASSWORD) {
    expect((await call('createotp', { email, password })).json()).toMatchObject({ returnCode: 1 });
    const otp = codeFrom(email);
    expect(otp).toMatch(/^\d{6}$/);
    const done = await call('createviaotp', { email, password, otp });
    expect(done.json()).toEqual({ returnCode: 1, returnText: identityText.registered });
    const session = await login(email, password);
    return session.json().token as string;
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
      const mail = t.mailer.sent.at(-1)!;
      expect(mail.to).toBe('nimali@example.lk');
      expect(mail.subject).toBe('Your Vivaha registration code');
      const otp = codeFrom('nimali@example.lk')!;
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
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('answers an address that has an account like any other, and mails it a note instead of a code', async () => {
      await register('taken@example.lk');
      t.mailer.sent.length = 0;
      await t.database.db.execute(sql`delete from rate_limits`);
      const response = await call('createotp', { email: 'taken@example.lk', password: PASSWORD });
      expect(response.json()).toEqual({ returnCode: 1, returnText: identityText.codeSent });
      expect(t.mailer.sent).toHaveLength(1);
      expect(t.mailer.sent[0]!.subject).toBe('You already have a Vivaha account');
      expect(t.mailer.sent[0]!.text).toContain('https://vivaha.example.org/login');
      expect(codeFrom('taken@example.lk')).toBeUndefined();
    });

    it('does not send a second code within a minute', async () => {
      await call('createotp', { email: 'soon@example.lk', password: PASSWORD });
      const again = await call('createotp', { email: 'soon@example.lk', password: PASSWORD });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ returnCode: 0, returnText: identityText.codeTooSoon });
      expect(again.headers['retry-after']).toBeDefined();
      expect(t.mailer.sent).toHaveLength(1);
    });

    it('refuses a wrong code, and kills the code after five wrong tries', async () => {
      await call('createotp', { email: 'tries@example.lk', password: PASSWORD });
      const otp = codeFrom('tries@example.lk')!;
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        const response = await call('createviaotp', { email: 'tries@example.lk', password: PASSWORD, otp: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json().returnText).toBe(identityText.codeWrong);
      }
      const fifth = await call('createviaotp', { email: 'tries@example.lk', password: PASSWORD, otp: wrong });
      expect(fifth.json().returnText).toBe(identityText.codeDead);
      const right = await call('createviaotp', { email: 'tries@example.lk', password: PASSWORD, otp });
      expect(right.statusCode).toBe(400);
      expect(right.json().returnText).toBe(identityText.codeDead);
      expect((await login('tries@example.lk', PASSWORD)).statusCode).toBe(401);
    });

    it('refuses an expired code', async () => {
      await call('createotp', { email: 'late@example.lk', password: PASSWORD });
      const otp = codeFrom('late@example.lk')!;
      await t.database.db.execute(
        sql`update one_time_codes set expires_at = now() - interval '1 second' where email = 'late@example.lk'`,
      );
      const response = await call('createviaotp', { email: 'late@example.lk', password: PASSWORD, otp });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnText).toBe(identityText.codeDead);
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

    it('slows down guessing at one address', async () => {
      for (let i = 0; i < 10; i++) expect((await login('login@example.lk', 'Wrong#Pass1')).statusCode).toBe(401);
      const blocked = await login('login@example.lk', PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().returnText).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
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
      expect((await login('change@example.lk', PASSWORD)).statusCode).toBe(401);
      expect((await login('change@example.lk', NEW_PASSWORD)).statusCode).toBe(200);
      expect(t.mailer.sent.at(-1)?.subject).toBe('Your Vivaha password was changed');
    });

    it('is refused without a token', async () => {
      const response = await call('changepassword', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('reset password with a one-time code', () => {
    it('answers alike for an unknown address and mails nothing', async () => {
      const response = await call('otpresetpassword', { email: 'stranger@example.lk' });
      expect(response.json()).toEqual({ returnCode: 1, returnText: identityText.codeSent });
      expect(t.mailer.sent).toHaveLength(0);
    });

    it('resets with the mailed code and ends older sessions', async () => {
      const token = await register('reset@example.lk');
      t.mailer.sent.length = 0;
      await t.database.db.execute(sql`delete from rate_limits`);
      await call('otpresetpassword', { email: 'reset@example.lk' });
      expect(t.mailer.sent[0]?.subject).toBe('Your Vivaha password reset code');
      const otp = codeFrom('reset@example.lk')!;
      const weak = await call('resetpasswordbyotp', { email: 'reset@example.lk', otp, newPassword: 'weak' });
      expect(weak.json().returnText).toBe(m.passwordWeak);
      const done = await call('resetpasswordbyotp', { email: 'reset@example.lk', otp, newPassword: NEW_PASSWORD });
      expect(done.json()).toEqual({ returnCode: 1, returnText: 'Password reset successfully' });
      expect((await call('me', undefined, token)).statusCode).toBe(401);
      expect((await login('reset@example.lk', NEW_PASSWORD)).statusCode).toBe(200);
      const again = await call('resetpasswordbyotp', { email: 'reset@example.lk', otp, newPassword: PASSWORD });
      expect(again.json().returnText).toBe(identityText.codeDead);
    });
  });

  describe('change email', () => {
    it('takes effect only when the mailed link is opened, signed in or not', async () => {
      const token = await register('old@example.lk');
      t.mailer.sent.length = 0;
      const response = await call('changeemail', { email: 'New@Example.lk' }, token);
      expect(response.json()).toEqual({ returnCode: 1, returnText: 'Email reset instructions sent to your email.' });
      const link = t.mailer.sent.find((mail) => mail.to === 'new@example.lk')?.text.match(/https:\/\/\S+/)?.[0];
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

    it('does not move an account onto an address that has one', async () => {
      const token = await register('mover@example.lk');
      await register('holder@example.lk');
      t.mailer.sent.length = 0;
      const response = await call('changeemail', { email: 'holder@example.lk' }, token);
      expect(response.json().returnCode).toBe(1);
      expect(t.mailer.sent).toHaveLength(1);
      expect(t.mailer.sent[0]!.subject).toBe('This address already has a Vivaha account');
    });

    it('refuses a malformed address with the spec’s message', async () => {
      const token = await register('format@example.lk');
      const response = await call('changeemail', { email: 'format-at-example' }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().returnText).toBe('Please enter a valid email address');
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
      expect(country.json().returnText).toBe(identityText.countryUnknown);
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
  });
});

describe('identity bot check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  });
  afterAll(() => t.close());

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
      expect(t.mailer.sent).toHaveLength(0);
    },
  );
});
