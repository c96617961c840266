import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { LatestResult } from '@vivaha/shared/public';

import { addProfile, createAdmin } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { createListingsCache } from './listings-cache.ts';

describe('the listings cache', () => {
  it('gives an answer again until its seconds pass, and forgets everything on clear', () => {
    let clock = 1_000;
    const cache = createListingsCache({ seconds: 5, now: () => clock });
    cache.set('en /api/pp/latest?sx=1', 'first');
    clock += 5_000;
    expect(cache.get('en /api/pp/latest?sx=1')).toBe('first');
    clock += 1;
    expect(cache.get('en /api/pp/latest?sx=1')).toBeUndefined();
    cache.set('a', 'one');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when its seconds are 0', () => {
    const cache = createListingsCache({ seconds: 0 });
    cache.set('a', 'one');
    expect(cache.get('a')).toBeUndefined();
  });
});

/** Visitors' latest, random and search answers, kept for a few seconds by the server. */
describe('visitors’ listings through the server', () => {
  const t = useTestApp({ LISTING_CACHE_SECONDS: '60' });
  const [owner, blocker] = useMembers(t, 'cache-family@example.lk', 'cache-blocker@example.lk');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 10 where id = ${owner.id}`);
    ids.first = await addProfile(t, owner, { name: 'Dilini', sex: 2 });
    ids.blocker = await addProfile(t, blocker, { name: 'Kumari', sex: 2 });
  });

  const names = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as Array<{ searchResults: string }>;
    return items.map((item) => (JSON.parse(item.searchResults) as LatestResult).name).sort();
  };

  it('answers a visitor the same for its seconds, even when the database changes behind it', async () => {
    expect(await names('/api/pp/latest?sx=2')).toEqual(['Dilini', 'Kumari']);
    // A change made straight in the database (as another server would make it) is not seen yet.
    await t.database.db.execute(sql`update profiles set name = 'Renamed' where id = ${ids.first}`);
    try {
      expect(await names('/api/pp/latest?sx=2')).toEqual(['Dilini', 'Kumari']);
      expect(await names('/api/pp/search?sx=2')).toEqual(['Kumari', 'Renamed']);
      // Each address is its own answer; so is each language.
      const sinhala = await t.app.inject({
        method: 'GET',
        url: '/api/pp/latest?sx=2',
        headers: { 'accept-language': 'si' },
      });
      expect(sinhala.json().items).toHaveLength(2);
      expect(sinhala.body).toContain('Renamed');
    } finally {
      await t.database.db.execute(sql`update profiles set name = 'Dilini' where id = ${ids.first}`);
    }
  });

  it('forgets its answers as soon as this server makes a change', async () => {
    const admin = await createAdmin(t, 'cache-admin@example.lk');
    await names('/api/pp/latest?sx=2');
    await names('/api/pp/search?sx=2');
    const newcomer = await addProfile(t, owner, { name: 'Anjali', sex: 2 }, 0);
    // Waiting for review: not listed, and the cached answers still stand.
    expect(await names('/api/pp/latest?sx=2')).toEqual(['Dilini', 'Kumari']);
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/publish/${newcomer}?ownerid=${owner.id}`,
      headers: admin.auth,
    });
    expect(published.statusCode, published.body).toBeLessThan(300);
    expect(await names('/api/pp/latest?sx=2')).toEqual(['Anjali', 'Dilini', 'Kumari']);
    expect(await names('/api/pp/search?sx=2')).toEqual(['Anjali', 'Dilini', 'Kumari']);
  });

  it('never answers a member from it: their lists leave out the accounts they blocked', async () => {
    const blocked = await t.app.inject({ method: 'POST', url: `/api/blocks/${ids.first}`, headers: blocker.auth });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    // A visitor's answers, kept after the block, still show Dilini...
    for (const url of ['/api/pp/latest?sx=2', '/api/pp/search?sx=2']) expect(await names(url)).toContain('Dilini');
    // ...and the member who blocked her family is not given them.
    expect(await names('/api/pp/latest?sx=2', blocker.auth)).not.toContain('Dilini');
    expect(await names('/api/pp/search?sx=2', blocker.auth)).not.toContain('Dilini');
    expect(await names('/api/pp/random', blocker.auth)).not.toContain('Dilini');
  });

  it('still tells browsers not to keep the random cards', async () => {
    await names('/api/pp/random');
    const again = await t.app.inject({ method: 'GET', url: '/api/pp/random' });
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['content-type']).toContain('application/json');
  });
});
