import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { RETENTION } from '@vivaha/shared/retention';

import { queryRows } from '#src/db/client.ts';

import { addProfile, createAdmin, createMember, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** What the site keeps only for a while: the daily pass, with the clock moved by moving the rows' times. */
describe('retention', () => {
  const t = useTestApp();
  const [bride, groom] = useMembers(t, 'bride.family@example.org', 'groom.family@example.org');
  let brideProfile: number;
  let groomProfile: number;

  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from (${query}) rows`))[0]!.n;
  const signedInAgo = (member: Member, days: number) =>
    t.database.db.execute(
      sql`update users set last_login_at = now() - make_interval(days => ${days}) where id = ${member.id}`,
    );
  const years = RETENTION.dormantYears * 365;

  beforeAll(async () => {
    brideProfile = await addProfile(t, bride, { name: 'Ishara', sex: 2 });
    groomProfile = await addProfile(t, groom, { name: 'Lahiru', sex: 1 });
  });

  it('forgets who saw whose details after 12 months, decided reports and messages after 24, and dead copies', async () => {
    // The groom's family opened the bride's details, and looked at her profile.
    await t.app.inject({ method: 'GET', url: `/api/pp/${brideProfile}`, headers: groom.auth });
    expect(await count(sql`select 1 from protected_views`)).toBe(1);
    expect(await count(sql`select 1 from profile_views`)).toBe(1);
    await t.database.db.execute(sql`
      insert into reports (profile_id, reporter_key, reason, status, decided_at)
      values (${groomProfile}, 'a:old', 'fake', 'dismissed', now() - interval '25 months'),
             (${groomProfile}, 'a:recent', 'fake', 'dismissed', now() - interval '23 months'),
             (${groomProfile}, 'a:open', 'fake', 'open', null)`);
    await t.database.db.execute(sql`
      insert into contact_messages (name, email, subject, message, created_at)
      values ('Old', 'old@example.org', 'Other Issues', 'Old message', now() - interval '25 months'),
             ('New', 'new@example.org', 'Other Issues', 'New message', now() - interval '1 month')`);
    await t.database.db.execute(sql`
      insert into data_exports (user_id, language, token_hash, data, ready_at, expires_at)
      values (${bride.id}, 'en', 'expired', '{}', now() - interval '25 hours', now() - interval '1 hour'),
             (${bride.id}, 'en', 'live', '{}', now(), now() + interval '23 hours')`);

    // Two conversations between the families' profiles: one quiet for 13 months, one written in last month.
    const second = await addProfile(t, groom, { name: 'Kasun', sex: 1 });
    await t.database.db.execute(sql`
      insert into conversations (profile_low, profile_high, last_message_at)
      values (least(${brideProfile}::int, ${groomProfile}::int), greatest(${brideProfile}::int, ${groomProfile}::int),
              now() - interval '13 months'),
             (least(${brideProfile}::int, ${second}::int), greatest(${brideProfile}::int, ${second}::int),
              now() - interval '1 month')`);

    // Nothing has passed its time yet but the reports, the message, the quiet conversation and the copy made to go.
    let counts = await t.app.retention.run();
    expect(counts).toMatchObject({
      viewerRecords: 0,
      profileViews: 0,
      reports: 1,
      contactMessages: 1,
      conversations: 1,
      exports: 1,
    });
    expect(await count(sql`select 1 from conversations where last_message_at > now() - interval '2 months'`)).toBe(1);

    // Thirteen months on for the looks.
    await t.database.db.execute(sql`update protected_views set viewed_at = now() - interval '13 months'`);
    await t.database.db.execute(sql`update profile_views set viewed_on = current_date - 400`);
    counts = await t.app.retention.run();
    expect(counts).toMatchObject({ viewerRecords: 1, profileViews: 1, reports: 0, contactMessages: 0, exports: 0 });
    expect(await count(sql`select 1 from protected_views`)).toBe(0);
    expect(await count(sql`select reporter_key from reports`)).toBe(2);
    expect(await count(sql`select 1 from contact_messages where name = 'New'`)).toBe(1);
    expect(await count(sql`select 1 from data_exports where token_hash = 'live'`)).toBe(1);
  });

  it('warns an unused account twice, then deletes it like its member would, and never a team account', async () => {
    const quiet = await createMember(t, 'quiet.family@example.org');
    const quietProfile = await addProfile(t, quiet, { name: 'Nadeesha', sex: 2 });
    const admin = await createAdmin(t, 'team@example.org');
    await signedInAgo(admin, years + 100);
    t.mailer.sent.length = 0;

    // 20 days before the time is up: the first warning, once.
    await signedInAgo(quiet, years - 20);
    expect((await t.app.retention.run()).warned).toBe(1);
    expect((await t.app.retention.run()).warned).toBe(0);
    await t.drainMail();
    expect(t.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['quiet.family@example.org', 'Your Vivaha account will be deleted unless you sign in'],
    ]);
    expect(t.mailer.sent[0]!.text).toMatch(/deleted on or after \d{4}-\d\d-\d\d/);

    // Five days before, and more than a week after the first: the second warning.
    await signedInAgo(quiet, years - 5);
    expect((await t.app.retention.run()).warned).toBe(0);
    await t.database.db.execute(
      sql`update users set dormant_warned_at = now() - interval '8 days' where id = ${quiet.id}`,
    );
    expect((await t.app.retention.run()).warned).toBe(1);

    // The time is up, but the second warning is only a day old: not yet.
    await signedInAgo(quiet, years + 1);
    await t.database.db.execute(
      sql`update users set dormant_warned_at = now() - interval '1 day' where id = ${quiet.id}`,
    );
    expect((await t.app.retention.run()).deletedAccounts).toBe(0);
    await t.database.db.execute(
      sql`update users set dormant_warned_at = now() - interval '8 days' where id = ${quiet.id}`,
    );
    expect((await t.app.retention.run()).deletedAccounts).toBe(1);

    expect(await count(sql`select 1 from users where id = ${quiet.id}`)).toBe(0);
    expect(await count(sql`select 1 from profiles where id = ${quietProfile}`)).toBe(0);
    expect(await count(sql`select 1 from users where id = ${admin.id}`)).toBe(1);
    await t.drainMail();
    expect(t.mailer.sent.map((mail) => mail.subject)).toContain('Your Vivaha account was deleted');
  });

  it('forgets its warnings when the member signs in', async () => {
    const back = await createMember(t, 'back.family@example.org', 'Kandy#2026a');
    await signedInAgo(back, years - 20);
    expect((await t.app.retention.run()).warned).toBe(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: 'back.family@example.org', password: 'Kandy#2026a' },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await queryRows<{ dormant_warnings: number }>(
      t.database.db,
      sql`select dormant_warnings from users where id = ${back.id}`,
    );
    expect(row!.dormant_warnings).toBe(0);
    expect((await t.app.retention.run()).warned).toBe(0);
  });
});
