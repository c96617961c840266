import { describe, expect, it } from 'vitest';

import { addProfile, createMember, createTestApp, solidImage, uploadPhoto } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' });

  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('answers this machine in Prometheus text, with each answer counted by its route pattern and status', async () => {
    await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=1' });
    await t.app.inject({ method: 'GET', url: '/api/pp/search?sx=2' });
    await t.app.inject({ method: 'GET', url: '/api/pp/424242' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/12345' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(sample(text, 'vivaha_http_requests_total{method="GET",route="/api/pp/search",status="200"}')).toBe(2);
    // One series per route, whatever the id asked for.
    expect(sample(text, 'vivaha_http_requests_total{method="GET",route="/api/pp/:id",status="404"}')).toBe(1);
    expect(text).not.toContain('/api/pp/424242');
    expect(text).not.toContain('no-such-call');
    expect(sample(text, 'vivaha_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).toContain(
      'vivaha_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/pp/search",status="200"}',
    );
    expect(text).toContain('vivaha_process_cpu_seconds_total');
  });

  it('counts mails waiting and sent', async () => {
    for (const to of ['a@example.lk', 'b@example.lk']) {
      await t.app.mailQueue.send({ to, subject: 'Hello', text: 'A mail to count.' });
    }
    let text = (await scrape()).body;
    expect(sample(text, 'vivaha_mail_queue{state="waiting"}')).toBe(2);
    expect(sample(text, 'vivaha_mail_queue{state="given_up"}')).toBe(0);
    await t.drainMail();
    text = (await scrape()).body;
    expect(sample(text, 'vivaha_mail_queue{state="waiting"}')).toBe(0);
    expect(sample(text, 'vivaha_mail_deliveries_total{outcome="sent"}')).toBe(2);
  });

  it('counts mails that could not be sent', async () => {
    const failing = await createTestApp(
      {},
      {
        mailTransport: {
          deliver: async () => {
            throw new Error('mail server refused');
          },
          close: () => {},
        },
      },
    );
    try {
      await failing.app.mailQueue.send({ to: 'c@example.lk', subject: 'Hello', text: 'Not going anywhere.' });
      await failing.drainMail();
      const text = (await failing.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'vivaha_mail_deliveries_total{outcome="failed"}')).toBe(1);
      // Still waiting for its next try.
      expect(sample(text, 'vivaha_mail_queue{state="waiting"}')).toBe(1);
    } finally {
      await failing.close();
    }
  });

  it('times photo processing', async () => {
    const owner = await createMember(t, 'metrics-photos@example.lk');
    const profileId = await addProfile(t, owner, { name: 'Photo', sex: 2 });
    const png = await solidImage('png', 400, 500, '#335577');
    expect((await uploadPhoto(t, owner, profileId, png)).statusCode).toBe(201);
    const text = (await scrape()).body;
    expect(sample(text, 'vivaha_photo_processing_seconds_count')).toBe(1);
    expect(sample(text, 'vivaha_photo_processing_seconds_sum')).toBeGreaterThan(0);
  });

  it('refuses other machines, and requests a proxy on this machine forwards, unless they bring the token', async () => {
    const outside = await scrape({}, '203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('vivaha_');
    // The site's one shape for a refusal (DESIGN.md, Wire contract).
    expect(outside.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Metrics are served only to this machine, or with METRICS_TOKEN.',
    });
    // A reverse proxy on this machine connects from loopback: what it forwards comes from outside.
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await scrape({ forwarded: 'for=127.0.0.1' })).statusCode).toBe(403);
    // Whichever header the proxy uses to say so.
    for (const header of ['x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'via', 'true-client-ip']) {
      const forwarded = await scrape({ [header]: header === 'x-forwarded-host' ? 'localhost' : '127.0.0.1' });
      expect(forwarded.statusCode, header).toBe(403);
      expect(forwarded.body, header).not.toContain('vivaha_');
    }
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` }, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ authorization: TOKEN }, '203.0.113.9')).statusCode).toBe(403);
    const withToken = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('vivaha_http_requests_total');
  });

  it('has no token to guess when none is set', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer ' },
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await plain.close();
    }
  });

  it('is answered whatever Host the scraper names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { host: '10.0.0.7:8080' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long enough to be a secret', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('GET /metrics on PostgreSQL', () => {
  it('shows the database pool: open, idle and waiting', async () => {
    const t = await createTestApp();
    try {
      await t.app.inject({ method: 'GET', url: '/api/pp/search' });
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'vivaha_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'vivaha_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'vivaha_db_pool_connections{state="waiting"}')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
