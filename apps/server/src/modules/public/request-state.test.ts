import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import { addProfile, approveRequest, askToSee, type Member, withdrawApproval } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

/** The profile view tells the asking member where each of their requests stands. */
describe('the profile view’s request states', () => {
  const t = useTestApp();
  const [owner, asker] = useMembers(t, 'state.owner@example.lk', 'state.asker@example.lk');
  let bride: number;
  let first: number;
  let second: number;

  const view = async (who: Member | null = asker) =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/${bride}`, headers: who?.auth ?? {} })).json()
      .permisionData as Array<{ profileId: number; name: string; request: string | null }>;
  const stateOf = async (profileId: number) => (await view()).find((item) => item.profileId === profileId)?.request;

  beforeAll(async () => {
    bride = await addProfile(t, owner, { name: 'Kumari', sex: 2 });
    first = await addProfile(t, asker, { name: 'Nimal', sex: 1 });
    second = await addProfile(t, asker, { name: 'Sunil', sex: 1 });
  });

  it('says null before asking, then pending, approved, and rejected once withdrawn', async () => {
    expect(await view()).toEqual([
      { profileId: first, name: 'Nimal', request: null },
      { profileId: second, name: 'Sunil', request: null },
    ]);
    const asked = await askToSee(t, asker, second, owner, bride);
    expect(asked.statusCode).toBe(200);
    expect(await stateOf(second)).toBe('pending');
    expect(await stateOf(first)).toBeNull();

    await approveRequest(t, asker, first, owner, bride);
    expect(await stateOf(first)).toBe('approved');
    const [request] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from access_requests where requester_profile_id = ${first} and status = 1`,
    );
    const withdrawn = await withdrawApproval(t, owner, request!.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await stateOf(first)).toBe('rejected');
  });

  it('tells no one else: a visitor and the owner get no requests', async () => {
    expect(await view(null)).toEqual([]);
    expect((await view(owner)).every((item) => item.request === null)).toBe(true);
  });
});
