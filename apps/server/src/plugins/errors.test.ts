import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addProfile, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe('error answers', () => {
  const t = useTestApp();

  /** Sends `payload` to the contact form as a body of `contentType`. */
  const sendContact = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': contentType }, payload });

  it('a malformed JSON body gets 400 in the API error shape', async () => {
    const response = await sendContact('application/json', '{"name": "Nimal",');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/JSON/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a body of the wrong type gets 415, not a server fault', async () => {
    const response = await sendContact('application/xml', '<contact/>');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415 });
  });

  it('a body over the size limit gets 413', async () => {
    const response = await sendContact('application/json', JSON.stringify({ message: 'x'.repeat(300 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('an unknown API call gets 404 in the API error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('an unknown identity call gets 404 in the identity shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/identity/no-such-call', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ returnCode: 0 });
    expect(response.json().returnText).toBeTruthy();
  });

  it('every answer carries a request id and security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A refusal too: a call not found, a bad value, a visitor at a member's call, another host.
    const refusals = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      t.app.inject({ method: 'GET', url: '/api/pp/search?sx=9' }),
      t.app.inject({ method: 'GET', url: '/identity/getuserdetails' }),
      t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=1', headers: { host: 'evil.example' } }),
    ]);
    expect(refusals.map((refusal) => refusal.statusCode)).toEqual([404, 400, 401, 400]);
    for (const refusal of refusals) {
      expect(refusal.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(refusal.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

/** Contact and permission requests answer success and msg (spec section 7), their refusals too. */
describe('refusals of the calls the spec answers with success and msg', () => {
  let t: TestApp;
  let family: Member;
  let bride: number;
  beforeAll(async () => {
    t = await createTestApp();
    family = await createMember(t, 'bride.family@example.org');
    bride = await addProfile(t, family, { name: 'Ishara', sex: 2 });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, who?: Member, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...who?.auth, 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  /** The spec's shape beside the API error shape, with the same words in both. */
  function expectRefusal(response: Awaited<ReturnType<typeof post>>, statusCode: number) {
    expect(response.statusCode, response.body).toBe(statusCode);
    const body = response.json();
    expect(body).toMatchObject({ statusCode, success: false });
    expect(body.message).toBeTruthy();
    expect(body.msg).toBe(body.message);
  }

  it('POST /api/contact', async () => {
    expectRefusal(await post('/api/contact', { name: '', email: 'x', subject: 'Other Issues', message: 'Hi' }), 400);
    expect((await post('/api/contact', {})).json().fieldErrors).toBeTruthy();
    expectRefusal(await post('/api/contact', '{"name":'), 400);
    expectRefusal(await post('/api/contact', '<contact/>', undefined, 'application/xml'), 415);
  });

  it('POST /api/contact without a solved bot check', async () => {
    const guarded = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
    try {
      const response = await guarded.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Nimal', email: 'nimal@example.org', subject: 'Other Issues', message: 'Hello' },
      });
      expectRefusal(response, 400);
      expect(response.json().fieldErrors).toHaveProperty('captchaToken');
    } finally {
      await guarded.close();
    }
  });

  it('POST /api/pp/requestpermision', async () => {
    const asking = { requestingProfileId: bride, receiverProfileId: bride, receiverCustId: family.id };
    expectRefusal(await post('/api/pp/requestpermision', asking), 401);
    expectRefusal(await post('/api/pp/requestpermision', {}, family), 400);
    expectRefusal(await post('/api/pp/requestpermision', asking, family), 400);
    const stranger = await createMember(t, 'stranger@example.org');
    expectRefusal(await post('/api/pp/requestpermision', asking, stranger), 403);
  });

  it('POST /api/pp/approveOrReject', async () => {
    expectRefusal(await post('/api/pp/approveOrReject', { id: 1, isApproved: 1 }), 401);
    expectRefusal(await post('/api/pp/approveOrReject', { id: 1, isApproved: 3 }, family), 400);
    expectRefusal(await post('/api/pp/approveOrReject', { id: 999_999, isApproved: 1 }, family), 404);
  });

  it('leaves the other calls in the API error shape alone', async () => {
    for (const response of [
      await post('/api/pp/withdraw', { id: 999_999 }, family),
      await post('/api/profilecx', {}, family),
      await t.app.inject({ method: 'GET', url: '/api/pp/myrequests' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json()).not.toHaveProperty('success');
      expect(response.json()).not.toHaveProperty('msg');
    }
  });
});
