import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminOverviewSchema, OVERVIEW_WEEKS } from '@vivaha/shared/admin';

import { addProfile, createMember, type Member } from '../../../test/helpers.ts';
import { useAdmin, useTestApp } from '../../../test/use-test-app.ts';

import { isoWeekName, weekStart } from './iso-weeks.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/admin/overview', () => {
  const t = useTestApp();
  const admin = useAdmin(t, 'overview-admin@example.lk');
  let member: Member;
  /** Monday 00:00 UTC of this week, and a time `weeks` weeks and `hours` hours after it. */
  const monday = weekStart(new Date());
  const at = (weeks: number, hours = 1) => new Date(monday.getTime() + weeks * 7 * DAY_MS + hours * 3600 * 1000);

  const overview = (who?: Member) =>
    t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: who?.auth ?? {} });

  beforeAll(async () => {
    member = await createMember(t, 'overview-family@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 50 where id = ${member.id}`);
  });

  it('is for admins only: 401 without a token, 403 for a member', async () => {
    expect((await overview()).statusCode).toBe(401);
    expect((await overview(member)).statusCode).toBe(403);
  });

  it('answers twelve zero-filled ISO weeks, oldest first, on an empty site', async () => {
    const response = await overview(admin);
    expect(response.statusCode).toBe(200);
    const body = adminOverviewSchema.parse(response.json());
    expect(body).toMatchObject({
      waitingForReview: 0,
      openReports: 0,
      reportedProfiles: 0,
      publishedThisWeek: 0,
      requestsThisWeek: 0,
    });
    expect(body.weeks).toHaveLength(OVERVIEW_WEEKS);
    expect(body.weeks.at(-1)!.start).toBe(monday.toISOString().slice(0, 10));
    expect(body.weeks[0]!.start).toBe(at(-11, 0).toISOString().slice(0, 10));
    for (const [index, week] of body.weeks.entries()) {
      expect(new Date(`${week.start}T00:00:00Z`).getUTCDay(), week.start).toBe(1);
      expect(week).toMatchObject({ published: 0, requests: 0 });
      if (index > 0) expect(Date.parse(week.start) - Date.parse(body.weeks[index - 1]!.start)).toBe(7 * DAY_MS);
    }
  });

  it('counts the queue, open reports, publications and requests from the database, week by week', async () => {
    const make = (name: string, active = 0) => addProfile(t, member, { name }, active);
    const published = async (name: string, when: Date) => {
      const id = await make(name, 1);
      await t.database.db.execute(
        sql`update profiles set reviewed = true, first_published_at = ${when.toISOString()} where id = ${id}`,
      );
      return id;
    };
    // Waiting for review: new profiles are not reviewed.
    const waiting = [await make('Waiting One'), await make('Waiting Two'), await make('Waiting Three')];

    const thisWeekA = await published('This Week A', at(0));
    await published('This Week B', at(0, 2));
    await published('Two Weeks Ago', at(-2, 30));
    await published('Eleven Weeks Ago', at(-11, 5));
    // Outside the twelve weeks, and published but since taken down: in no count.
    await published('Twelve Weeks Ago', at(-12, 5));
    const suspended = await published('Suspended Since', at(-1));
    await t.database.db.execute(sql`update profiles set active = 60 where id = ${suspended}`);

    // Reports: two open on one profile, one open on another, one decided.
    const report = (profileId: number, key: string, status = 'open') =>
      t.database.db.execute(
        sql`insert into reports (profile_id, reporter_key, reason, status) values (${profileId}, ${key}, 'fake', ${status})`,
      );
    await report(thisWeekA, 'a:one');
    await report(thisWeekA, 'a:two');
    await report(waiting[0]!, 'a:one');
    await report(waiting[1]!, 'a:three', 'dismissed');

    // Requests sent this week, three weeks ago, and before the twelve weeks.
    const request = (from: number, to: number, when: Date, status = 0) =>
      t.database.db.execute(
        sql`insert into access_requests (requester_profile_id, receiver_profile_id, status, created_at)
            values (${from}, ${to}, ${status}, ${when.toISOString()})`,
      );
    await request(waiting[0]!, thisWeekA, at(-20));
    await request(waiting[1]!, thisWeekA, at(-3, 50), 2);
    await request(waiting[2]!, thisWeekA, at(0, 3), 1);
    await request(waiting[0]!, waiting[1]!, at(0, 4), 2);

    const body = adminOverviewSchema.parse((await overview(admin)).json());
    expect(body).toMatchObject({
      waitingForReview: 3,
      openReports: 3,
      reportedProfiles: 2,
      publishedThisWeek: 2,
      requestsThisWeek: 2,
    });
    const byStart = Object.fromEntries(body.weeks.map((week) => [week.start, week]));
    const weekOf = (weeks: number) => byStart[at(weeks, 0).toISOString().slice(0, 10)]!;
    expect(weekOf(0)).toMatchObject({ published: 2, requests: 2, week: isoWeekName(monday) });
    expect(weekOf(-2)).toMatchObject({ published: 1, requests: 0 });
    expect(weekOf(-3)).toMatchObject({ published: 0, requests: 1 });
    expect(weekOf(-11)).toMatchObject({ published: 1, requests: 0 });
    expect(weekOf(-1)).toMatchObject({ published: 0, requests: 0 });
    expect(body.weeks.reduce((sum, week) => sum + week.published, 0)).toBe(4);
    expect(body.weeks.reduce((sum, week) => sum + week.requests, 0)).toBe(3);
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-01-01T12:00:00Z', '2025-12-29', '2026-W01'],
    ['2026-02-15T23:59:59Z', '2026-02-09', '2026-W07'],
    ['2027-01-03T00:00:00Z', '2026-12-28', '2026-W53'],
    ['2021-01-03T10:00:00Z', '2020-12-28', '2020-W53'],
    ['2024-12-30T00:00:00Z', '2024-12-30', '2025-W01'],
  ])('%s is in the week of %s (%s)', (when, start, name) => {
    const monday = weekStart(new Date(when));
    expect(monday.toISOString()).toBe(`${start}T00:00:00.000Z`);
    expect(isoWeekName(monday)).toBe(name);
  });
});
