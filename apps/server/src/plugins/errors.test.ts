import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/helpers.ts';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a malformed JSON body gets 400 in the API error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Nimal",',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/JSON/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a body of the wrong type gets 415, not a server fault', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<contact/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415 });
  });

  it('a body over the size limit gets 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
    });
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
  });
});
