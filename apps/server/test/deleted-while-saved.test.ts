import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import { addProfile, createMember, type Member, profileForm } from './helpers.ts';
import { useAdmin, useTestApp } from './use-test-app.ts';

/**
 * A profile deleted while a change to it is on its way: the delete has taken the row when the
 * change reads it, and commits while the change waits to write. Needs a second connection, so
 * PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a change to a profile deleted at the same moment', () => {
  const t = useTestApp();
  const admin = useAdmin(t, 'team@example.lk');
  let member: Member;
  beforeAll(async () => {
    member = await createMember(t, 'owner@example.lk');
  });

  /** Deletes the profile in a transaction that commits only once `change` waits for it. */
  async function deletedDuring(id: number, change: () => Promise<LightMyRequestResponse>) {
    let answer!: Promise<LightMyRequestResponse>;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from profiles where id = ${id}`);
      answer = change();
      for (let i = 0; i < 200; i++) {
        const [row] = await queryRows<{ waiting: number }>(
          t.database.db,
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row!.waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the change never waited for the delete');
    });
    return answer;
  }

  const history = async (id: number) =>
    queryRows<{ action: string }>(t.database.db, sql`select action from admin_audit where profile_id = ${id}`);

  it('the team’s edit answers 404 and writes no history', async () => {
    const id = await addProfile(t, member, {}, 0);
    const response = await deletedDuring(id, () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/profile/${id}`,
        payload: { ...profileForm({ name: 'Edited' }), active: 1, reviewed: true },
        headers: admin.auth,
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(await history(id)).toEqual([]);
  });

  it('the team’s publish answers 404 and writes no history', async () => {
    const id = await addProfile(t, member, {}, 0);
    const response = await deletedDuring(id, () =>
      t.app.inject({ method: 'PUT', url: `/api/admin/publish/${id}?ownerid=${member.id}`, headers: admin.auth }),
    );
    expect(response.statusCode).toBe(404);
    expect(await history(id)).toEqual([]);
  });

  it('discarding the owner’s waiting changes answers 404 and writes no history', async () => {
    const id = await addProfile(t, member, {});
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${id}`,
      payload: profileForm({ name: 'Nimali Perera' }),
      headers: member.auth,
    });
    expect(edited.json().pendingReview).toBe(true);
    const response = await deletedDuring(id, () =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/profile/${id}/pending`, headers: admin.auth }),
    );
    expect(response.statusCode).toBe(404);
    expect(await history(id)).toEqual([]);
  });

  it('the owner’s own save answers 404', async () => {
    const id = await addProfile(t, member, {});
    const response = await deletedDuring(id, () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profilecx/${id}`,
        payload: profileForm({ photovisibility: 'members' }),
        headers: member.auth,
      }),
    );
    expect(response.statusCode).toBe(404);
  });
});
