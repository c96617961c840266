import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refusalMessages } from '@vivaha/shared/api-error';

import { createMember, createTestApp, type TestApp } from '../../test/helpers.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * Every refusal has the site's documented shape (DESIGN.md, Wire contract), whichever part of the
 * framework made it: identity calls `{ returnCode, returnText }`, everything else
 * `{ statusCode, error, message }`, in the site's words and the page's language, and nothing of
 * Fastify's own (`code`, FST_ERR_...).
 */
describe('refusals the framework makes', () => {
  const t = useTestApp();

  const apiRefusal = (response: { statusCode: number; body: string; json(): unknown }, statusCode: number) => {
    expect(response.statusCode, response.body).toBe(statusCode);
    expect(response.body).not.toContain('FST_');
    return response.json() as { statusCode: number; error: string; message: string };
  };
  const identityRefusal = (response: { statusCode: number; body: string; json(): unknown }, statusCode: number) => {
    expect(response.statusCode, response.body).toBe(statusCode);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['returnCode', 'returnText']);
    expect(body.returnCode).toBe(0);
    return body.returnText;
  };

  it('a malformed address: 400, in the identity shape on identity calls and the API shape elsewhere', async () => {
    const identity = await t.app.inject({ method: 'GET', url: '/identity/%ZZ' });
    expect(identityRefusal(identity, 400)).toBe(refusalMessages.badAddress);
    for (const url of ['/api/%ZZ', '/api/pp/%E0%A4%A', '/%ZZ']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(apiRefusal(response, 400), url).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: refusalMessages.badAddress,
      });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('a malformed address, in the page’s language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%ZZ', headers: { 'accept-language': 'si' } });
    const { message } = apiRefusal(response, 400);
    expect(message).not.toBe(refusalMessages.badAddress);
    expect(message).toMatch(/[\u0D80-\u0DFF]/);
  });

  it('an address part too long for the router: 414 in the documented shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/pp/${'1'.repeat(200)}` });
    expect(apiRefusal(response, 414)).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: refusalMessages.addressTooLong,
    });
  });

  it('a body of the wrong type, too large, not JSON, or shorter than announced, in the site’s words', async () => {
    const member = await createMember(t, 'framework@example.org');
    const post = (url: string, headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url, headers: { ...member.auth, ...headers }, payload });
    const cases = [
      [{ 'content-type': 'application/xml' }, '<a/>', 415, refusalMessages.unsupportedBody],
      [
        { 'content-type': 'application/json' },
        JSON.stringify({ a: 'x'.repeat(300 * 1024) }),
        413,
        refusalMessages.tooLarge,
      ],
      [{ 'content-type': 'application/json' }, '{"a":', 400, refusalMessages.bodyNotJson],
      [{ 'content-type': 'application/json' }, '{"__proto__":{"isAdmin":true}}', 400, refusalMessages.bodyNotJson],
      [{ 'content-type': 'application/json', 'content-length': '5' }, '{}', 400, refusalMessages.bodyCutShort],
    ] as const;
    for (const [headers, payload, statusCode, message] of cases) {
      expect(apiRefusal(await post('/api/blocks/1', headers, payload), statusCode).message).toBe(message);
      expect(identityRefusal(await post('/identity/logout', headers, payload), statusCode)).toBe(message);
    }
  });
});

describe('a request the HTTP parser cannot read', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends raw bytes and reads the answer until the server closes the connection. */
  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });

  it('gets 400 in the API shape, in the site’s words', async () => {
    const answer = await raw('GET /api/pp/latest HTTP/1.1\r\nHost: 127.0.0.1\r\nNot a header\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({ statusCode: 400, error: 'Bad Request', message: refusalMessages.unreadable });
  });
});
