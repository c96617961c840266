import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProtectedSection, SectionVisibility } from '@vivaha/shared/privacy';

import { publicText } from '#src/modules/public/public.service.ts';

import { addProfile, addReviewedPhoto, createAdmin, createMember, type Member } from './helpers.ts';
import { useTestApp } from './use-test-app.ts';

type Choices = Record<ProtectedSection, SectionVisibility>;

/**
 * Who sees what (README, Security and privacy), read over the raw JSON of GET /api/pp/{id}: every
 * kind of viewer × every protected section × both visibility choices × blocked or not. A section
 * a viewer may not open must leave no trace of its data anywhere in the body.
 */
describe('the visibility matrix', () => {
  const t = useTestApp();
  let bride: number;
  let photoKey: string;
  const viewers: Record<string, Member | undefined> = {};

  // Values that appear in the body only when their section is open.
  const MOBILE = '+94 77 555 0101';
  const PAVAM = 'Pavam-7-secret';

  /** The kinds of viewer, and whether each may open a section under each choice. */
  const kinds = {
    visitor: { members: false, approved: false },
    owner: { members: true, approved: true },
    admin: { members: true, approved: true },
    'member with a published profile of the opposite sex': { members: true, approved: false },
    'member with a published profile of the same sex': { members: false, approved: false },
    'member whose opposite-sex profile is not published': { members: false, approved: false },
    'member whose request the owner approved': { members: true, approved: true },
    'member the owner blocked': 'hidden',
    'member who blocked the owner': 'hidden',
    'approved member the owner then blocked': 'hidden',
  } as const satisfies Record<string, { members: boolean; approved: boolean } | 'hidden'>;

  const states: Choices[] = [
    { photo: 'members', contact: 'members', horoscope: 'members' },
    { photo: 'approved', contact: 'approved', horoscope: 'approved' },
    { photo: 'approved', contact: 'members', horoscope: 'approved' },
    { photo: 'members', contact: 'approved', horoscope: 'members' },
  ];

  const groom = (member: Member, name: string, active = 1) =>
    addProfile(
      t,
      member,
      { name, sex: 1, mobile: `+94 71 ${name.length}00 0000`, email: `${name}@example.org` },
      active,
    );

  async function approve(requester: Member, asking: number) {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      payload: { requestingProfileId: asking, receiverProfileId: bride, receiverCustId: viewers.owner!.id },
      headers: requester.auth,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [pending] = (
      await t.app.inject({ method: 'GET', url: '/api/pp/myapprovals?status=0', headers: viewers.owner!.auth })
    ).json().items;
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/pp/approveOrReject',
      payload: { id: pending.id, isApproved: 1 },
      headers: viewers.owner!.auth,
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }

  const block = async (blocker: Member, profileId: number) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/blocks/${profileId}`, headers: blocker.auth });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    viewers.owner = await createMember(t, 'tharushi.family@example.org');
    bride = await addProfile(t, viewers.owner, {
      name: 'Tharushi',
      sex: 2,
      mobile: MOBILE,
      astro_pavam: PAVAM,
      astro_ChevaiThosam: true,
      astro_ChartFile: 'https://charts.example.org/tharushi.pdf',
    });
    photoKey = await addReviewedPhoto(t, viewers.owner, bride);
    viewers.admin = await createAdmin(t, 'team@example.org');

    const rule = await createMember(t, 'rule@example.org');
    await groom(rule, 'Kasun');
    viewers['member with a published profile of the opposite sex'] = rule;

    const sameSex = await createMember(t, 'same@example.org');
    await addProfile(t, sameSex, { name: 'Dilini', sex: 2, mobile: '+94 70 111 2222' });
    viewers['member with a published profile of the same sex'] = sameSex;

    const unpublished = await createMember(t, 'waiting@example.org');
    await groom(unpublished, 'Ruwan', 0);
    viewers['member whose opposite-sex profile is not published'] = unpublished;

    // An approval is the only way in for this member: their profile waits for review.
    const approved = await createMember(t, 'approved@example.org');
    await approve(approved, await groom(approved, 'Chamara', 0));
    viewers['member whose request the owner approved'] = approved;

    const blocked = await createMember(t, 'blocked@example.org');
    await block(viewers.owner, await groom(blocked, 'Nuwan'));
    viewers['member the owner blocked'] = blocked;

    const blocking = await createMember(t, 'blocking@example.org');
    await groom(blocking, 'Saman');
    await block(blocking, bride);
    viewers['member who blocked the owner'] = blocking;

    const approvedThenBlocked = await createMember(t, 'was-approved@example.org');
    const asking = await groom(approvedThenBlocked, 'Pradeep', 0);
    await approve(approvedThenBlocked, asking);
    await block(viewers.owner, asking);
    viewers['approved member the owner then blocked'] = approvedThenBlocked;
  });

  /** The body and the data of each section that appears in it. */
  async function look(viewer: Member | undefined) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/pp/${bride}`,
      headers: viewer ? viewer.auth : {},
    });
    return {
      status: response.statusCode,
      body: response.body,
      json: response.statusCode === 200 ? response.json() : undefined,
      shows: {
        photo: response.body.includes(photoKey),
        contact: response.body.includes(MOBILE),
        horoscope: response.body.includes(PAVAM),
      } satisfies Record<ProtectedSection, boolean>,
    };
  }

  describe.each(states)('with photos: $photo, contact: $contact, horoscope: $horoscope', (choices) => {
    beforeAll(async () => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/profilecx/${bride}`,
        payload: {
          photovisibility: choices.photo,
          contactvisibility: choices.contact,
          horvisibility: choices.horoscope,
        },
        headers: viewers.owner!.auth,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it.each(Object.entries(kinds))('%s', async (kind, may) => {
      const seen = await look(viewers[kind]);
      if (may === 'hidden') {
        expect(seen.status).toBe(404);
        expect(seen.shows).toEqual({ photo: false, contact: false, horoscope: false });
        expect(seen.body).not.toContain('Tharushi');
        return;
      }
      expect(seen.status, seen.body).toBe(200);
      const expected = {
        photo: may[choices.photo],
        contact: may[choices.contact],
        horoscope: may[choices.horoscope],
      };
      expect(seen.shows).toEqual(expected);
      expect(seen.json).toMatchObject({
        showphoto: expected.photo,
        showcontact: expected.contact,
        showastro: expected.horoscope,
      });
      // A closed section says why, in the words of the owner's choice.
      const closed = (section: ProtectedSection, field: string, members: string, approvedOnly: string) => {
        if (expected[section]) return;
        const message = JSON.parse(seen.json[field]).message;
        expect(message).toBe(choices[section] === 'approved' ? approvedOnly : members);
      };
      closed('photo', 'imageDisplay', publicText.photo, publicText.photoApprovedOnly);
      closed('contact', 'contactDetails', publicText.contact, publicText.contactApprovedOnly);
      closed('horoscope', 'astroDetails', publicText.astro, publicText.astroApprovedOnly);
      // The summary's horoscope flags and card photo follow their sections (spec section 3).
      const summary = JSON.parse(seen.json.searchResults);
      expect(summary).toMatchObject({
        astroChevaiThosam: expected.horoscope,
        ChartAvailable: expected.horoscope,
      });
      if (expected.photo) expect(summary.defaultimage).toMatch(new RegExp(`/${photoKey}/card\\.`));
      else expect(summary.defaultimage).toBe('');
    });
  });

  it('records who saw what, and never the owner or the team', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/profilecx/${bride}/viewers`,
      headers: viewers.owner!.auth,
    });
    expect(list.statusCode).toBe(200);
    const { items } = list.json();
    const names = items.map((item: { name: string; via: string }) => `${item.name}:${item.via}`).sort();
    expect(names).toEqual(['Chamara:approved', 'Kasun:rule']);
  });

  it('keeps search, the latest and the random cards of each side from the other after a block', async () => {
    const blocking = viewers['member who blocked the owner']!;
    const cards = async (viewer: Member | undefined, url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: viewer?.auth ?? {} })).body;
    for (const url of ['/api/pp/search?sx=2', '/api/pp/latest?sx=2']) {
      expect(await cards(undefined, url)).toContain('Tharushi');
      expect(await cards(viewers['member with a published profile of the opposite sex'], url)).toContain('Tharushi');
      expect(await cards(blocking, url)).not.toContain('Tharushi');
    }
    // And the other way: the owner no longer finds the groom who blocked her.
    expect(await cards(viewers.owner, '/api/pp/search?sx=1')).not.toContain('Saman');
    expect(await cards(viewers.owner, '/api/pp/search?sx=1')).toContain('Kasun');
    for (let n = 0; n < 5; n++) expect(await cards(blocking, '/api/pp/random')).not.toContain('Tharushi');
  });

  it('shows a card photo only when the owner protects neither the photos nor keeps them for approved members', async () => {
    await t.database.db.execute(sql`update profiles set photo_protected = false where id = ${bride}`);
    const card = async () =>
      JSON.parse(
        (await t.app.inject({ method: 'GET', url: '/api/pp/latest?sx=2' }))
          .json()
          .items.find((item: { searchResults: string }) => item.searchResults.includes('Tharushi')).searchResults,
      ).defaultimage as string;
    const choose = (photovisibility: SectionVisibility) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profilecx/${bride}`,
        payload: { photovisibility },
        headers: viewers.owner!.auth,
      });
    await choose('members');
    expect(await card()).toContain(photoKey);
    await choose('approved');
    expect(await card()).toBe('');
    // The visitor's view follows the owner's choice over the unprotected flag.
    expect((await look(undefined)).shows.photo).toBe(false);
    await t.database.db.execute(sql`update profiles set photo_protected = true where id = ${bride}`);
  });
});
