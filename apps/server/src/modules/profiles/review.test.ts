import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { profileMessages } from '@vivaha/shared/profile';

import { type Member, profileForm, solidImage, uploadPhoto } from '../../../test/helpers.ts';
import { useAdmin, useMembers, useTestApp, useWebRoot } from '../../../test/use-test-app.ts';

/** A published profile's public content changes only after the team's review (and sex and dob never by the owner). */
describe('reviewed edits', () => {
  const webRoot = useWebRoot('vivaha-review-', '<html><head><title>x</title><!--app-head--></head></html>');
  const t = useTestApp({}, { webRoot });
  const admin = useAdmin(t, 'team@example.org');
  const [groomOwner, brideOwner] = useMembers(t, 'groom.family@example.org', 'bride.family@example.org');
  let groom: number;
  let otherGroom: number;
  let bride: number;

  const as = (who: Member | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: who?.auth ?? {} });
  /** Kasun's form, as his family made it. */
  const groomForm = { name: 'Kasun', sex: 1, dob: '1993-02-10', mobile: '+94 71 000 0001' };
  /** His family sends his form again with `changes`. */
  const editGroom = (changes: Record<string, unknown>) =>
    as(groomOwner, 'PUT', `/api/profilecx/${groom}`, profileForm({ ...groomForm, ...changes }));
  const publish = (id: number, owner: Member) => as(admin, 'PUT', `/api/admin/publish/${id}?ownerid=${owner.id}`);
  const publicView = async (id: number, who?: Member) => {
    const response = await as(who, 'GET', `/api/pp/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const searchCard = async (id: number) => {
    const body = (await as(undefined, 'GET', '/api/pp/search?sx=2')).json();
    const cards = body.items.map((item: { searchResults: string }) => JSON.parse(item.searchResults));
    return cards.find((card: { profileid: number }) => card.profileid === id);
  };
  const upload = async (id: number, who: Member) => {
    const png = await solidImage('png', 320, 320, '#a05030');
    return uploadPhoto(t, who, id, png);
  };

  beforeAll(async () => {
    const create = async (who: Member, form: Record<string, unknown>) =>
      (await as(who, 'POST', '/api/profilecx', profileForm(form))).json().profileId as number;
    groom = await create(groomOwner, groomForm);
    otherGroom = await create(admin, { name: 'Ruwan', sex: 1, dob: '1991-07-01', mobile: '+94 71 999 8888' });
    bride = await create(brideOwner, { name: 'Nimali', sex: 2, other: 'Loves music.', mobile: '+94 77 123 4567' });
    for (const [id, owner] of [
      [groom, groomOwner],
      [otherGroom, admin],
      [bride, brideOwner],
    ] as const) {
      expect((await publish(id, owner)).statusCode).toBe(200);
    }
  });

  describe('sex and date of birth', () => {
    it('refuses a changed sex with 400 on the field, keeps the profile as it was, and opens no grooms', async () => {
      const response = await editGroom({ sex: 2 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: profileMessages.sexDobFixed,
        fieldErrors: { sex: profileMessages.sexDobFixed },
      });
      expect((await as(groomOwner, 'GET', `/api/profilecx/${groom}`)).json()).toMatchObject({
        sex: 1,
        active: 1,
        reviewed: true,
        pendingReview: false,
      });
      // The groom's family still cannot read another groom's contact details.
      const other = (await publicView(otherGroom, groomOwner)).json();
      expect(other.showcontact).toBe(false);
      expect(other.contactDetails).not.toContain('+94 71 999 8888');
    });

    it('refuses a changed date of birth with 400 on the field', async () => {
      const response = await editGroom({ dob: '1999-02-10' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ dob: profileMessages.sexDobFixed });
      expect((await as(groomOwner, 'GET', `/api/profilecx/${groom}`)).json().dob).toBe('1993-02-10');
    });

    it('lets the team change them, and records it in the audit trail', async () => {
      const edited = await as(admin, 'PUT', `/api/admin/profile/${otherGroom}`, {
        ...profileForm({ name: 'Ruwan', sex: 1, dob: '1992-07-01', mobile: '+94 71 999 8888' }),
        active: 1,
        reviewed: true,
      });
      expect(edited.statusCode).toBe(200);
      const profile = (await as(admin, 'GET', `/api/admin/profile/${otherGroom}`)).json();
      expect(profile.dob).toBe('1992-07-01');
      expect(profile.history[0].details).toContain('date of birth 1991-07-01 → 1992-07-01');
    });
  });

  describe('a published profile’s edits', () => {
    const scam = 'Call +94 70 555 1234 or see http://scam.example.com';
    /** The bride's family writes a phone number and a link into the public text. */
    const editBride = (livingcity: string) =>
      as(
        brideOwner,
        'PUT',
        `/api/profilecx/${bride}`,
        profileForm({ name: 'Nimali P', sex: 2, other: scam, mobile: '+94 70 555 1234', livingcity }),
      );

    it('keep the reviewed version public until the team publishes them', async () => {
      const saved = await editBride('Galle');
      expect(saved.statusCode).toBe(200);
      expect(saved.json().pendingReview).toBe(true);

      // The owner reads their version, marked as waiting.
      expect((await as(brideOwner, 'GET', `/api/profilecx/${bride}`)).json()).toMatchObject({
        name: 'Nimali P',
        other: scam,
        mobile: '+94 70 555 1234',
        pendingReview: true,
        reviewed: false,
        active: 1,
      });
      const mine = (await as(brideOwner, 'GET', '/api/profilecx')).json().items[0];
      expect(mine).toMatchObject({ name: 'Nimali P', pendingReview: true });

      // Everyone else, even a viewer who may open the contact details, sees the reviewed version.
      for (const viewer of [undefined, groomOwner, admin]) {
        const view = await publicView(bride, viewer);
        expect(view.body).not.toContain('555 1234');
        expect(view.body).not.toContain('scam.example.com');
        expect(JSON.parse(view.json().searchResults).name).toBe('Nimali');
        expect(JSON.parse(view.json().basicDetails).other).toBe('Loves music.');
      }
      expect(JSON.parse((await publicView(bride, groomOwner)).json().contactDetails).mobile).toBe('+94 77 123 4567');
      expect(await searchCard(bride)).toMatchObject({ name: 'Nimali', livingcity: 'Colombo' });
      const latest = (await as(undefined, 'GET', '/api/pp/latest?sx=2')).body;
      expect(latest).toContain('Nimali');
      expect(latest).not.toContain('Nimali P');
      const page = await as(undefined, 'GET', `/profile/${bride}_Nimali`);
      expect(page.body).toMatch(/<title>Nimali, /);
      expect(page.body).not.toContain('Nimali P');
      const sitemap = (await as(undefined, 'GET', '/sitemap-profiles-1.xml')).body;
      expect(sitemap).toContain(`/profile/${bride}_Nimali<`);
    });

    it('are listed for the team with a field-by-field before and after', async () => {
      const queue = (await as(admin, 'GET', '/api/admin/profile?reviewed=false')).json();
      expect(queue.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ profileId: bride, name: 'Nimali', pendingReview: true })]),
      );
      const profile = (await as(admin, 'GET', `/api/admin/profile/${bride}`)).json();
      expect(profile.name).toBe('Nimali');
      expect(profile.pendingSince).toEqual(expect.any(String));
      expect(profile.pendingChanges).toEqual([
        { field: 'name', label: 'Nick Name', before: 'Nimali', after: 'Nimali P' },
        { field: 'livingcity', label: 'Living city', before: 'Colombo', after: 'Galle' },
        { field: 'other', label: 'About', before: 'Loves music.', after: scam },
        { field: 'mobile', label: 'Mobile', before: '+94 77 123 4567', after: '+94 70 555 1234' },
      ]);
    });

    it('become public when the team publishes them, recorded in the history', async () => {
      expect((await publish(bride, brideOwner)).statusCode).toBe(200);
      const view = (await publicView(bride, groomOwner)).json();
      expect(JSON.parse(view.searchResults).name).toBe('Nimali P');
      expect(JSON.parse(view.contactDetails).mobile).toBe('+94 70 555 1234');
      expect(await searchCard(bride)).toMatchObject({ name: 'Nimali P', livingcity: 'Galle' });
      const profile = (await as(admin, 'GET', `/api/admin/profile/${bride}`)).json();
      expect(profile).toMatchObject({
        pendingChanges: [],
        pendingSince: null,
        reviewed: true,
        pendingReview: false,
        modifiedby: 'team@example.org',
      });
      // Members never see a team member's address.
      const owners = await as(brideOwner, 'GET', `/api/profilecx/${bride}`);
      expect(owners.json().modifiedby).toBe('Vivaha team');
      expect(owners.body).not.toContain('team@example.org');
      expect(profile.history[0].details).toContain(
        "applied the owner's changes to Nick Name, Living city, About, Mobile",
      );
    });

    it('can be discarded by the team, and saving the reviewed values again withdraws them', async () => {
      await editBride('Matara');
      expect((await as(brideOwner, 'DELETE', `/api/admin/profile/${bride}/pending`)).statusCode).toBe(403);
      const discarded = await as(admin, 'DELETE', `/api/admin/profile/${bride}/pending`);
      expect(discarded.statusCode).toBe(200);
      expect((await as(admin, 'DELETE', `/api/admin/profile/${bride}/pending`)).statusCode).toBe(409);
      expect((await as(brideOwner, 'GET', `/api/profilecx/${bride}`)).json()).toMatchObject({
        livingcity: 'Galle',
        pendingReview: false,
        reviewed: true,
      });

      await editBride('Matara');
      const back = await editBride('Galle');
      expect(back.json().pendingReview).toBe(false);
      expect((await as(brideOwner, 'GET', `/api/profilecx/${bride}`)).json()).toMatchObject({
        pendingReview: false,
        reviewed: true,
      });
    });
  });

  describe('photos added to a published profile', () => {
    it('wait for review before any viewer sees them', async () => {
      const added = await upload(groom, groomOwner);
      expect(added.statusCode).toBe(201);
      expect(added.json().reviewed).toBe(false);

      const owners = (await as(groomOwner, 'GET', `/api/profilecx/${groom}`)).json();
      expect(owners).toMatchObject({ reviewed: false, pendingReview: true });
      expect(owners.images).toEqual([expect.objectContaining({ reviewed: false, isMain: true })]);

      // A bride's family may open this groom's photos, but the new one is not there yet.
      const view = (await publicView(groom, brideOwner)).json();
      expect(view.showphoto).toBe(true);
      expect(JSON.parse(view.imageDisplay).items).toEqual([]);
      expect(view.photoavailable).toBe(false);
      expect((await publicView(groom)).json().photoavailable).toBe(false);
      await t.database.db.execute(sql`update profiles set photo_protected = false where id = ${groom}`);
      const cards = (await as(undefined, 'GET', '/api/pp/search?sx=1'))
        .json()
        .items.map((item: { searchResults: string }) => JSON.parse(item.searchResults));
      expect(cards.find((card: { profileid: number }) => card.profileid === groom).defaultimage).toBe('');

      expect((await publish(groom, groomOwner)).statusCode).toBe(200);
      const approved = JSON.parse((await publicView(groom, brideOwner)).json().imageDisplay).items;
      expect(approved).toHaveLength(1);
      expect((await as(brideOwner, 'GET', approved[0].imagename)).statusCode).toBe(200);
      const after = (await as(undefined, 'GET', '/api/pp/search?sx=1'))
        .json()
        .items.map((item: { searchResults: string }) => JSON.parse(item.searchResults));
      expect(after.find((card: { profileid: number }) => card.profileid === groom).defaultimage).toContain(
        '/api/media/',
      );
      const history = (await as(admin, 'GET', `/api/admin/profile/${groom}`)).json().history;
      expect(history[0].details).toContain('approved 1 new photo');
    });
  });
});
