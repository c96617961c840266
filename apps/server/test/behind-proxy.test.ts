import { beforeAll, describe, expect, it } from 'vitest';

import { PUBLIC_READS_PER_MINUTE } from '#src/modules/public/throttle.ts';

import { createAdmin } from './helpers.ts';
import { useTestApp } from './use-test-app.ts';

/** The proxy on this machine: every request reaches the server from it. */
const PROXY = '127.0.0.1';
/** The client's own address, which the proxy adds last to X-Forwarded-For. */
const CLIENT = '203.0.113.7';
/** Each request's first X-Forwarded-For entry: whatever the client wrote there itself. */
const forged = (i: number) => `10.66.${Math.floor(i / 250)}.${i % 250}`;

/**
 * Behind a reverse proxy (TRUST_PROXY) the per-address limits count the address the proxy saw,
 * never one the client wrote into its own X-Forwarded-For, X-Real-IP or Forwarded header.
 */
describe.each([
  ['a count of proxies', '1'],
  ['the proxy’s address', PROXY],
])('TRUST_PROXY as %s', (_what, trustProxy) => {
  const t = useTestApp({ TRUST_PROXY: trustProxy });
  beforeAll(async () => {
    await createAdmin(t, 'admin@example.lk');
  });

  /** A request as the proxy passes it on: the client's header, then the address the proxy saw. */
  const through = (i: number, request: { method: 'GET' | 'POST'; url: string; payload?: object }, client = CLIENT) =>
    t.app.inject({
      ...request,
      remoteAddress: PROXY,
      headers: {
        'x-forwarded-for': `${forged(i)}, ${client}`,
        'x-real-ip': forged(i),
        forwarded: `for=${forged(i)}`,
      },
    });

  // 32 and 122 requests: on a busy machine, more than the default 20 s.
  it(
    'refuses the admin’s password guesses past the limit, whatever first address each one claims',
    { timeout: 60_000 },
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const guess = { email: 'admin@example.lk', password: `Guess#${i}xyz` };
        statuses.push((await through(i, { method: 'POST', url: '/identity/login', payload: guess })).statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(21).fill(429));
      // The limit is the client's, not the proxy's: another client behind it still signs in.
      const other = await through(
        99,
        {
          method: 'POST',
          url: '/identity/login',
          payload: { email: 'admin@example.lk', password: 'Kandy#2026a' },
        },
        '198.51.100.23',
      );
      expect(other.statusCode, other.body).toBe(200);
    },
  );

  it(
    'refuses public searches past the limit, whatever first address each one claims',
    { timeout: 60_000 },
    async () => {
      const search = { method: 'GET', url: '/api/pp/search?sx=2' } as const;
      const statuses: number[] = [];
      for (let i = 0; i <= PUBLIC_READS_PER_MINUTE.visitor; i++) statuses.push((await through(i, search)).statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(PUBLIC_READS_PER_MINUTE.visitor);
      expect(statuses.at(-1)).toBe(429);
      expect((await through(500, search, '198.51.100.24')).statusCode).toBe(200);
    },
  );

  it('believes no X-Forwarded-For from a client that reaches the server directly from outside', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/identity/login',
        payload: { email: 'admin@example.lk', password: `Guess#${i}xyz` },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forged(i) },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
