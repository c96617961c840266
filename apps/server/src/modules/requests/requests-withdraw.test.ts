import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { requestMessages } from '@vivaha/shared/requests';

import { english, said } from '#src/lib/messages.ts';
import { waitWords } from '#src/lib/rate-limit.ts';

import { addProfile, type Member } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { requestText } from './requests.service.ts';

describe('withdrawing an approval (POST /api/pp/withdraw)', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [owner, requester, stranger] = useMembers(
    t,
    'bride.owner@example.lk',
    'groom.requester@example.lk',
    'someone.else@example.lk',
  );
  let bride: number;
  let asking: number;
  let requestId: number;

  const profileOf = (member: Member, form: Record<string, unknown>, active?: number) =>
    addProfile(t, member, form, active);
  const post = (url: string, payload: Record<string, unknown>, member?: Member) =>
    t.app.inject({ method: 'POST', url, payload, headers: member?.auth ?? {} });
  const withdraw = (payload: Record<string, unknown>, member?: Member) => post('/api/pp/withdraw', payload, member);
  const view = (member: Member) => t.app.inject({ method: 'GET', url: `/api/pp/${bride}`, headers: member.auth });
  const status = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/pp/myrequests?search=${bride}`, headers: requester.auth })).json()
      .items[0] as { isApproved: number; reason: string | null };

  /** A fresh request from the requester to the bride: pending, or approved by the owner. */
  async function request(approve: boolean) {
    await t.database.db.execute(sql`delete from access_requests`);
    await t.database.db.execute(sql`delete from rate_limits`);
    expect(
      (
        await post(
          '/api/pp/requestpermision',
          {
            requestingProfileId: asking,
            receiverProfileId: bride,
            receiverCustId: owner.id,
          },
          requester,
        )
      ).statusCode,
    ).toBe(200);
    const [item] = (
      await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals?status=0', headers: owner.auth })
    ).json().items as [{ id: number }];
    if (approve)
      expect((await post('/api/pp/approveOrReject', { id: item.id, isApproved: 1 }, owner)).statusCode).toBe(200);
    return item.id;
  }

  beforeAll(async () => {
    bride = await profileOf(owner, { name: 'Tharushi', sex: 2, mobile: '+94 71 555 0101' }, 1);
    // Unpublished: the requester sees the bride's details only through the approval.
    asking = await profileOf(requester, { name: 'Lahiru', sex: 1 }, 0);
  });
  beforeEach(async () => {
    requestId = await request(true);
  });

  it('closes the protected details at once, keeps the request as rejected, and mails the requester', async () => {
    const before = await view(requester);
    expect(before.json().showcontact).toBe(true);
    expect(before.body).toContain('+94 71 555 0101');

    await t.drainMail();
    t.mailer.sent.length = 0;
    const response = await withdraw({ id: requestId }, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: requestText.withdrawn });

    const after = await view(requester);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ showcontact: false, showastro: false, showphoto: false });
    expect(after.body).not.toContain('+94 71 555 0101');
    expect(await status()).toEqual(expect.objectContaining({ isApproved: 2, reason: 'Approval withdrawn.' }));
    await t.drainMail();
    const mail = t.mailer.sent.find((item) => item.to === 'groom.requester@example.lk');
    expect(mail?.subject).toBe('The family of Tharushi withdrew their approval');
    expect(mail?.text).toContain('no longer shown to you');
    expect(mail?.text).toContain('https://vivaha.example.org/MyRequests');
  });

  it('keeps the owner’s reason, and mails it without links', async () => {
    await t.drainMail();
    t.mailer.sent.length = 0;
    const response = await withdraw({ id: requestId, reason: ' We have found a match, see www.our-news.lk ' }, owner);
    expect(response.statusCode).toBe(200);
    expect((await status()).reason).toBe('We have found a match, see www.our-news.lk');
    await t.drainMail();
    const mail = t.mailer.sent.find((item) => item.to === 'groom.requester@example.lk');
    expect(mail?.text).toContain('Their reason: We have found a match, see [link removed]');
  });

  it('then keeps the requester from asking that profile again for 30 days', async () => {
    expect((await withdraw({ id: requestId }, owner)).statusCode).toBe(200);
    const again = await post(
      '/api/pp/requestpermision',
      { requestingProfileId: asking, receiverProfileId: bride, receiverCustId: owner.id },
      requester,
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(english(said(requestText, 'askAgain', { wait: waitWords(30 * 86_400) })));
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('lets only the receiving owner withdraw: 404 for anyone else, 401 for a visitor', async () => {
    for (const member of [stranger, requester]) {
      const response = await withdraw({ id: requestId }, member);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(requestText.requestNotFound);
    }
    const visitor = await withdraw({ id: requestId });
    expect(visitor.statusCode).toBe(401);
    expect((await withdraw({ id: 999_999 }, owner)).statusCode).toBe(404);
    expect((await view(requester)).json().showcontact).toBe(true);
  });

  it('answers 409 for a pending or an already rejected request, and for a second withdrawal', async () => {
    expect((await withdraw({ id: requestId }, owner)).statusCode).toBe(200);
    const twice = await withdraw({ id: requestId }, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ statusCode: 409, error: 'Conflict', message: requestText.notApproved });

    const pending = await request(false);
    expect((await withdraw({ id: pending }, owner)).statusCode).toBe(409);
    expect((await status()).isApproved).toBe(0);
    expect((await post('/api/pp/approveOrReject', { id: pending, isApproved: 2 }, owner)).statusCode).toBe(200);
    expect((await withdraw({ id: pending }, owner)).statusCode).toBe(409);
  });

  it('checks the body: a reason of at most 100 characters and a request id', async () => {
    const long = await withdraw({ id: requestId, reason: 'x'.repeat(101) }, owner);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ reason: requestMessages.reasonTooLong });
    for (const payload of [{}, { id: 'abc' }, { id: -1 }]) {
      const response = await withdraw(payload, owner);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('id');
    }
    expect((await status()).isApproved).toBe(1);
  });
});
