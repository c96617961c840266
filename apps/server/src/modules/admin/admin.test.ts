import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { adminMessages } from '@vivaha/shared/admin';

import { addPhoto, type Member, profileForm } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { adminText } from './admin.service.ts';

describe('admin area', () => {
  const t = useTestApp();
  const [admin, member] = useMembers(t, 'volunteer@example.lk', 'family@example.lk');
  let pending: number;

  const as = (who: Member | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: who?.auth ?? {} });
  const adminForm = (overrides: Record<string, unknown> = {}) => ({
    ...profileForm(),
    active: 0,
    reviewed: false,
    ...overrides,
  });

  beforeAll(async () => {
    await t.database.db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
    pending = (await as(member, 'POST', '/api/profilecx', profileForm({ name: 'Waiting' }))).json().profileId;
  });

  it('refuses every admin call to a member (403) and a visitor (401)', async () => {
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/admin/profile'],
      ['GET', '/api/admin/overview'],
      ['GET', `/api/admin/profile/${pending}`],
      ['POST', '/api/admin/profile', adminForm()],
      ['PUT', `/api/admin/profile/${pending}`, adminForm()],
      ['DELETE', `/api/admin/profile/${pending}`],
      ['DELETE', `/api/admin/images/1?profileid=${pending}`],
      ['PUT', `/api/admin/publish/${pending}?ownerid=${member.id}`],
      ['PUT', `/api/admin/users/${member.id}/limit`, { profileLimit: 9 }],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await as(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const still = await as(member, 'GET', `/api/profilecx/${pending}`);
    expect(still.json()).toMatchObject({ active: 0, name: 'Waiting' });
  });

  it('lists with search and the reviewed and active filters, alone and combined', async () => {
    const make = async (name: string, active: number, reviewed: boolean) => {
      const id = (await as(member, 'POST', '/api/profilecx', profileForm({ name }))).json().profileId;
      await t.database.db.execute(sql`update profiles set active = ${active}, reviewed = ${reviewed} where id = ${id}`);
      return id;
    };
    await t.database.db.execute(sql`update users set profile_limit = 20 where id = ${member.id}`);
    await make('Published', 1, true);
    await make('Suspended', 60, true);
    await make('Removed', 99, false);
    const names = async (query: string) =>
      (await as(admin, 'GET', `/api/admin/profile?${query}`))
        .json()
        .items.map((item: { name: string }) => item.name)
        .sort();
    expect(await names('active=1')).toEqual(['Published']);
    expect(await names('active=60')).toEqual(['Suspended']);
    expect(await names('reviewed=false')).toEqual(['Removed', 'Waiting']);
    expect(await names('reviewed=false&active=0')).toEqual(['Waiting']);
    expect(await names('searchText=family@example')).toHaveLength(4);
    expect(await names(`searchText=${pending}`)).toEqual(['Waiting']);
    expect((await as(admin, 'GET', '/api/admin/profile?active=5')).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/profile?reviewed=maybe')).statusCode).toBe(400);
    const paged = (await as(admin, 'GET', '/api/admin/profile?pageSize=2&page=2')).json();
    expect(paged.totalCount).toBe(4);
    expect(paged.items).toHaveLength(2);
  });

  it('publishing makes a profile Active and reviewed, and the public sees it', async () => {
    expect((await as(undefined, 'GET', `/api/pp/${pending}`)).statusCode).toBe(404);
    const wrongOwner = await as(admin, 'PUT', `/api/admin/publish/${pending}?ownerid=${admin.id}`);
    expect(wrongOwner.statusCode).toBe(400);
    const response = await as(admin, 'PUT', `/api/admin/publish/${pending}?ownerid=${member.id}`);
    expect(response.json()).toEqual({ success: true, message: adminText.published });
    expect((await as(undefined, 'GET', `/api/pp/${pending}`)).statusCode).toBe(200);
    const search = (await as(undefined, 'GET', '/api/pp/search')).json();
    expect(
      search.items.some((item: { searchResults: string }) => JSON.parse(item.searchResults).profileid === pending),
    ).toBe(true);

    const detail = (await as(admin, 'GET', `/api/admin/profile/${pending}`)).json();
    expect(detail).toMatchObject({
      active: 1,
      reviewed: true,
      owner: { id: member.id, email: 'family@example.lk', profileLimit: 20 },
    });
    expect(detail.history[0]).toMatchObject({ adminEmail: 'volunteer@example.lk', action: 'publish' });
  });

  it('edits a profile, sets its status, and records what changed', async () => {
    const response = await as(
      admin,
      'PUT',
      `/api/admin/profile/${pending}`,
      adminForm({ name: 'Waiting Two', active: 60, reviewed: true }),
    );
    expect(response.statusCode).toBe(200);
    const detail = (await as(admin, 'GET', `/api/admin/profile/${pending}`)).json();
    expect(detail).toMatchObject({ name: 'Waiting Two', active: 60 });
    expect(detail.history[0].details).toContain('status Active → Suspended');
    expect((await as(undefined, 'GET', `/api/pp/${pending}`)).statusCode).toBe(404);
    const bad = await as(admin, 'PUT', `/api/admin/profile/${pending}`, adminForm({ active: 5 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.active).toBe(adminMessages.statusInvalid);
  });

  it('creates a profile for an account by its address, else for the admin', async () => {
    const forMember = await as(
      admin,
      'POST',
      '/api/admin/profile',
      adminForm({ name: 'Made For Family', ownerEmail: 'FAMILY@example.lk' }),
    );
    expect(forMember.statusCode).toBe(201);
    const made = (await as(admin, 'GET', `/api/admin/profile/${forMember.json().profileId}`)).json();
    expect(made.fk_custid).toBe(member.id);
    const forAdmin = await as(admin, 'POST', '/api/admin/profile', adminForm({ name: 'Team Profile' }));
    expect((await as(admin, 'GET', `/api/admin/profile/${forAdmin.json().profileId}`)).json().fk_custid).toBe(admin.id);
    const unknown = await as(admin, 'POST', '/api/admin/profile', adminForm({ ownerEmail: 'nobody@example.lk' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.ownerEmail).toBeTruthy();
  });

  it('raises a member’s profile limit', async () => {
    const response = await as(admin, 'PUT', `/api/admin/users/${member.id}/limit`, { profileLimit: 5 });
    expect(response.json()).toEqual({ success: true, message: adminText.limitSet });
    const me = await t.app.inject({ method: 'GET', url: '/identity/me', headers: member.auth });
    expect(me.json().profileLimit).toBe(5);
    expect((await as(admin, 'PUT', `/api/admin/users/${member.id}/limit`, { profileLimit: 500 })).statusCode).toBe(400);
    const audit = await t.database.db.execute(
      sql`select action, details from admin_audit where user_id = ${member.id}`,
    );
    expect((audit as unknown as { rows: Array<{ action: string }> }).rows.map((row) => row.action)).toContain('limit');
  });

  it('deletes a photo (files gone) and a profile, keeping the history', async () => {
    const image = await addPhoto(t, member, pending);
    const detail = (await as(admin, 'GET', `/api/admin/profile/${pending}`)).json();
    expect(detail.adminImage).toEqual([
      { imageId: image.imageId, imageLocation: expect.any(String), thumbnail: expect.any(String), reviewed: false },
    ]);
    expect(await t.storedFiles()).toHaveLength(4);

    expect((await as(admin, 'DELETE', `/api/admin/images/${image.imageId}?profileid=999`)).statusCode).toBe(404);
    const removed = await as(admin, 'DELETE', `/api/admin/images/${image.imageId}?profileid=${pending}`);
    expect(removed.json()).toEqual({ success: true, message: adminText.imageDeleted });
    expect(await t.storedFiles()).toHaveLength(0);
    expect((await as(admin, 'GET', `/api/admin/profile/${pending}`)).json().imagecount).toBe(0);

    const deleted = await as(admin, 'DELETE', `/api/admin/profile/${pending}`);
    expect(deleted.json()).toEqual({ success: true, message: adminText.deleted });
    expect((await as(admin, 'GET', `/api/admin/profile/${pending}`)).statusCode).toBe(404);
    const audit = await t.database.db.execute(
      sql`select action from admin_audit where profile_id = ${pending} order by id`,
    );
    expect((audit as unknown as { rows: Array<{ action: string }> }).rows.map((row) => row.action)).toEqual([
      'publish',
      'edit',
      'image-delete',
      'delete',
    ]);
  });

  it('deletes a profile only together with its audit record', async () => {
    const doomed = (await as(member, 'POST', '/api/profilecx', profileForm({ name: 'Kept' }))).json().profileId;
    // The audit record cannot be written: the delete must not happen without it.
    await t.database.db.execute(
      sql`alter table admin_audit add constraint no_delete_records check (action <> 'delete') not valid`,
    );
    try {
      expect((await as(admin, 'DELETE', `/api/admin/profile/${doomed}`)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await as(member, 'GET', `/api/profilecx/${doomed}`)).json()).toMatchObject({ name: 'Kept' });
    } finally {
      await t.database.db.execute(sql`alter table admin_audit drop constraint no_delete_records`);
    }
    expect((await as(admin, 'DELETE', `/api/admin/profile/${doomed}`)).statusCode).toBe(200);
    expect((await as(member, 'GET', `/api/profilecx/${doomed}`)).statusCode).toBe(404);
  });
});
