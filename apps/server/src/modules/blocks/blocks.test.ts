import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { BLOCK_LIMIT } from '@vivaha/shared/privacy';
import { WITHDRAWN_REASON } from '@vivaha/shared/requests';

import { addProfile, askToSee, callerOf, createMember, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { blockText } from './blocks.service.ts';

/** Blocking a member (README, Security and privacy): both ways, quietly, and undone by unblock. */
describe('blocks', () => {
  const t = useTestApp();
  const [family, groomFamily] = useMembers(t, 'bride.family@example.org', 'groom.family@example.org');
  let bride: number;
  let groom: number;

  const call = callerOf(() => t);

  const ask = (who: Member, from: number, to: number, ownerId: number) => askToSee(t, who, from, { id: ownerId }, to);

  beforeAll(async () => {
    bride = await addProfile(t, family, { name: 'Ishara', sex: 2 });
    groom = await addProfile(t, groomFamily, { name: 'Lahiru', sex: 1, mobile: '+94 71 222 3333' });
  });

  it('needs a signed-in member', async () => {
    expect((await call('POST', `/api/blocks/${groom}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/blocks')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/blocks/${groom}`)).statusCode).toBe(401);
  });

  it('refuses one’s own profile, and a profile one cannot see, changing nothing', async () => {
    const own = await call('POST', `/api/blocks/${bride}`, family);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(blockText.ownProfile);
    // An unpublished profile nobody has dealt with is not admitted to exist.
    const stranger = await createMember(t, 'stranger@example.org');
    const hidden = await addProfile(t, stranger, { name: 'Hidden', sex: 1 }, 0);
    expect((await call('POST', `/api/blocks/${hidden}`, family)).statusCode).toBe(404);
    expect((await call('POST', '/api/blocks/999999', family)).statusCode).toBe(404);
    expect((await call('POST', '/api/blocks/abc', family)).statusCode).toBe(400);
    expect((await call('GET', '/api/blocks', family)).json()).toEqual({ items: [], totalCount: 0 });
  });

  it('closes approvals and pending requests both ways without a mail, and refuses new requests', async () => {
    // The groom's family asked and was approved; the bride's family asked the groom from another
    // of its profiles (from the bride herself it would be mutual, approved at once) and waits.
    expect((await ask(groomFamily, groom, bride, family.id)).statusCode).toBe(200);
    const [received] = (await call('GET', '/api/pp/myapprovals', family)).json().items;
    expect((await call('POST', '/api/pp/approveOrReject', family, { id: received.id, isApproved: 1 })).statusCode).toBe(
      200,
    );
    const sister = await addProfile(t, family, { name: 'Nadeesha', sex: 2 });
    expect((await ask(family, sister, groom, groomFamily.id)).statusCode).toBe(200);
    await t.drainMail();
    const mailsBefore = t.mailer.sent.length;

    const blocked = await call('POST', `/api/blocks/${groom}`, family);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ success: true, message: blockText.blocked });

    const made = (await call('GET', '/api/pp/myrequests', groomFamily)).json().items;
    expect(made).toEqual([
      expect.objectContaining({ receiverProfileId: bride, isApproved: 2, reason: WITHDRAWN_REASON }),
    ]);
    const waiting = (await call('GET', '/api/pp/myrequests', family)).json().items;
    expect(waiting).toEqual([
      expect.objectContaining({ requestProfileId: sister, receiverProfileId: groom, isApproved: 2, reason: null }),
    ]);
    await t.drainMail();
    expect(t.mailer.sent.length).toBe(mailsBefore);

    // Neither side can ask the other now: refused as if the profile were not there.
    const again = await ask(groomFamily, groom, bride, family.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Profile not found.');
    expect((await ask(family, bride, groom, groomFamily.id)).statusCode).toBe(404);
    // Nor see the other's profile.
    expect((await call('GET', `/api/pp/${bride}`, groomFamily)).statusCode).toBe(404);
    expect((await call('GET', `/api/pp/${groom}`, family)).statusCode).toBe(404);
    // The team still sees both.
    expect((await call('GET', `/api/pp/${bride}`)).statusCode).toBe(200);
  });

  it('is listed for the one who blocked, not for the one blocked; blocking again changes nothing', async () => {
    const list = (await call('GET', '/api/blocks', family)).json();
    expect(list.totalCount).toBe(1);
    expect(list.items).toEqual([
      { profileId: groom, name: 'Lahiru', profileURL: `/profile/${groom}_Lahiru`, blockedOn: expect.any(String) },
    ]);
    expect((await call('GET', '/api/blocks', groomFamily)).json().totalCount).toBe(0);
    // Blocked members cannot see the profile, but the blocker can still say it again.
    expect((await call('POST', `/api/blocks/${groom}`, family)).statusCode).toBe(200);
    expect((await call('GET', '/api/blocks', family)).json().totalCount).toBe(1);
  });

  it('is lifted only by the one who made it, and lifting it shows the profiles again', async () => {
    expect((await call('DELETE', `/api/blocks/${bride}`, groomFamily)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/blocks/${groom}`, groomFamily)).statusCode).toBe(404);
    const lifted = await call('DELETE', `/api/blocks/${groom}`, family);
    expect(lifted.json()).toEqual({ success: true, message: blockText.unblocked });
    expect((await call('GET', `/api/pp/${bride}`, groomFamily)).statusCode).toBe(200);
    expect((await call('GET', `/api/blocks`, family)).json().totalCount).toBe(0);
    expect((await call('DELETE', `/api/blocks/${groom}`, family)).statusCode).toBe(404);
  });

  it('lets a member block the member behind a request to an unpublished profile of theirs', async () => {
    const waiting = await createMember(t, 'waiting.family@example.org');
    const theirs = await addProfile(t, waiting, { name: 'Kamal', sex: 1 }, 0);
    expect((await ask(waiting, theirs, bride, family.id)).statusCode).toBe(200);
    expect((await call('POST', `/api/blocks/${theirs}`, family)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/blocks/${theirs}`, family)).statusCode).toBe(200);
  });

  it(`stops at ${BLOCK_LIMIT} blocks`, async () => {
    const busy = await createMember(t, 'busy@example.org');
    // Blocks made earlier, straight into the table: the limit is what is tested.
    await t.database.db.execute(
      sql`insert into users (email, password_hash)
        select 'filler' || n || '@example.org', 'x' from generate_series(1, ${BLOCK_LIMIT}) as n`,
    );
    await t.database.db.execute(
      sql`insert into blocks (blocker_id, blocked_id, profile_id, profile_name)
        select ${busy.id}, u.id, 0, 'x' from users u where u.email like 'filler%'`,
    );
    const refused = await call('POST', `/api/blocks/${groom}`, busy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(blockText.limit);
  });
});
