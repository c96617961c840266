import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { REQUESTS_PER_DAY } from '@vivaha/shared/requests';

import type { Mail, Mailer, SendOptions } from '#src/modules/mail/mail.service.ts';

import { addProfile, askToSee, createMember, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** A mailer that keeps what the service asked of it, options included. */
function recordingMailer() {
  const sent: Array<{ mail: Mail; options?: SendOptions }> = [];
  const mailer: Mailer = {
    async send(mail, options) {
      sent.push({ mail, options });
    },
    close() {},
  };
  return { sent, mailer };
}

describe('limits on access requests', () => {
  const mails = recordingMailer();
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' }, { mailer: mails.mailer });
  const [owner, asker] = useMembers(t, 'owner.family@example.lk', 'asker.family@example.lk');
  const targets: number[] = [];

  const profileOf = (member: Member, form: Record<string, unknown>, active?: number) =>
    addProfile(t, member, form, active);
  const ask = (member: Member, requestingProfileId: number, receiverProfileId: number, receiverCustId = owner.id) =>
    askToSee(t, member, requestingProfileId, { id: receiverCustId }, receiverProfileId);
  const received = async (member: Member, query = 'status=0') =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/myapprovals?${query}`, headers: member.auth })).json()
      .items as Array<{ id: number; requestProfileId: number; receiverProfileId: number }>;
  /** The first request the owner has that matches the query. */
  const firstReceived = async (query: string) => {
    const [item] = await received(owner, query);
    if (!item) throw new Error(`no request matches ${query}`);
    return item;
  };
  const decide = (member: Member, id: number, isApproved: 1 | 2, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pp/approveOrReject',
      payload: { id, isApproved, reason },
      headers: member.auth,
    });
  const deleteProfile = (member: Member, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/profilecx/${id}`, headers: member.auth });

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 30`);
    for (let i = 0; i < REQUESTS_PER_DAY + 2; i++) targets.push(await profileOf(owner, { name: `Bride${i}`, sex: 2 }));
  });

  it('lets a member account send 10 requests in 24 hours, even across deleted and re-created profiles', async () => {
    const first = await profileOf(asker, { name: 'Kasun', sex: 1 }, 0);
    for (const target of targets.slice(0, 6)) expect((await ask(asker, first, target)).statusCode).toBe(200);
    // A refusal that is not the member's fault costs nothing of the day's count.
    expect((await ask(asker, first, targets[0]!)).statusCode).toBe(409);
    expect((await deleteProfile(asker, first)).statusCode).toBe(200);

    const again = await profileOf(asker, { name: 'Kasun', sex: 1 }, 0);
    for (const target of targets.slice(6, 10)) expect((await ask(asker, again, target)).statusCode).toBe(200);
    const eleventh = await ask(asker, again, targets[10]!);
    expect(eleventh.statusCode).toBe(429);
    const refusal = 'You can send at most 10 requests a day. You may ask again in 24 hours.';
    expect(eleventh.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: refusal,
      success: false,
      msg: refusal,
    });
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await received(owner, 'search=Bride10')).toHaveLength(0);

    // Rolling: when the oldest request is a day old, one more may go, and only one.
    await t.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`request:day:${asker.id}#0`}`,
    );
    expect((await ask(asker, again, targets[10]!)).statusCode).toBe(200);
    expect((await ask(asker, again, targets[11]!)).statusCode).toBe(429);
  });

  it('after a rejection, keeps the asking account from asking that profile again for 30 days', async () => {
    const groom = await createMember(t, 'groom.rejected@example.lk');
    const asking = await profileOf(groom, { name: 'Nuwan', sex: 1 }, 0);
    expect((await ask(groom, asking, targets[0]!)).statusCode).toBe(200);
    const request = await firstReceived('status=0&search=Nuwan');
    expect((await decide(owner, request.id, 2, 'Not now')).statusCode).toBe(200);

    const refused = await ask(groom, asking, targets[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'This family did not approve your earlier request. You may ask this profile again in 30 days.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(29 * 86_400);

    // A new asking profile of the same account changes nothing.
    expect((await deleteProfile(groom, asking)).statusCode).toBe(200);
    const recreated = await profileOf(groom, { name: 'Nuwan', sex: 1 }, 0);
    expect((await ask(groom, recreated, targets[0]!)).statusCode).toBe(429);
    // Another profile of the same family may still be asked.
    expect((await ask(groom, recreated, targets[1]!)).statusCode).toBe(200);

    // Thirty days later the profile may be asked again.
    await t.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`request:again:${groom.id}:${targets[0]}`}`,
    );
    expect((await ask(groom, recreated, targets[0]!)).statusCode).toBe(200);
  });

  it('collects one member’s requests to one owner into one notice a hour, links removed from unreviewed names', async () => {
    const family = await createMember(t, 'notice.family@example.lk');
    const first = await profileOf(family, { name: 'Visit www.cheap-visas.example.com today', sex: 1 }, 0);
    const second = await profileOf(family, { name: 'Ruwan', sex: 1 }, 1);
    mails.sent.length = 0;
    expect((await ask(family, first, targets[2]!)).statusCode).toBe(200);
    expect((await ask(family, second, targets[3]!)).statusCode).toBe(200);

    expect(mails.sent).toHaveLength(2);
    for (const { mail, options } of mails.sent) {
      expect(mail.to).toBe('owner.family@example.lk');
      expect(options).toEqual({ groupKey: `request-notice:${owner.id}:${family.id}`, minIntervalSeconds: 3600 });
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/cheap-visas|www\./);
    }
    const [, { mail: latest }] = mails.sent as [unknown, { mail: Mail }];
    // The later mail is the whole notice: both requests still waiting.
    expect(latest.subject).toBe("2 requests to see your profiles' details on Vivaha");
    expect(latest.text).toContain(
      `Visit [link removed] today (profile ${first}) asks to see Bride2 (profile ${targets[2]})`,
    );
    expect(latest.text).toContain(`Ruwan (profile ${second}) asks to see Bride3 (profile ${targets[3]})`);
    expect(latest.text).toContain('https://vivaha.example.org/MyApprovals');

    // Once one is answered, the next notice lists only what still waits.
    const answered = await firstReceived('status=0&search=Ruwan');
    await decide(owner, answered.id, 1);
    const third = await profileOf(family, { name: 'Saman', sex: 1 }, 0);
    mails.sent.length = 0;
    expect((await ask(family, third, targets[4]!)).statusCode).toBe(200);
    const [{ mail: next }] = mails.sent as [{ mail: Mail }];
    expect(next.text).not.toContain('Ruwan (profile');
    expect(next.text).toContain('Saman (profile');
    expect(next.text).toContain('Visit [link removed] today');
  });

  it('removes links from a rejection reason in the requester’s mail', async () => {
    const family = await createMember(t, 'reason.family@example.lk');
    const asking = await profileOf(family, { name: 'Chamara', sex: 1 }, 0);
    expect((await ask(family, asking, targets[5]!)).statusCode).toBe(200);
    const request = await firstReceived('status=0&search=Chamara');
    mails.sent.length = 0;
    expect((await decide(owner, request.id, 2, 'Write to us at https://example.lk/x or bit.ly/abc')).statusCode).toBe(
      200,
    );
    const [{ mail }] = mails.sent as [{ mail: Mail }];
    expect(mail.to).toBe('reason.family@example.lk');
    expect(mail.text).toContain('Their reason: Write to us at [link removed] or [link removed]');
    expect(mail.text).not.toMatch(/example\.lk\/x|bit\.ly/);
  });
});
