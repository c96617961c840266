import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { privacyMessages } from '@vivaha/shared/privacy';

import { queryRows } from '#src/db/client.ts';

import { addProfile, callerOf, createAdmin, createMember, profileForm } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { profileText } from './profiles.service.ts';

/** The owner's controls: who may see each section, and who has seen the details. */
describe('owner controls', () => {
  const t = useTestApp();
  const [family] = useMembers(t, 'owner@example.org');
  let bride: number;

  const call = callerOf(() => t);
  const owned = async () => (await call('GET', `/api/profilecx/${bride}`, family)).json();

  beforeAll(async () => {
    bride = await addProfile(t, family, { name: 'Sachini', sex: 2 });
  });

  describe('choosing who may see each section', () => {
    it('starts with the spec’s rule for every section', async () => {
      expect(await owned()).toMatchObject({
        photovisibility: 'members',
        contactvisibility: 'members',
        horvisibility: 'members',
        heldForReview: false,
      });
    });

    it('saves only the choices sent, at once, even on a published profile', async () => {
      const saved = await call('PUT', `/api/profilecx/${bride}`, family, { contactvisibility: 'approved' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        success: true,
        message: profileText.visibilitySaved,
        profileId: bride,
        pendingReview: false,
      });
      const profile = await owned();
      expect(profile).toMatchObject({
        photovisibility: 'members',
        contactvisibility: 'approved',
        pendingReview: false,
      });
      expect(profile.name).toBe('Sachini');
    });

    it('refuses a value that is not a choice, naming the field, and changes nothing', async () => {
      const refused = await call('PUT', `/api/profilecx/${bride}`, family, {
        photovisibility: 'approved',
        horvisibility: 'everyone',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ horvisibility: privacyMessages.visibilityInvalid });
      expect((await owned()).photovisibility).toBe('members');
    });

    it('is for the owner only', async () => {
      const other = await createMember(t, 'other@example.org');
      expect((await call('PUT', `/api/profilecx/${bride}`, other, { photovisibility: 'approved' })).statusCode).toBe(
        404,
      );
      expect(
        (await call('PUT', `/api/profilecx/${bride}`, undefined, { photovisibility: 'approved' })).statusCode,
      ).toBe(401);
      expect((await owned()).photovisibility).toBe('members');
    });

    it('rides along with the whole form, apart from the details’ review', async () => {
      const form = profileForm({
        name: 'Sachini',
        sex: 2,
        other: 'Now teaching in Galle.',
        photovisibility: 'approved',
      });
      const saved = await call('PUT', `/api/profilecx/${bride}`, family, form);
      expect(saved.json()).toMatchObject({ pendingReview: true });
      // Who may see applies at once; the new text waits for the team.
      const [row] = await queryRows<{ photo_visibility: string; about: string; pending_changes: object }>(
        t.database.db,
        sql`select photo_visibility, about, pending_changes from profiles where id = ${bride}`,
      );
      expect(row).toMatchObject({ photo_visibility: 'approved', about: 'Loves music and travel.' });
      expect(Object.keys(row!.pending_changes)).toEqual(['about']);
      // A form without the choices keeps them.
      await call('PUT', `/api/profilecx/${bride}`, family, profileForm({ name: 'Sachini', sex: 2 }));
      expect((await owned()).photovisibility).toBe('approved');
    });

    it('can be chosen when a profile is created', async () => {
      const created = await call(
        'POST',
        '/api/profilecx',
        family,
        profileForm({ name: 'Nadee', horvisibility: 'approved' }),
      );
      expect(created.statusCode).toBe(201);
      const profile = (await call('GET', `/api/profilecx/${created.json().profileId}`, family)).json();
      expect(profile).toMatchObject({ horvisibility: 'approved', photovisibility: 'members' });
    });
  });

  describe('who has seen my details', () => {
    const [groomFamily, waiting] = useMembers(t, 'groom@example.org', 'waiting@example.org');
    let groom: number;
    let waitingProfile: number;

    beforeAll(async () => {
      await call('PUT', `/api/profilecx/${bride}`, family, {
        photovisibility: 'members',
        contactvisibility: 'members',
        horvisibility: 'approved',
      });
      groom = await addProfile(t, groomFamily, { name: 'Dinesh', sex: 1 });
      waitingProfile = await addProfile(t, waiting, { name: 'Janaka', sex: 1 }, 0);
    });

    const seen = async (query = '') => {
      const response = await call('GET', `/api/profilecx/${bride}/viewers${query}`, family);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('is empty until someone opens the details; the owner’s and the team’s views are not listed', async () => {
      await call('GET', `/api/pp/${bride}`, family);
      await call('GET', `/api/pp/${bride}`, await createAdmin(t, 'team@example.org'));
      await call('GET', `/api/pp/${bride}`);
      expect(await seen()).toEqual({ items: [], totalCount: 0 });
    });

    it('lists a member who opened them by the opposite-sex rule, with what they saw and how often', async () => {
      await call('GET', `/api/pp/${bride}`, groomFamily);
      await call('GET', `/api/pp/${bride}`, groomFamily);
      const { items, totalCount } = await seen();
      expect(totalCount).toBe(1);
      expect(items[0]).toEqual({
        profileId: groom,
        name: 'Dinesh',
        profileURL: `/profile/${groom}_Dinesh`,
        via: 'rule',
        sections: ['photo', 'contact'],
        firstViewedOn: expect.any(String),
        lastViewedOn: expect.any(String),
        times: 2,
        requestId: null,
        blocked: false,
      });
    });

    it('lists an approved member first (newest first) with the request the owner can withdraw', async () => {
      await call('POST', '/api/pp/requestpermision', waiting, {
        requestingProfileId: waitingProfile,
        receiverProfileId: bride,
        receiverCustId: family.id,
      });
      const [request] = (await call('GET', '/api/pp/myapprovals?status=0', family)).json().items;
      await call('POST', '/api/pp/approveOrReject', family, { id: request.id, isApproved: 1 });
      const opened = (await call('GET', `/api/pp/${bride}`, waiting)).json();
      expect(opened.showastro).toBe(true);

      const { items } = await seen();
      expect(items.map((item: { name: string }) => item.name)).toEqual(['Janaka', 'Dinesh']);
      expect(items[0]).toMatchObject({
        via: 'approved',
        sections: ['photo', 'contact', 'horoscope'],
        requestId: request.id,
      });
      // Paged.
      expect((await seen('?page=2&pageSize=1')).items.map((item: { name: string }) => item.name)).toEqual(['Dinesh']);

      // Withdrawn from the list: the request named in the path, no body needed.
      const withdrawn = await call('POST', `/api/pp/withdraw/${request.id}`, family);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect((await seen()).items[0].requestId).toBeNull();
      expect((await call('GET', `/api/pp/${bride}`, waiting)).json().showastro).toBe(false);
      expect((await call('POST', `/api/pp/withdraw/${request.id}`, family)).statusCode).toBe(409);
    });

    it('marks a blocked member, and names a deleted profile by the name it had, with no link', async () => {
      await call('POST', `/api/blocks/${groom}`, family);
      await call('DELETE', `/api/profilecx/${waitingProfile}`, waiting);
      const { items } = await seen();
      expect(items).toEqual([
        expect.objectContaining({ profileId: null, name: 'Janaka', profileURL: '', via: 'approved' }),
        expect.objectContaining({ profileId: groom, blocked: true }),
      ]);
      await call('DELETE', `/api/blocks/${groom}`, family);
    });

    it('is for the owner only', async () => {
      expect((await call('GET', `/api/profilecx/${bride}/viewers`, groomFamily)).statusCode).toBe(404);
      expect((await call('GET', `/api/profilecx/${bride}/viewers`)).statusCode).toBe(401);
      expect((await call('GET', `/api/profilecx/${bride}/viewers?page=0`, family)).statusCode).toBe(400);
    });
  });
});
