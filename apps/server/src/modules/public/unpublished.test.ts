import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';

import { addProfile, askToSee, createMember, type Member } from '../../../test/helpers.ts';
import { useAdmin, useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { publicText } from './public.service.ts';

const MOBILE = '+94 77 888 1212';

/**
 * A profile the team has not published (Inactive, Suspended, Removed) or that reports hold back is
 * not found for anyone but its owner and the team: signed-in members included, even one with a
 * published profile of the other sex or one whose request the owner approved before.
 */
describe('a profile that is not published', () => {
  const t = useTestApp();
  const [owner] = useMembers(t, 'bride-family@example.lk');
  const admin = useAdmin(t, 'team@example.lk');
  let bride: number;
  const members: Record<string, Member> = {};

  beforeAll(async () => {
    bride = await addProfile(t, owner, { name: 'Sachini', sex: 2, mobile: MOBILE });

    members['member without a profile'] = await createMember(t, 'plain@example.lk');

    const suitor = await createMember(t, 'suitor@example.lk');
    await addProfile(t, suitor, { name: 'Dinesh', sex: 1 });
    members['member with a published profile of the other sex'] = suitor;

    const approved = await createMember(t, 'approved@example.lk');
    const asking = await addProfile(t, approved, { name: 'Ruwan', sex: 1 }, ACTIVE_STATUS.inactive);
    const asked = await askToSee(t, approved, asking, owner, bride);
    expect(asked.statusCode, asked.body).toBe(200);
    const [pending] = (
      await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals?status=0', headers: owner.auth })
    ).json().items;
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/pp/approveOrReject',
      payload: { id: pending.id, isApproved: 1 },
      headers: owner.auth,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    members['member whose request the owner approved'] = approved;
  });

  const view = (viewer?: Member) =>
    t.app.inject({ method: 'GET', url: `/api/pp/${bride}`, headers: viewer?.auth ?? {} });
  const setState = (active: number, reportHold = false) =>
    t.database.db.execute(sql`update profiles set active = ${active}, report_hold = ${reportHold} where id = ${bride}`);

  it('is seen by every viewer while published (the viewers are set up right)', async () => {
    await setState(ACTIVE_STATUS.active);
    expect((await view()).statusCode).toBe(200);
    for (const member of Object.values(members)) expect((await view(member)).statusCode).toBe(200);
    expect((await view(members['member with a published profile of the other sex'])).json().showcontact).toBe(true);
    expect((await view(members['member whose request the owner approved'])).json().showcontact).toBe(true);
  });

  const states = [
    ['Inactive', ACTIVE_STATUS.inactive, false],
    ['Suspended', ACTIVE_STATUS.suspended, false],
    ['Removed', ACTIVE_STATUS.removed, false],
    ['held back by reports', ACTIVE_STATUS.active, true],
  ] as const;

  for (const [state, active, reportHold] of states) {
    it(`answers 404 to visitors and to every signed-in member who is not its owner when ${state}`, async () => {
      await setState(active, reportHold);
      const visitor = await view();
      expect(visitor.statusCode).toBe(404);
      for (const [kind, member] of Object.entries(members)) {
        const response = await view(member);
        expect(response.statusCode, kind).toBe(404);
        expect(response.json().message, kind).toBe(publicText.notFound);
        expect(response.body, kind).not.toContain('Sachini');
        expect(response.body, kind).not.toContain(MOBILE);
      }
    });

    it(`is still shown in full to its owner and to the team when ${state}`, async () => {
      await setState(active, reportHold);
      for (const viewer of [owner, admin]) {
        const response = await view(viewer);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ showcontact: true, showastro: true, showphoto: true });
        expect(JSON.parse(response.json().contactDetails).mobile).toBe(MOBILE);
      }
    });
  }
});
