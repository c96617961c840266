import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { siteFactsSchema, type SiteFacts } from '@vivaha/shared/public';

import { queryRows } from '#src/db/client.ts';

import { addProfile, approveRequest, askToSee, createAdmin, createMember } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

import { createSiteFactsService, SITE_FACTS_SECONDS } from './site-facts.service.ts';

/** GET /api/pp/facts: the homepage's counts of published profiles, families and introductions. */
describe('site facts', () => {
  const t = useTestApp();
  const facts = async (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/pp/facts', headers });

  beforeAll(async () => {
    const first = await createMember(t, 'facts.first@example.lk');
    const second = await createMember(t, 'facts.second@example.lk');
    const third = await createMember(t, 'facts.third@example.lk');
    // The team's account is not a family.
    await createAdmin(t, 'facts.team@example.lk');
    // Published: a bride and two grooms. Not published: one waiting, one suspended, one held back by reports.
    const bride = await addProfile(t, first, { name: 'Kumari', sex: 2 });
    const groom = await addProfile(t, second, { name: 'Nimal', sex: 1 });
    const other = await addProfile(t, third, { name: 'Sunil', sex: 1 });
    await addProfile(t, first, { name: 'Waiting', sex: 2 }, 0);
    await addProfile(t, second, { name: 'Suspended', sex: 1 }, 60);
    const held = await addProfile(t, third, { name: 'Held', sex: 1 });
    await t.database.db.execute(sql`update profiles set report_hold = true where id = ${held}`);
    // One approved request, one still pending.
    await approveRequest(t, second, groom, first, bride);
    const asked = await askToSee(t, third, other, first, bride);
    expect(asked.statusCode).toBe(200);
  });

  it('counts published profiles, member accounts and approved requests, for a visitor, and nothing else', async () => {
    const response = await facts();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const body = response.json<SiteFacts>();
    expect(body).toEqual({ profiles: 3, families: 3, introductions: 1 });
    // Only the three counts leave the server.
    expect(Object.keys(body).sort()).toEqual(['families', 'introductions', 'profiles']);
    expect(siteFactsSchema.parse(body)).toEqual(body);

    // The same figures the database gives, counted another way.
    const [row] = await queryRows<SiteFacts>(
      t.database.db,
      sql`select
        (select count(*)::int from profiles where active = 1 and not report_hold) as profiles,
        (select count(*)::int from users where role <> 'admin') as families,
        (select count(*)::int from access_requests where status = 1) as introductions`,
    );
    expect(body).toEqual(row);
  });

  it('answers a signed-in member the same, from the ten-minute cache', async () => {
    const member = await createMember(t, 'facts.later@example.lk');
    await addProfile(t, member, { name: 'Later', sex: 2 });
    const response = await facts(member.auth);
    expect(response.statusCode).toBe(200);
    // The new account and profile are not counted until the kept answer expires.
    expect(response.json()).toEqual({ profiles: 3, families: 3, introductions: 1 });
  });
});

describe('the site facts service', () => {
  const counts = (profiles: number): SiteFacts => ({ profiles, families: 2, introductions: 1 });

  it('reads the database again only once the kept counts are ten minutes old', async () => {
    let now = 1_000_000;
    const repository = { counts: vi.fn().mockResolvedValueOnce(counts(10)).mockResolvedValueOnce(counts(11)) };
    const service = createSiteFactsService(repository, { now: () => now });
    expect(await service.facts()).toEqual(counts(10));
    now += (SITE_FACTS_SECONDS - 1) * 1000;
    expect(await service.facts()).toEqual(counts(10));
    expect(repository.counts).toHaveBeenCalledTimes(1);
    now += 2000;
    expect(await service.facts()).toEqual(counts(11));
    expect(repository.counts).toHaveBeenCalledTimes(2);
  });

  it('lets requests that arrive during a reading share it', async () => {
    let finish: (value: SiteFacts) => void = () => {};
    const repository = { counts: vi.fn(() => new Promise<SiteFacts>((resolve) => (finish = resolve))) };
    const service = createSiteFactsService(repository);
    const answers = Promise.all([service.facts(), service.facts(), service.facts()]);
    finish(counts(42));
    expect(await answers).toEqual([counts(42), counts(42), counts(42)]);
    expect(repository.counts).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next request when a reading fails', async () => {
    const repository = {
      counts: vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValueOnce(counts(12)),
    };
    const service = createSiteFactsService(repository);
    await expect(service.facts()).rejects.toThrow('database gone');
    expect(await service.facts()).toEqual(counts(12));
  });
});
