import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { addProfile } from '../../../test/helpers.ts';
import { useAdmin, useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { isoWeek } from './profile-mapper.ts';

/**
 * Every field of the spec's Profile (section 3, "owner and admin view; names as spelt"), written
 * out here on purpose rather than read from the shared schema, so a field dropped from the schema
 * or the mapping fails this test. {product}id is this product's: vivahaid.
 */
const SECTION_3_FIELDS = [
  // Identity
  'profileid',
  'fk_custid',
  'name',
  'createdby',
  'martialstatus',
  'dob',
  'sex',
  'age',
  'ethnicity',
  'motherTonque',
  'religion',
  'additionalcaste',
  'castenobar',
  'complexion',
  'bodytype',
  'foodhabits',
  'sponsor',
  // Education and work
  'qualification',
  'education',
  'additionalqualification',
  'occupation',
  'additionaloccupation',
  'annualincome',
  // Places
  'livingcity',
  'residentcountry',
  'citizencountry',
  'birthcity',
  'birthcountry',
  'country',
  // Measures
  'height',
  'weight',
  'heightType',
  'weightType',
  // Free text
  'other',
  'ex_other',
  // Astro
  'notbeleiveinhor',
  'astro_star',
  'astro_rasi',
  'astro_padam',
  'astro_pavam',
  'astro_birthdaytime',
  'astro_ChevaiThosam',
  'astro_ChartFile',
  // Contact
  'email',
  'contactname',
  'title',
  'organization',
  'address1',
  'address2',
  'address3',
  'city',
  'postcode',
  'phone1',
  'phone2',
  'fax',
  'mobile',
  'phone1verified',
  'phone2verified',
  'mobileverified',
  // Status and administration
  'active',
  'reviewed',
  'viewCount',
  'imagecount',
  'lastloginweek',
  'lastlogin',
  'vivahaid',
  'randomNo',
  'horprotected',
  'photoprotected',
  'contactprotected',
  'adminOverrideCode',
  'modifiedby',
  'modifiedon',
  'addedon',
  'defaultImageName',
  'newCustID',
  'annonmessages',
  'removeComments',
  // Payment-related
  'packageID',
  'expiresOn',
  'paidOn',
  'amountPaid',
  'paidCurrency',
  'payComments',
  'isGold',
  'orderstatus',
  // Display versions of coded fields
  'createdbyText',
  'martialstatusText',
  'sexText',
  'occupationText',
  'residentcountryText',
  'citizencountryText',
  'qualificationText',
  'educationText',
  'ethnicityText',
  'motherTonqueText',
  'foodhabitsText',
  'religionText',
  'birthcountryText',
  'astro_starText',
  'astro_rasiText',
  // Form-only
  'timeOfBirth',
] as const;

describe('the profile as its owner and the team read it', () => {
  const t = useTestApp();
  const [family] = useMembers(t, 'perera.family@example.org');
  const admin = useAdmin(t, 'team@example.org');
  let id: number;

  beforeAll(async () => {
    id = await addProfile(t, family, { name: 'Nimali' });
  });

  const read = async (url: string, auth: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>;
  };

  it('GET /api/profilecx/{id} carries every field of section 3', async () => {
    const profile = await read(`/api/profilecx/${id}`, family.auth);
    const missing = SECTION_3_FIELDS.filter((field) => !(field in profile));
    expect(missing).toEqual([]);
  });

  it('GET /api/admin/profile/{id} carries every field of section 3 and the images', async () => {
    const profile = await read(`/api/admin/profile/${id}`, admin.auth);
    const missing = SECTION_3_FIELDS.filter((field) => !(field in profile));
    expect(missing).toEqual([]);
    expect(profile).toHaveProperty('adminImage');
  });

  it('fills the added fields from the profile, and leaves empty what the product does not have', async () => {
    await t.database.db.execute(
      sql`update profiles set package_id = 7, amount_paid = 1500, paid_currency = 'LKR', is_gold = true where id = ${id}`,
    );
    for (const profile of [
      await read(`/api/profilecx/${id}`, family.auth),
      await read(`/api/admin/profile/${id}`, admin.auth),
    ]) {
      expect(profile).toMatchObject({
        vivahaid: id,
        newCustID: family.id,
        annonmessages: 0,
        packageID: 7,
        amountPaid: '1500.00',
        paidCurrency: 'LKR',
        isGold: true,
        orderstatus: '',
        expiresOn: null,
        paidOn: null,
      });
      // The owner signed in to make the profile: the week of that sign-in.
      expect(profile.lastloginweek).toBe(isoWeek(new Date(profile.lastlogin as string)));
    }
  });

  it('names weeks as ISO 8601 does', () => {
    expect(isoWeek(new Date('2026-11-22T19:00:00Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});
