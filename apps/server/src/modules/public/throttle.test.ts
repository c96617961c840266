import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { english } from '#src/lib/messages.ts';

import { createMember, profileForm } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { clientKey, PUBLIC_READS_PER_MINUTE, throttleText } from './throttle.ts';

describe('public reads are throttled per client address', () => {
  const t = useTestApp();
  const [member] = useMembers(t, 'reader@example.lk');
  let profileId: number;

  const read = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });
  /** Makes `count` reads from one address, alternating search and profile view; the statuses. */
  async function reads(remoteAddress: string, count: number, headers: Record<string, string> = {}) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const url = i % 2 ? `/api/pp/${profileId}` : `/api/pp/search?sx=2&page=${(i % 5) + 1}`;
      statuses.push((await read(remoteAddress, url, headers)).statusCode);
    }
    return statuses;
  }

  beforeAll(async () => {
    const owner = await createMember(t, 'owner@example.lk');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ name: 'Ishara', sex: 2 }),
      headers: owner.auth,
    });
    profileId = created.json().profileId;
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${profileId}`);
  });

  it('lets a visitor make 120 reads in a minute and answers the 121st with 429 and when to retry', async () => {
    const statuses = await reads('10.9.0.1', PUBLIC_READS_PER_MINUTE.visitor);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await read('10.9.0.1', '/api/pp/search');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: english(throttleText(retryAfter)),
    });
    expect(refused.json().message).toBe(
      'Too many profiles and searches from your address in a short time. Please try again in a minute.',
    );
    // The profile view shares the counter; another address does not.
    expect((await read('10.9.0.1', `/api/pp/${profileId}`)).statusCode).toBe(429);
    expect((await read('10.9.0.99', '/api/pp/search')).statusCode).toBe(200);
    // The lists on every page are not counted.
    expect((await read('10.9.0.1', '/api/pp/latest?sx=1')).statusCode).toBe(200);
  });

  it('lets a signed-in member make 300 reads a minute from one address, not 301', async () => {
    const statuses = await reads('10.9.0.2', PUBLIC_READS_PER_MINUTE.member, member.auth);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await read('10.9.0.2', `/api/pp/${profileId}`, member.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('counts one address’s reads together: past 120, only a member token still gets through', async () => {
    expect((await reads('10.9.0.3', 150, member.auth)).every((status) => status === 200)).toBe(true);
    expect((await read('10.9.0.3', '/api/pp/search')).statusCode).toBe(429);
    // A token that is not valid is no member's.
    expect((await read('10.9.0.3', '/api/pp/search', { authorization: 'Bearer not-a-token' })).statusCode).toBe(429);
    expect((await read('10.9.0.3', '/api/pp/search', member.auth)).statusCode).toBe(200);
  });

  it('counts an IPv6 network (/64) as one address, so rotating addresses inside it does not help', async () => {
    expect((await reads('2001:db8:7:1::a', PUBLIC_READS_PER_MINUTE.visitor)).every((s) => s === 200)).toBe(true);
    expect((await read('2001:db8:7:1:ffff::1', '/api/pp/search')).statusCode).toBe(429);
    expect((await read('2001:db8:7:2::a', '/api/pp/search')).statusCode).toBe(200);
  });
});

describe('clientKey', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:7:1::a', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:1111:2222:3333:4444', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
