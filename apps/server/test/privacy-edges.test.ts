import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loggerOptions, redactUrl } from '#src/lib/logger.ts';

import { createMember, createTestApp, loggerInto, profileForm, type TestApp } from './helpers.ts';

/** Leaks around the edges: caching, request ids, log lines. */
describe('leaks around the edges', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { logger: loggerInto(lines) });
  });
  afterAll(() => t.close());

  it('answers every signed-in call with Cache-Control: no-store', async () => {
    const member = await createMember(t, 'cache@example.org');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm(),
      headers: member.auth,
    });
    for (const url of [
      '/api/profilecx',
      `/api/profilecx/${created.json().profileId}`,
      '/api/pp/search?sx=2',
      '/api/pp/latest?sx=1',
      '/api/pp/myrequests',
      '/identity/getuserdetails',
      '/identity/me',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/profilecx/999999', headers: member.auth });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps a client’s x-request-id only when it looks like an id', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.12:9' } });
    expect(good.headers['x-request-id']).toBe('lb-7f3a.12:9');
    for (const bad of ['x'.repeat(65), 'two words', '<script>', 'id"; drop']) {
      const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes no token, code or password into a log line', async () => {
    const password = 'Galle#Fort2031x';
    await createMember(t, 'logs@example.org', password);
    const member = await createMember(t, 'logs2@example.org');
    await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: 'logs@example.org', password: `${password}!` },
    });
    await t.app.inject({ method: 'POST', url: '/identity/confirmemail', payload: { token: 'mailed-link-token-123' } });
    await t.app.inject({ method: 'GET', url: '/confirmemail?token=mailed-link-token-456' });
    await t.app.inject({
      method: 'GET',
      url: '/api/media/0123456789abcdef0123456789abcdef/full.webp?e=1&s=photo-signature-789',
    });
    await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2&code=918273&otp=564738' });
    await t.app.inject({ method: 'GET', url: '/api/profilecx', headers: member.auth });

    const log = lines.join('');
    expect(log).toContain('/confirmemail?[redacted]');
    expect(log).toContain('s=%5Bredacted%5D');
    for (const secret of [
      password,
      'mailed-link-token-123',
      'mailed-link-token-456',
      'photo-signature-789',
      '918273',
      '564738',
      member.token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('redacts secrets in addresses and query parameters in database errors', () => {
    expect(redactUrl('/confirmemail?token=abc')).toBe('/confirmemail?[redacted]');
    expect(redactUrl('/api/pp/search?sx=2&Token=abc')).toBe('/api/pp/search?sx=2&Token=%5Bredacted%5D');
    expect(redactUrl('/api/pp/search?sx=2')).toBe('/api/pp/search?sx=2');
    const serializer = loggerOptions('info').serializers!.err as (error: Error) => { message: string; stack?: string };
    const failed = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.org,$argon2id$v=19$secret',
    );
    const logged = serializer(failed);
    expect(logged.message).toContain('Failed query: insert into "users"');
    expect(JSON.stringify(logged)).not.toContain('a@b.org');
    expect(JSON.stringify(logged)).not.toContain('argon2id');
  });
});
