import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { requestMessages } from '@vivaha/shared/requests';

import { fill } from '#src/lib/messages.ts';

import { addProfile, askToSee, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { requestText } from './requests.service.ts';

describe('both ways: "Approve and share ours" and two families asking each other', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [brideFamily, groomFamily] = useMembers(t, 'bride.family@example.lk', 'groom.family@example.lk');
  let bride: number;
  let groom: number;

  const post = (url: string, payload: Record<string, unknown>, member: Member) =>
    t.app.inject({ method: 'POST', url, payload, headers: member.auth });
  const ask = (from: number, to: number, toOwner: Member, member: Member) => askToSee(t, member, from, toOwner, to);
  const view = async (id: number, member: Member) =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/${id}`, headers: member.auth })).json() as {
      showcontact: boolean;
      mobile?: string;
    };
  const list = async (which: 'myrequests' | 'myapprovals', member: Member) =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/${which}`, headers: member.auth })).json().items as Array<{
      id: number;
      requestProfileId: number;
      receiverProfileId: number;
      isApproved: number;
    }>;
  const pendingFor = async (member: Member) =>
    (await list('myapprovals', member)).find((item) => item.isApproved === 0)!;
  /** `member` answers the request waiting for it with `decision` (isApproved, shareBack). */
  const answerPending = async (member: Member, decision: Record<string, unknown>) =>
    post('/api/pp/approveOrReject', { id: (await pendingFor(member)).id, ...decision }, member);
  const mailsTo = (address: string) => t.mailer.sent.filter((mail) => mail.to === address);

  beforeAll(async () => {
    // Contact details for the families they approve only, so nothing opens but an approval.
    const onlyApproved = { contactvisibility: 'approved' };
    bride = await addProfile(
      t,
      brideFamily,
      { name: 'Tharushi', sex: 2, mobile: '+94 71 555 0101', ...onlyApproved },
      1,
    );
    groom = await addProfile(t, groomFamily, { name: 'Lahiru', sex: 1, mobile: '+94 77 555 0202', ...onlyApproved }, 1);
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from access_requests`);
    await t.database.db.execute(sql`delete from rate_limits`);
    await t.drainMail();
    t.mailer.sent.length = 0;
  });

  it('"Approve and share ours" opens the asking profile to the approving family, in both lists, withdrawable by its own family', async () => {
    expect((await ask(groom, bride, brideFamily, groomFamily)).statusCode).toBe(200);
    const answer = await answerPending(brideFamily, { isApproved: 1, shareBack: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: requestText.approvedShared });

    expect(await view(bride, groomFamily)).toMatchObject({ showcontact: true });
    const opened = await view(groom, brideFamily);
    expect(opened.showcontact).toBe(true);
    expect(JSON.stringify(opened)).toContain('+94 77 555 0202');

    // Recorded as an approval the other way: the bride's request to the groom, approved.
    const back = (await list('myapprovals', groomFamily)).find((item) => item.requestProfileId === bride)!;
    expect(back).toMatchObject({ receiverProfileId: groom, isApproved: 1 });
    expect((await list('myrequests', brideFamily)).map((item) => [item.receiverProfileId, item.isApproved])).toEqual([
      [groom, 1],
    ]);

    await t.drainMail();
    const [mail] = mailsTo('groom.family@example.lk');
    expect(mail?.text).toContain('chose to see the protected details of Lahiru in return');
    expect(mail?.text).toContain('https://vivaha.example.org/MyApprovals');

    // The groom's family closes its own details again; the bride's stay open to them.
    expect((await post('/api/pp/withdraw', { id: back.id }, groomFamily)).statusCode).toBe(200);
    expect(await view(groom, brideFamily)).toMatchObject({ showcontact: false });
    expect(await view(bride, groomFamily)).toMatchObject({ showcontact: true });
    // And the bride's family cannot withdraw the groom's approval of them.
    expect((await post('/api/pp/withdraw', { id: back.id }, brideFamily)).statusCode).toBe(404);
  });

  it('a plain approval opens only the approving profile, and a rejection never opens anything', async () => {
    await ask(groom, bride, brideFamily, groomFamily);
    expect((await answerPending(brideFamily, { isApproved: 1 })).json().message).toBe(requestText.approved);
    expect(await view(groom, brideFamily)).toMatchObject({ showcontact: false });
    expect(await list('myapprovals', groomFamily)).toEqual([]);

    await t.database.db.execute(sql`delete from access_requests`);
    await ask(groom, bride, brideFamily, groomFamily);
    const refused = await answerPending(brideFamily, { isApproved: 2, shareBack: true });
    expect(refused.json().message).toBe(requestText.rejected);
    expect(await view(groom, brideFamily)).toMatchObject({ showcontact: false });
    expect(await view(bride, groomFamily)).toMatchObject({ showcontact: false });
  });

  it('does not open a profile whose family turned down the approving profile before', async () => {
    // The bride's family asked first and the groom's family said no.
    await ask(bride, groom, groomFamily, brideFamily);
    await answerPending(groomFamily, { isApproved: 2 });

    await ask(groom, bride, brideFamily, groomFamily);
    const answer = await answerPending(brideFamily, { isApproved: 1, shareBack: true });
    expect(answer.json()).toEqual({ success: true, message: requestText.notSharedBack });
    expect(await view(groom, brideFamily)).toMatchObject({ showcontact: false });
    expect(await view(bride, groomFamily)).toMatchObject({ showcontact: true });
  });

  it('two families who ask each other are both approved at once and both told "You are both interested"', async () => {
    expect((await ask(bride, groom, groomFamily, brideFamily)).json().message).toBe(requestText.sent);
    const second = await ask(groom, bride, brideFamily, groomFamily);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      message: fill(requestText.mutual, { name: 'Tharushi', asker: 'Lahiru' }),
    });
    expect(await view(bride, groomFamily)).toMatchObject({ showcontact: true });
    expect(await view(groom, brideFamily)).toMatchObject({ showcontact: true });
    expect((await list('myapprovals', brideFamily)).map((item) => item.isApproved)).toEqual([1]);
    expect((await list('myapprovals', groomFamily)).map((item) => item.isApproved)).toEqual([1]);

    await t.drainMail();
    const toBride = mailsTo('bride.family@example.lk').map((mail) => mail.subject);
    const toGroom = mailsTo('groom.family@example.lk').map((mail) => mail.subject);
    expect(toBride).toContain('You are both interested: Lahiru');
    expect(toGroom).toContain('You are both interested: Tharushi');
    // The second request is not announced as one waiting for an answer.
    expect(toBride.filter((subject) => /request/i.test(subject))).toEqual([]);
  });

  it('the mail of "You are both interested" is in each family’s own language', async () => {
    await t.database.db.execute(sql`update users set language = 'ta' where id = ${brideFamily.id}`);
    try {
      await ask(bride, groom, groomFamily, brideFamily);
      await ask(groom, bride, brideFamily, groomFamily);
      await t.drainMail();
      expect(mailsTo('bride.family@example.lk').map((mail) => mail.subject)).toContain(
        'நீங்கள் இருவரும் விருப்பம் தெரிவித்துள்ளீர்கள்: Lahiru',
      );
      expect(mailsTo('groom.family@example.lk').map((mail) => mail.subject)).toContain(
        'You are both interested: Tharushi',
      );
    } finally {
      await t.database.db.execute(sql`update users set language = 'en' where id = ${brideFamily.id}`);
    }
  });

  it('refuses a share-back that is not true or false, naming the field, and changes nothing', async () => {
    await ask(groom, bride, brideFamily, groomFamily);
    const request = await pendingFor(brideFamily);
    const answer = await post(
      '/api/pp/approveOrReject',
      { id: request.id, isApproved: 1, shareBack: 'yes' },
      brideFamily,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({ shareBack: requestMessages.shareBackInvalid });
    expect((await pendingFor(brideFamily)).id).toBe(request.id);
  });
});
