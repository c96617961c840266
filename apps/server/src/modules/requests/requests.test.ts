import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { requestMessages } from '@vivaha/shared/requests';

import {
  createMember,
  createTestApp,
  type Member,
  profileForm,
  solidImage,
  uploadPhoto,
} from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { requestText } from './requests.service.ts';

describe('access requests', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [bride, groom] = useMembers(t, 'bride.family@example.lk', 'groom.family@example.lk');
  let brideProfile: number;
  let groomProfile: number;

  async function profileOf(member: Member, form: Record<string, unknown>, active = 1) {
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(form), headers: member.auth })
    ).json().profileId as number;
    await t.database.db.execute(sql`update profiles set active = ${active} where id = ${id}`);
    return id;
  }
  const ask = (member: Member, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/pp/requestpermision', payload: body, headers: member.auth });
  /** The groom's family asks, for Kasun, to see `receiverProfileId`, sent as owned by `receiverCustId`. */
  const groomAsks = (receiverProfileId: number, receiverCustId: number) =>
    ask(groom, { receiverProfileId, requestingProfileId: groomProfile, receiverCustId });
  const list = (member: Member, which: 'myrequests' | 'myapprovals', query = '') =>
    t.app.inject({ method: 'GET', url: `/api/pp/${which}?${query}`, headers: member.auth }).then((r) => r.json());
  const decide = (member: Member, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/pp/approveOrReject', payload: body, headers: member.auth });

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set profile_limit = 20`);
    brideProfile = await profileOf(bride, { name: 'Dilini', sex: 2 });
    groomProfile = await profileOf(groom, { name: 'Kasun', sex: 1 }, 0);
  });

  it('sends a request, mails the receiving family, and shows it on both sides', async () => {
    await t.drainMail();
    t.mailer.sent.length = 0;
    const response = await groomAsks(brideProfile, bride.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: requestText.sent });
    await t.drainMail();
    const mail = t.mailer.sent.find((item) => item.to === 'bride.family@example.lk');
    expect(mail?.subject).toContain('Kasun asks to see Dilini');
    expect(mail?.text).toContain('https://vivaha.example.org/MyApprovals');

    const made = await list(groom, 'myrequests');
    expect(made.totalCount).toBe(1);
    expect(made.items[0]).toMatchObject({
      requestProfileId: groomProfile,
      requesterName: 'Kasun',
      receiverProfileId: brideProfile,
      receiverName: 'Dilini',
      isApproved: 0,
      reason: null,
    });
    const received = await list(bride, 'myapprovals');
    expect(received.items.map((item: { id: number }) => item.id)).toEqual([made.items[0].id]);
    expect((await list(bride, 'myrequests')).totalCount).toBe(0);
  });

  it('refuses a second open request for the same pair', async () => {
    const again = await groomAsks(brideProfile, bride.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(requestText.open);
  });

  it.each([
    [
      'a profile of someone else',
      () => ({ receiverProfileId: brideProfile, requestingProfileId: brideProfile, receiverCustId: bride.id }),
      403,
      requestText.notYours,
    ],
    [
      'no requesting profile',
      () => ({ receiverProfileId: brideProfile, receiverCustId: bride.id }),
      400,
      requestMessages.selectProfile,
    ],
    [
      'the wrong owner id',
      () => ({ receiverProfileId: brideProfile, requestingProfileId: groomProfile, receiverCustId: groom.id }),
      400,
      requestText.ownerMismatch,
    ],
    [
      'a missing profile',
      () => ({ receiverProfileId: 999_999, requestingProfileId: groomProfile, receiverCustId: bride.id }),
      404,
      requestText.notFound,
    ],
  ])('refuses %s', async (_name, body, status, message) => {
    const response = await ask(groom, body());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('refuses asking one’s own profile, another of the same owner, or an unpublished one', async () => {
    const second = await profileOf(groom, { name: 'Nuwan', sex: 1 });
    const own = await groomAsks(second, groom.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(requestText.ownProfile);
    const hidden = await profileOf(bride, { name: 'Hidden', sex: 2 }, 0);
    const unpublished = await groomAsks(hidden, bride.id);
    expect(unpublished.statusCode).toBe(404);
  });

  it('needs a signed-in member, and the bot check where it is on', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      payload: { receiverProfileId: brideProfile, requestingProfileId: groomProfile, receiverCustId: bride.id },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/pp/myrequests' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pp/approveOrReject', payload: { id: 1, isApproved: 1 } }))
        .statusCode,
    ).toBe(401);

    const guarded = await createTestApp({ CAPTCHA_PROVIDER: 'altcha' });
    const member = await createMember(guarded, 'bot@example.lk');
    const response = await guarded.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      payload: { receiverProfileId: 1, requestingProfileId: 2, receiverCustId: 3 },
      headers: member.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('captchaToken');
    await guarded.close();
  });

  it('lets only the receiving owner decide, only once, with a reason of at most 100 characters', async () => {
    const [pending] = (await list(bride, 'myapprovals', 'status=0')).items;
    expect((await decide(groom, { id: pending.id, isApproved: 1 })).statusCode).toBe(404);
    const long = await decide(bride, { id: pending.id, isApproved: 2, reason: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.reason).toBe(requestMessages.reasonTooLong);
    expect((await decide(bride, { id: pending.id, isApproved: 3 })).statusCode).toBe(400);

    await t.drainMail();
    t.mailer.sent.length = 0;
    const rejected = await decide(bride, {
      id: pending.id,
      isApproved: 2,
      reason: 'Looking for someone living in Kandy.',
    });
    expect(rejected.json()).toEqual({ success: true, message: requestText.rejected });
    await t.drainMail();
    expect(t.mailer.sent[0]?.to).toBe('groom.family@example.lk');
    expect(t.mailer.sent[0]?.text).toContain('Looking for someone living in Kandy.');
    // A rejection opens nothing, so it carries no warning about money.
    expect(t.mailer.sent[0]?.text).not.toContain('/safety');
    const again = await decide(bride, { id: pending.id, isApproved: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(requestText.decided);

    const made = await list(groom, 'myrequests');
    expect(made.items[0]).toMatchObject({ isApproved: 2, reason: 'Looking for someone living in Kandy.' });
  });

  it('allows a new request 30 days after a rejection, and keeps no reason with an approval', async () => {
    const again = () =>
      ask(groom, { receiverProfileId: brideProfile, requestingProfileId: groomProfile, receiverCustId: bride.id });
    expect((await again()).statusCode).toBe(429);
    // Thirty days on (requests-limits.test.ts covers the wait itself).
    await t.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'request:again:%'`,
    );
    const response = await again();
    expect(response.statusCode).toBe(200);
    const [pending] = (await list(bride, 'myapprovals', 'status=0')).items;
    await t.drainMail();
    t.mailer.sent.length = 0;
    const approved = await decide(bride, { id: pending.id, isApproved: 1, reason: 'ignored' });
    expect(approved.json().message).toBe(requestText.approved);
    // The mail that opens a family's details says, once, never to send money, and where to read why.
    await t.drainMail();
    expect(t.mailer.sent[0]?.text).toContain(
      `Never send money to anyone you met here. Read how marriage scams work: ${t.config.siteUrl}/safety`,
    );
    const made = await list(groom, 'myrequests', 'status=1');
    expect(made.items).toHaveLength(1);
    expect(made.items[0]).toMatchObject({ isApproved: 1, reason: null });
  });

  it('searches and filters the lists across pages', async () => {
    const asker = await createMember(t, 'many@example.lk');
    await t.database.db.execute(sql`update users set profile_limit = 20 where id = ${asker.id}`);
    for (let i = 0; i < 12; i++) {
      // Past the 10 requests a day a member may send (requests-limits.test.ts): a day later.
      if (i === 10) await t.database.db.execute(sql`delete from rate_limits where key like 'request:day:%'`);
      const own = await profileOf(asker, { name: `Asker${i}`, sex: 1 });
      expect(
        (await ask(asker, { receiverProfileId: brideProfile, requestingProfileId: own, receiverCustId: bride.id }))
          .statusCode,
      ).toBe(200);
    }
    const page1 = await list(asker, 'myrequests', 'page=1&pageSize=10');
    const page2 = await list(asker, 'myrequests', 'page=2&pageSize=10');
    expect(page1.totalCount).toBe(12);
    expect(page1.items).toHaveLength(10);
    expect(page2.items).toHaveLength(2);
    expect((await list(asker, 'myrequests', 'search=asker1')).totalCount).toBe(3);
    expect(
      (await list(bride, 'myapprovals', 'status=0&search=Asker11')).items.map(
        (item: { requesterName: string }) => item.requesterName,
      ),
    ).toEqual(['Asker11']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals?status=7', headers: bride.auth })).statusCode,
    ).toBe(400);
  });

  it('deleting a profile removes the requests that name it', async () => {
    const temp = await profileOf(groom, { name: 'Temporary', sex: 1 });
    await ask(groom, { receiverProfileId: brideProfile, requestingProfileId: temp, receiverCustId: bride.id });
    const before = (await list(bride, 'myapprovals', 'search=Temporary')).totalCount;
    expect(before).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/profilecx/${temp}`, headers: groom.auth });
    expect((await list(bride, 'myapprovals', 'search=Temporary')).totalCount).toBe(0);
  });
});

describe('who sees what (visibility matrix)', () => {
  const t = useTestApp();
  const [targetOwner] = useMembers(t, 'target@example.lk');
  let target: number;
  let photoUrl: string;
  const secrets = ['+94 71 000 1111', 'secret.family@example.lk', '44 Temple Road', 'chart-secret.pdf'];

  beforeAll(async () => {
    target = (
      await t.app.inject({
        method: 'POST',
        url: '/api/profilecx',
        payload: profileForm({
          name: 'Sanduni',
          sex: 2,
          mobile: '+94 71 000 1111',
          email: 'secret.family@example.lk',
          address1: '44 Temple Road',
          astro_ChartFile: 'https://example.lk/chart-secret.pdf',
        }),
        headers: targetOwner.auth,
      })
    ).json().profileId;
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${target}`);
    const png = await solidImage('png', 200, 200, '#445566');
    const image = await uploadPhoto(t, targetOwner, target, png);
    photoUrl = image.json().imageLocation;
    // The team has looked at the photo: only reviewed photos are shown to others.
    await t.database.db.execute(sql`update profile_images set reviewed = true where profile_id = ${target}`);
  });

  async function viewer(kind: string): Promise<Record<string, string> | undefined> {
    if (kind === 'visitor') return undefined;
    if (kind === 'owner') return targetOwner.auth;
    const member = await createMember(t, `${kind}@example.lk`);
    const own = async (form: Record<string, unknown>, active: number) => {
      const id = (
        await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(form), headers: member.auth })
      ).json().profileId;
      await t.database.db.execute(sql`update profiles set active = ${active} where id = ${id}`);
      return id as number;
    };
    if (kind === 'admin') await t.database.db.execute(sql`update users set role = 'admin' where id = ${member.id}`);
    if (kind === 'same-sex') await own({ name: 'Other bride', sex: 2 }, 1);
    if (kind === 'inactive-opposite') await own({ name: 'Waiting groom', sex: 1 }, 0);
    if (kind === 'active-opposite') await own({ name: 'Published groom', sex: 1 }, 1);
    if (kind === 'approved' || kind === 'rejected') {
      const asking = await own({ name: 'Asking', sex: 2 }, 0);
      await t.app.inject({
        method: 'POST',
        url: '/api/pp/requestpermision',
        payload: { receiverProfileId: target, requestingProfileId: asking, receiverCustId: targetOwner.id },
        headers: member.auth,
      });
      const [request] = (
        await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals?status=0', headers: targetOwner.auth })
      ).json().items;
      await t.app.inject({
        method: 'POST',
        url: '/api/pp/approveOrReject',
        payload: { id: request.id, isApproved: kind === 'approved' ? 1 : 2 },
        headers: targetOwner.auth,
      });
    }
    return member.auth;
  }

  it.each([
    ['visitor', false],
    ['no-profile', false],
    ['same-sex', false],
    ['inactive-opposite', false],
    ['rejected', false],
    ['active-opposite', true],
    ['approved', true],
    ['owner', true],
    ['admin', true],
  ])('%s sees protected details: %s', async (kind, sees) => {
    const headers = await viewer(kind);
    const response = await t.app.inject({ method: 'GET', url: `/api/pp/${target}`, headers: headers ?? {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect({ showcontact: body.showcontact, showastro: body.showastro, showphoto: body.showphoto }).toEqual({
      showcontact: sees,
      showastro: sees,
      showphoto: sees,
    });
    for (const secret of secrets) expect(response.body.includes(secret), secret).toBe(sees);
    const images = JSON.parse(body.imageDisplay).items as Array<{ imagename: string }>;
    expect(images.length).toBe(sees ? 1 : 0);
    if (sees) {
      const served = await t.app.inject({ method: 'GET', url: images[0]!.imagename, headers: headers ?? {} });
      expect(served.statusCode).toBe(200);
    }
    expect(response.body.includes('/api/media/')).toBe(sees);
    // The file itself is reachable only by the signed address an allowed answer carried.
    expect((await t.app.inject({ method: 'GET', url: photoUrl.split('?')[0]! })).statusCode).toBe(400);
  });
});
