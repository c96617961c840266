import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { CAPTCHA_ACTION } from '@vivaha/shared/constants';
import { validationMessages as m } from '@vivaha/shared/messages';

import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';
import { hashPassword } from '#src/modules/identity/secrets.ts';

import { countRows, createTestApp, type TestApp } from '../../../test/helpers.ts';

const SECRET = 'recaptcha-test-secret';
const EMAIL = 'recaptcha@example.lk';
const PASSWORD = 'Kandy#2026a';

/** What Google's siteverify answers for a reCAPTCHA v3 token. */
const verdict = (answer: object) =>
  new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The reCAPTCHA v3 provider, with only the HTTP call to the verifier replaced (the global fetch the
 * bot check uses): everything else is the real server.
 */
describe('bot check (reCAPTCHA)', () => {
  let t: TestApp;
  let verifier: ReturnType<typeof vi.fn<typeof fetch>>;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: SECRET,
    });
    await createIdentityRepository(t.database.db).create(EMAIL, await hashPassword(PASSWORD));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    verifier = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', verifier);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const login = (captchaToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: EMAIL, password: PASSWORD, captchaToken },
      remoteAddress: `10.77.0.${ipCounter++}`,
    });
  const expectRefused = (response: Awaited<ReturnType<typeof login>>) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ captchaToken: m.captchaInvalid });
    expect(response.json().token).toBeUndefined();
  };
  const expectUnavailable = (response: Awaited<ReturnType<typeof login>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json().returnText).toBe(m.captchaUnavailable);
    expect(response.json().token).toBeUndefined();
  };

  it('accepts a good score for the submit action, asking the verifier with the secret, token and client address', async () => {
    verifier.mockResolvedValue(verdict({ success: true, score: 0.9, action: CAPTCHA_ACTION }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: EMAIL, password: PASSWORD, captchaToken: 'good-token' },
      remoteAddress: '10.77.1.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));

    expect(verifier).toHaveBeenCalledTimes(1);
    const [url, init] = verifier.mock.calls[0]!;
    expect(String(url)).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(init?.method).toBe('POST');
    const sent = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(sent)).toEqual({ secret: SECRET, response: 'good-token', remoteip: '10.77.1.1' });
  });

  it('refuses a low score, a missing score and an unsuccessful check', async () => {
    for (const answer of [
      { success: true, score: 0.3, action: CAPTCHA_ACTION },
      { success: true, score: 0.49, action: CAPTCHA_ACTION },
      { success: true, action: CAPTCHA_ACTION },
      { success: false, score: 0.9, action: CAPTCHA_ACTION, 'error-codes': ['timeout-or-duplicate'] },
    ]) {
      verifier.mockResolvedValueOnce(verdict(answer));
      expectRefused(await login('some-token'));
    }
    expect(verifier).toHaveBeenCalledTimes(4);
  });

  it('refuses a token made for another action', async () => {
    for (const action of ['login', 'homepage', undefined]) {
      verifier.mockResolvedValueOnce(verdict({ success: true, score: 0.9, action }));
      expectRefused(await login('other-action-token'));
    }
  });

  it('refuses a missing token without asking the verifier', async () => {
    const response = await login();
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ captchaToken: m.captchaRequired });
    expect(verifier).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After, not a refusal of the client, when the verifier cannot be reached or answers an error page', async () => {
    verifier.mockRejectedValueOnce(new TypeError('fetch failed'));
    expectUnavailable(await login('token'));
    verifier.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expectUnavailable(await login('token'));
    verifier.mockResolvedValueOnce(new Response('', { status: 200 }));
    expectUnavailable(await login('token'));
    verifier.mockResolvedValueOnce(verdict({ success: true, score: 0.9, action: CAPTCHA_ACTION }));
    expect((await login('token')).statusCode).toBe(200);

    // The product's calls say the same in their own shape, and store nothing.
    verifier.mockRejectedValueOnce(new TypeError('fetch failed'));
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Kumari',
        email: 'kumari@example.lk',
        subject: 'Other Issues',
        message: 'Hello',
        captchaToken: 'token',
      },
      remoteAddress: `10.77.1.${ipCounter++}`,
    });
    expect(contact.statusCode, contact.body).toBe(503);
    expect(contact.headers['retry-after']).toBe('30');
    expect(contact.json()).toMatchObject({ success: false, msg: m.captchaUnavailable, message: m.captchaUnavailable });
    expect(await countRows(t.database, 'contact_messages')).toBe(0);
  });

  it('gives up on a verifier that does not answer, and answers within seconds', { timeout: 15_000 }, async () => {
    // A verifier that never answers: the call ends only when the bot check stops waiting.
    verifier.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const started = Date.now();
    expectUnavailable(await login('slow-token'));
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
