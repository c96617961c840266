import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import { addProfile, callerOf, createMember, createTestApp } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { DIGEST_JOBS, digestText, unsubscribeToken } from './digest.service.ts';

/** New-match mails: exactly what is new and matching, nothing protected, once a period, easy to stop. */
describe('new-match mails', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [family, owner] = useMembers(t, 'digest.family@example.lk', 'brides.owner@example.lk');
  let match: number;

  const call = callerOf(() => t);
  const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);
  const run = async () => {
    const mailed = await t.app.digests.tick();
    await t.drainMail();
    return mailed;
  };
  /** A week goes by: the member's last mail and every publication move a week back. */
  const aWeekPasses = async () => {
    await t.database.db.execute(sql`update users set digest_through = digest_through - interval '7 days'`);
    await t.database.db.execute(
      sql`update profiles set first_published_at = first_published_at - interval '7 days' where first_published_at is not null`,
    );
  };

  beforeAll(async () => {
    await addProfile(t, family, { name: 'Ravindu', sex: 1 });
    await t.database.db.execute(sql`update users set profile_limit = 50 where id = ${owner.id}`);
    const saved = await call('POST', '/api/savedsearches', family, {
      name: 'Burgher brides',
      filters: { sx: '2', ec: '6' },
    });
    expect(saved.statusCode).toBe(201);

    match = await addProfile(t, owner, {
      name: 'Anushka',
      sex: 2,
      ethnicity: 6,
      mobile: '+94 77 555 1234',
      email: 'anushka.family@example.lk',
    });
    await addProfile(t, owner, { name: 'Other Ethnicity', sex: 2, ethnicity: 1 });
    await addProfile(t, owner, { name: 'Unpublished', sex: 2, ethnicity: 6 }, 0);
    const hidden = await addProfile(t, owner, { name: 'Hidden One', sex: 2, ethnicity: 6 });
    expect((await call('POST', `/api/hidden/${hidden}`, family)).statusCode).toBe(200);
    const old = await addProfile(t, owner, { name: 'Published Long Ago', sex: 2, ethnicity: 6 });
    await t.database.db.execute(
      sql`update profiles set first_published_at = now() - interval '10 days' where id = ${old}`,
    );
    const blocker = await createMember(t, 'blocker.family@example.lk');
    await addProfile(t, blocker, { name: 'Blocked Side', sex: 2, ethnicity: 6 });
    const mine = (await call('GET', '/api/profilecx', family)).json();
    const myProfile = (mine.items ?? mine)[0]?.profileid ?? (mine.items ?? mine)[0]?.profileId;
    expect(myProfile).toBeTruthy();
    expect((await call('POST', `/api/blocks/${myProfile}`, blocker)).statusCode).toBe(200);
  });

  it('lists exactly the new, published, matching profiles the member may see, with public words only', async () => {
    expect(await run()).toBe(1);
    const [mail] = mailsTo('digest.family@example.lk');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('New profiles for your saved searches on Vivaha');
    expect(mail!.text).toContain('Burgher brides:');
    expect(mail!.text).toContain('Anushka, ');
    expect(mail!.text).toContain(`https://vivaha.example.org/profile/${match}_Anushka`);
    for (const absent of [
      'Other Ethnicity',
      'Unpublished',
      'Hidden One',
      'Published Long Ago',
      'Blocked Side',
      'Ravindu',
    ]) {
      expect(mail!.text).not.toContain(absent);
    }
    // Nothing protected: no contact details, no photo addresses.
    for (const secret of ['555 1234', '5551234', 'anushka.family@example.lk', '/api/media/']) {
      expect(mail!.text).not.toContain(secret);
      expect(mail!.html).not.toContain(secret);
    }
    // Unsubscribing needs no sign-in, and mail programs get the one-click header.
    expect(mail!.unsubscribe).toMatch(
      /^https:\/\/vivaha\.example\.org\/api\/unsubscribe\?token=\d+\.[\w-]{32}&lang=en$/,
    );
    expect(mail!.text).toContain(mail!.unsubscribe);
  });

  it('sends at most one mail a period, and the next lists only what came after', async () => {
    await addProfile(t, owner, { name: 'Shehani', sex: 2, ethnicity: 6 });
    expect(await run()).toBe(0);
    expect(mailsTo('digest.family@example.lk')).toHaveLength(1);

    await aWeekPasses();
    expect(await run()).toBe(1);
    const second = mailsTo('digest.family@example.lk')[1]!;
    expect(second.text).toContain('Shehani, ');
    expect(second.text).not.toContain('Anushka');
  });

  it('sends nothing when nothing is new, and nothing to a member who chose off', async () => {
    await aWeekPasses();
    expect(await run()).toBe(0);
    expect(mailsTo('digest.family@example.lk')).toHaveLength(2);

    expect((await call('PUT', '/api/digest', family, { frequency: 'off' })).json().message).toBe(digestText.saved);
    await addProfile(t, owner, { name: 'Dilhani', sex: 2, ethnicity: 6 });
    await aWeekPasses();
    expect(await run()).toBe(0);
    expect((await call('GET', '/api/digest', family)).json()).toEqual({ frequency: 'off' });
  });

  it('daily means a day: a member on daily mails is due after one day, weekly after seven', async () => {
    const daily = await createMember(t, 'daily@example.lk');
    await call('POST', '/api/savedsearches', daily, { name: 'All brides', filters: { sx: '2' } });
    expect((await call('PUT', '/api/digest', daily, { frequency: 'daily' })).statusCode).toBe(200);
    await addProfile(t, owner, { name: 'First Day', sex: 2, ethnicity: 2 });
    expect(await run()).toBe(1);
    await addProfile(t, owner, { name: 'Next Day', sex: 2, ethnicity: 2 });
    expect(await run()).toBe(0);
    await t.database.db.execute(
      sql`update users set digest_through = digest_through - interval '1 day' where id = ${daily.id}`,
    );
    await t.database.db.execute(
      sql`update profiles set first_published_at = first_published_at - interval '1 day' where first_published_at is not null`,
    );
    await addProfile(t, owner, { name: 'Day Two', sex: 2, ethnicity: 2 });
    expect(await run()).toBe(1);
    expect(mailsTo('daily@example.lk').at(-1)!.text).toContain('Day Two');
  });

  it('starts each mail where the last one stopped, to the microsecond', async () => {
    const exact = await createMember(t, 'exact@example.lk');
    await call('POST', '/api/savedsearches', exact, { name: 'Moor brides', filters: { sx: '2', ec: '3' } });
    const before = await addProfile(t, owner, { name: 'Just Before', sex: 2, ethnicity: 3 });
    const after = await addProfile(t, owner, { name: 'Just After', sex: 2, ethnicity: 3 });
    const mark = sql`date_trunc('second', now()) - interval '8 days' + interval '500 microseconds'`;
    await t.database.db.execute(sql`update users set digest_through = ${mark} where id = ${exact.id}`);
    await t.database.db.execute(
      sql`update profiles set first_published_at = ${mark} - interval '100 microseconds' where id = ${before}`,
    );
    await t.database.db.execute(
      sql`update profiles set first_published_at = ${mark} + interval '100 microseconds' where id = ${after}`,
    );
    await run();
    const [mail] = mailsTo('exact@example.lk');
    expect(mail!.text).toContain('Just After');
    expect(mail!.text).not.toContain('Just Before');
  });

  it('writes the mail in the member’s language', async () => {
    const sinhala = await createMember(t, 'sinhala@example.lk');
    await t.database.db.execute(sql`update users set language = 'si' where id = ${sinhala.id}`);
    await call('POST', '/api/savedsearches', sinhala, { name: 'මනාලියන්', filters: { sx: '2' } });
    await addProfile(t, owner, { name: 'For Sinhala', sex: 2, ethnicity: 2 });
    await run();
    const [mail] = mailsTo('sinhala@example.lk');
    expect(mail!.subject).toBe('Vivaha හි ඔබේ සුරැකි සෙවීම්වලට නව පැතිකඩ');
    expect(mail!.unsubscribe).toMatch(/&lang=si$/);
  });

  it('unsubscribes from the link without signing in, and refuses a link not made for that account', async () => {
    const member = await createMember(t, 'stopper@example.lk');
    const token = unsubscribeToken('unused', member.id);
    const forged = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid.');
    expect((await call('GET', '/api/digest', member)).json()).toEqual({ frequency: 'weekly' });

    await call('POST', '/api/savedsearches', member, { name: 'Brides', filters: { sx: '2' } });
    await addProfile(t, owner, { name: 'For Stopper', sex: 2, ethnicity: 2 });
    await run();
    const link = mailsTo('stopper@example.lk')[0]!.unsubscribe!;
    const opened = await t.app.inject({ method: 'GET', url: link.replace('https://vivaha.example.org', '') });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.body).toContain('You will no longer get new-match mails.');
    expect((await call('GET', '/api/digest', member)).json()).toEqual({ frequency: 'off' });

    // The one-click POST of a mail program (RFC 8058), which may also post it as multipart.
    for (const [frequency, contentType, payload] of [
      ['weekly', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      [
        'daily',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      ],
    ]) {
      await call('PUT', '/api/digest', member, { frequency });
      const oneClick = await t.app.inject({
        method: 'POST',
        url: link.replace('https://vivaha.example.org', ''),
        headers: { 'content-type': contentType },
        payload,
      });
      expect(oneClick.statusCode, contentType).toBe(200);
      expect((await call('GET', '/api/digest', member)).json()).toEqual({ frequency: 'off' });
    }
    // A damaged link gets the page that says so, never a raw error.
    for (const url of [
      '/api/unsubscribe?token=12.abc',
      '/api/unsubscribe',
      `/api/unsubscribe?token=${'9'.repeat(300)}&lang=xx`,
      '/api/unsubscribe?token=1&token=2',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body, url).toContain('This unsubscribe link is not valid.');
    }
  });

  it('keeps the choice to the member, and refuses a value it does not know', async () => {
    expect((await call('GET', '/api/digest')).statusCode).toBe(401);
    expect((await call('PUT', '/api/digest', undefined, { frequency: 'off' })).statusCode).toBe(401);
    const odd = await call('PUT', '/api/digest', family, { frequency: 'hourly' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fieldErrors).toEqual({ frequency: digestText.frequency });
    const [row] = await queryRows<{ f: string }>(
      t.database.db,
      sql`select digest_frequency as f from users where id = ${family.id}`,
    );
    expect(row!.f).toBe('off');
  });
});

describe('the new-match mails’ schedule', () => {
  it('runs a pass every ten minutes on one server at a time: a pg-boss schedule on a singleton queue', async () => {
    const server = await createTestApp({}, { workInBackground: true });
    try {
      const db = server.database.db;
      expect(await queryRows(db, sql`select cron from pgboss.schedule where name = ${DIGEST_JOBS}`)).toEqual([
        { cron: '*/10 * * * *' },
      ]);
      expect(await queryRows(db, sql`select policy from pgboss.queue where name = ${DIGEST_JOBS}`)).toEqual([
        { policy: 'singleton' },
      ]);
    } finally {
      await server.close();
    }
  });
});
