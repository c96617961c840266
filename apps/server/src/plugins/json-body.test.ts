import { beforeAll, describe, expect, it } from 'vitest';

import { bodyTooDeepText as tooDeep } from '@vivaha/shared/api-error';
import { JSON_DEPTH_MAX } from '@vivaha/shared/constants';

import { addProfile, addReviewedPhoto, createAdmin, createMember, type Member } from '../../test/helpers.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * The spec's clients send `Content-Type: application/json` on every call (section 7), also on
 * those that carry no body. An empty body with that type is no body; bad JSON is still refused.
 */
describe('bodiless calls sent with a JSON content type', () => {
  const t = useTestApp();
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
    family = await createMember(t, 'bride.family@example.org');
    bride = await addProfile(t, family, { name: 'Ishara', sex: 2 });
    groomFamily = await createMember(t, 'groom.family@example.org');
    groom = await addProfile(t, groomFamily, { name: 'Lahiru', sex: 1, mobile: '+94 71 222 3333' });
    admin = await createAdmin(t, 'team@example.org');
  });

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

/**
 * A JSON body nested deeper than JSON_DEPTH_MAX is refused with 400 naming the body, before
 * anything walks it: 8,000 levels (16 KB) once ran the server's checks out of stack.
 */
describe('deeply nested JSON bodies', () => {
  const t = useTestApp();
  let member: Member;
  let bride: number;
  const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  beforeAll(async () => {
    member = await createMember(t, 'nested@example.org');
    const owner = await createMember(t, 'nested.owner@example.org');
    bride = await addProfile(t, owner, { name: 'Ishara', sex: 2 });
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: string, who?: Member) =>
    t.app.inject({ method, url, headers: { ...who?.auth, 'content-type': 'application/json' }, payload });

  it('answers 400 in the API error shape, naming the body, signed in or not, on known and unknown calls', async () => {
    expect(arrays(8000)).toHaveLength(16_000);
    for (const payload of [arrays(8000), objects(8000)]) {
      for (const [method, url, who] of [
        ['POST', `/api/blocks/${bride}`, member],
        ['POST', '/api/contact', undefined],
        ['PUT', '/api/no-such-call', member],
        ['PUT', '/api/no-such-call', undefined],
        ['POST', '/no-such-page', undefined],
      ] as const) {
        const response = await send(method, url, payload, who);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: tooDeep });
        expect(body.fieldErrors).toEqual({ body: tooDeep });
      }
    }
  });

  it('answers identity calls in their own shape, with 400', async () => {
    for (const [url, who] of [
      ['/identity/logout', member],
      ['/identity/login', undefined],
      ['/identity/no-such-call', undefined],
    ] as const) {
      const response = await send('POST', url, arrays(8000), who);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ returnCode: 0, returnText: tooDeep });
    }
    // Still signed in: the call was refused before it ran.
    expect((await t.app.inject({ method: 'GET', url: '/identity/me', headers: member.auth })).statusCode).toBe(200);
  });

  it(`takes ${JSON_DEPTH_MAX} levels and refuses one more; brackets inside strings do not count`, async () => {
    expect((await send('PUT', '/api/no-such-call', arrays(JSON_DEPTH_MAX))).statusCode).toBe(404);
    expect((await send('PUT', '/api/no-such-call', objects(JSON_DEPTH_MAX))).statusCode).toBe(404);
    expect((await send('PUT', '/api/no-such-call', arrays(JSON_DEPTH_MAX + 1))).statusCode).toBe(400);
    expect((await send('PUT', '/api/no-such-call', objects(JSON_DEPTH_MAX + 1))).statusCode).toBe(400);
    const contact = await send(
      'POST',
      '/api/contact',
      JSON.stringify({
        name: 'Nimal',
        email: 'nimal@example.lk',
        subject: 'Other Issues',
        message: `[{"quoted \\" [[ ${'[{'.repeat(100)}`,
      }),
    );
    expect(contact.statusCode, contact.body).toBe(200);
  });
});
