import { beforeAll, describe, expect, it } from 'vitest';

import { tooLong } from '@vivaha/shared/profile-fields';

import { englishOf } from '#src/lib/http-errors.ts';

import { addProfile, countRows, createAdmin, createMember, profileForm } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const FAMILY = 'Father a retired teacher, mother a nurse; one elder brother, married, in Kandy.';

/**
 * "Family details", a field beyond the spec's: declared once in the field table, it is asked by
 * both forms, kept, answered to the owner and the team, and shown on the public page.
 */
describe('a profile’s family details', () => {
  const t = useTestApp();
  let family: Awaited<ReturnType<typeof createMember>>;
  let id: number;

  beforeAll(async () => {
    family = await createMember(t, 'family-details@example.lk');
    id = await addProfile(t, family, { name: 'Dilini', sex: 2, familydetails: `  ${FAMILY}  ` });
  });

  it('keeps what the family wrote, trimmed, and answers it to the owner and the team', async () => {
    const admin = await createAdmin(t, 'family-details-team@example.lk');
    for (const [url, auth] of [
      [`/api/profilecx/${id}`, family.auth],
      [`/api/admin/profile/${id}`, admin.auth],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(response.json().familydetails).toBe(FAMILY);
    }
  });

  it('shows it to a visitor in the public view’s basic details', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/pp/${id}` });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json().basicDetails as string).more).toEqual([
      { field: 'familydetails', value: FAMILY, prose: true },
    ]);
  });

  it('refuses more than 300 characters with the field’s message and keeps nothing', async () => {
    const before = await countRows(t.database, 'profiles');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profilecx',
      payload: profileForm({ familydetails: 'x'.repeat(301) }),
      headers: family.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ familydetails: englishOf(tooLong(300)) });
    expect(await countRows(t.database, 'profiles')).toBe(before);
  });

  it('keeps an owner’s change of a published profile for the team, who read it by its label', async () => {
    const admin = await createAdmin(t, 'family-details-publisher@example.lk');
    const publish = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/publish/${id}?ownerid=${family.id}`,
      headers: admin.auth,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const changed = 'Two younger sisters, both at school.';
    const form = profileForm({ name: 'Dilini', sex: 2, familydetails: changed });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/profilecx/${id}`,
      payload: form,
      headers: family.auth,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: `/api/admin/profile/${id}`, headers: admin.auth });
    expect(profile.json().pendingChanges).toEqual([
      { field: 'familydetails', label: 'Family details', before: FAMILY, after: changed },
    ]);
    // Visitors still read the reviewed words until the team publishes the change.
    const view = await t.app.inject({ method: 'GET', url: `/api/pp/${id}` });
    expect(JSON.parse(view.json().basicDetails as string).more[0].value).toBe(FAMILY);
  });
});
