import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { searchMessages } from '@vivaha/shared/public';

import { addProfile, createMember } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

/**
 * A search by city finds a town however the family wrote it: in Sinhala, Tamil or English letters
 * (the main Sri Lankan towns, `@vivaha/shared/towns`), or any other place by part of its name.
 */
describe('city search', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const places = { Sanduni: 'මහනුවර', Tharshika: 'கண்டி', Nadeesha: 'Kandy', Anoma: 'Galle', Ruwani: 'Pilimatalawa' };
    for (const [name, livingcity] of Object.entries(places)) {
      const family = await createMember(t, `${name.toLowerCase()}.family@example.lk`);
      await addProfile(t, family, { name, sex: 2, livingcity });
    }
  });

  const search = (ct: string) =>
    t.app.inject({ method: 'GET', url: `/api/pp/search?sx=2&ct=${encodeURIComponent(ct)}` });
  const names = async (ct: string) =>
    (await search(ct))
      .json<{ items: Array<{ searchResults: string }> }>()
      .items.map((item) => JSON.parse(item.searchResults).name as string)
      .sort();

  it('finds Kandy written in any of the three scripts, whichever script is searched', async () => {
    const kandy = ['Nadeesha', 'Sanduni', 'Tharshika'];
    expect(await names('Kandy')).toEqual(kandy);
    expect(await names('kandy ')).toEqual(kandy);
    expect(await names('මහනුවර')).toEqual(kandy);
    expect(await names('கண்டி')).toEqual(kandy);
    expect(await names('Galle')).toEqual(['Anoma']);
  });

  it('finds any other place by part of its name, as typed', async () => {
    expect(await names('pilima')).toEqual(['Ruwani']);
    expect(await names('Nowhere')).toEqual([]);
    expect(await names('')).toEqual(['Anoma', 'Nadeesha', 'Ruwani', 'Sanduni', 'Tharshika']);
  });

  it('keeps the city in a saved search, and reads a search saved before the city as having none', async () => {
    const member = await createMember(t, 'city.saver@example.lk');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/savedsearches',
      headers: member.auth,
      payload: { name: 'Kandy brides', filters: { sx: 2, ct: 'මහනුවර' } },
    });
    expect(saved.statusCode).toBe(201);
    await t.database.db.execute(
      sql`insert into saved_searches (user_id, name, filters) values (${member.id}, 'Older', ${JSON.stringify({ sx: 2, ms: 0, re: 0, ec: 0, mt: 0, ed: 0, oc: 0, rc: 0, af: 18, at: 70, st: '' })}::jsonb)`,
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/savedsearches', headers: member.auth });
    const byName = Object.fromEntries(
      list
        .json<{ items: Array<{ name: string; filters: { ct: string } }> }>()
        .items.map((item) => [item.name, item.filters.ct]),
    );
    expect(byName).toEqual({ 'Kandy brides': 'මහනුවර', Older: '' });
  });

  it('refuses a city longer than a town’s name can be, naming the field', async () => {
    const refused = await search('x'.repeat(61));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ ct: searchMessages.city });
  });
});
