import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  addProfile,
  addReviewedPhoto,
  createAdmin,
  createMember,
  createTestApp,
  type TestApp,
} from '../../test/helpers.ts';

type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * The spec's clients send `Content-Type: application/json` on every call (section 7), also on
 * those that carry no body. An empty body with that type is no body; bad JSON is still refused.
 */
describe('bodiless calls sent with a JSON content type', () => {
  let t: TestApp;
  let family: Member;
  let groomFamily: Member;
  let admin: Member;
  let bride: number;
  let groom: number;

  /** A call as the spec's clients make it: JSON content type, nothing in the body. */
  const bare = (method: 'POST' | 'PUT' | 'DELETE', url: string, who?: Member) =>
    t.app.inject({
      method,
      url,
      headers: { ...who?.auth, 'content-type': 'application/json' },
      payload: '',
    });

  beforeAll(async () => {
    t = await createTestApp();
    family = await createMember(t, 'bride.family@example.org');
    bride = await addProfile(t, family, { name: 'Ishara', sex: 2 });
    groomFamily = await createMember(t, 'groom.family@example.org');
    groom = await addProfile(t, groomFamily, { name: 'Lahiru', sex: 1, mobile: '+94 71 222 3333' });
    admin = await createAdmin(t, 'team@example.org');
  });

  afterAll(async () => t?.close());

  it('blocks and unblocks', async () => {
    const blocked = await bare('POST', `/api/blocks/${groom}`, family);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const unblocked = await bare('DELETE', `/api/blocks/${groom}`, family);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
  });

  it('withdraws an approval named in the path', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      headers: groomFamily.auth,
      payload: { requestingProfileId: groom, receiverProfileId: bride, receiverCustId: family.id },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = (await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals', headers: family.auth })).json()
      .items;
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/pp/approveOrReject',
      headers: family.auth,
      payload: { id: request.id, isApproved: 1 },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const withdrawn = await bare('POST', `/api/pp/withdraw/${request.id}`, family);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  });

  it('lets the team delete a photo, publish and delete a profile', async () => {
    await addReviewedPhoto(t, family, bride);
    const [image] = (
      await t.app.inject({ method: 'GET', url: `/api/admin/profile/${bride}`, headers: admin.auth })
    ).json().adminImage;
    const imageDeleted = await bare('DELETE', `/api/admin/images/${image.imageId}?profileid=${bride}`, admin);
    expect(imageDeleted.statusCode, imageDeleted.body).toBe(200);

    const published = await bare('PUT', `/api/admin/publish/${bride}?ownerid=${family.id}`, admin);
    expect(published.statusCode, published.body).toBe(200);

    const deleted = await bare('DELETE', `/api/admin/profile/${bride}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('lets an owner choose a main photo and delete a profile', async () => {
    await addReviewedPhoto(t, groomFamily, groom);
    const [image] = (
      await t.app.inject({ method: 'GET', url: `/api/profilecx/${groom}`, headers: groomFamily.auth })
    ).json().images;
    const main = await bare('PUT', `/api/profilecx/${groom}/images/${image.imageId}/main`, groomFamily);
    expect(main.statusCode, main.body).toBe(200);

    const deleted = await bare('DELETE', `/api/profilecx/${groom}`, groomFamily);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('signs out', async () => {
    const member = await createMember(t, 'leaving@example.org');
    const response = await bare('POST', '/identity/logout', member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ returnCode: 1 });
  });

  it('still refuses a call that needs a body when none is sent, with 400', async () => {
    const response = await bare('POST', '/api/contact');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('still refuses bad JSON with 400, never 500', async () => {
    const member = await createMember(t, 'careless@example.org');
    for (const payload of ['{"id":', 'not json', '   ', '{"__proto__":{"isAdmin":true}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/pp/approveOrReject',
        headers: { ...member.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});
