import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import { createMember, type Member, profileForm } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

import { PROTECTED_DAILY_LIMIT, publicText } from './public.service.ts';

/** A member may open the protected details of 30 profiles a day through the opposite-sex rule. */
describe('the daily cap on protected details', () => {
  const t = useTestApp();
  let brides: number[];
  let approving: number;

  async function publishedGroomOwner(email: string): Promise<Member> {
    const member = await createMember(t, email);
    const { profileId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/profilecx',
        payload: profileForm({ name: 'Groom', sex: 1 }),
        headers: member.auth,
      })
    ).json();
    await t.database.db.execute(sql`update profiles set active = 1, reviewed = true where id = ${profileId}`);
    return member;
  }
  const view = (id: number, who: Member) =>
    t.app.inject({ method: 'GET', url: `/api/pp/${id}`, headers: who.auth }).then((response) => response.json());

  beforeAll(async () => {
    const family = await createMember(t, 'brides@example.org');
    await t.database.db.execute(sql`update users set profile_limit = 50 where id = ${family.id}`);
    brides = [];
    for (let n = 0; n < PROTECTED_DAILY_LIMIT + 6; n++) {
      const { profileId } = (
        await t.app.inject({
          method: 'POST',
          url: '/api/profilecx',
          payload: profileForm({ name: `Bride ${n}`, sex: 2, mobile: `+94 77 000 ${String(n).padStart(4, '0')}` }),
          headers: family.auth,
        })
      ).json();
      brides.push(profileId);
    }
    await t.database.db.execute(sql`update profiles set active = 1, reviewed = true where owner_id = ${family.id}`);
    approving = brides.pop()!;
  });

  it('opens 30 profiles, then answers as for a visitor with a clear message, recording every opening', async () => {
    const member = await publishedGroomOwner('groom.one@example.org');
    for (const id of brides.slice(0, PROTECTED_DAILY_LIMIT)) {
      const body = await view(id, member);
      expect(body.showcontact, `bride ${id}`).toBe(true);
    }
    const over = brides[PROTECTED_DAILY_LIMIT]!;
    const refused = await t.app.inject({ method: 'GET', url: `/api/pp/${over}`, headers: member.auth });
    expect(refused.statusCode).toBe(200);
    const body = refused.json();
    expect(body).toMatchObject({ showcontact: false, showphoto: false, showastro: false });
    expect(JSON.parse(body.contactDetails)).toEqual({ message: publicText.dailyLimit });
    expect(JSON.parse(body.imageDisplay)).toEqual({ items: [], message: publicText.dailyLimit });
    expect(refused.body).not.toContain('+94 77 000');
    expect(publicText.dailyLimit).toBe(
      'You have viewed the contact details of 30 profiles today; ask the owner or come back tomorrow.',
    );

    // A profile already opened today stays open.
    expect((await view(brides[0]!, member)).showcontact).toBe(true);

    // One row per profile opened, the reopened one counted twice.
    const rows = await queryRows<{ profile_id: number; via: string; viewed_at: string; times: number }>(
      t.database.db,
      sql`select profile_id, via, viewed_at, times from protected_views
          where viewer_id = ${member.id} order by id`,
    );
    expect(rows).toHaveLength(PROTECTED_DAILY_LIMIT);
    expect(rows.every((row) => row.via === 'rule' && row.viewed_at)).toBe(true);
    expect(rows.map((row) => row.profile_id)).not.toContain(over);
    expect(rows.find((row) => row.profile_id === brides[0])?.times).toBe(2);
  });

  it('does not count profiles whose owners approved the member', async () => {
    const member = await publishedGroomOwner('groom.two@example.org');
    const [own] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from profiles where owner_id = ${member.id}`,
    );
    await t.database.db.execute(
      sql`insert into access_requests (requester_profile_id, receiver_profile_id, status) values (${own!.id}, ${approving}, 1)`,
    );
    for (const id of brides.slice(0, PROTECTED_DAILY_LIMIT)) await view(id, member);
    expect((await view(brides[PROTECTED_DAILY_LIMIT]!, member)).showcontact).toBe(false);
    const approved = await view(approving, member);
    expect(approved.showcontact).toBe(true);
    expect(JSON.parse(approved.contactDetails).mobile).toMatch(/^\+94 77 000/);
    const [opening] = await queryRows<{ via: string }>(
      t.database.db,
      sql`select via from protected_views where viewer_id = ${member.id} and profile_id = ${approving}`,
    );
    expect(opening?.via).toBe('approved');
  });

  it('cannot be walked around with requests sent all at once', async () => {
    const member = await publishedGroomOwner('groom.three@example.org');
    const bodies = await Promise.all(brides.map((id) => view(id, member)));
    expect(bodies.filter((body) => body.showcontact)).toHaveLength(PROTECTED_DAILY_LIMIT);
  });
});
