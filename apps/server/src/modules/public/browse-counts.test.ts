import { beforeAll, describe, expect, it } from 'vitest';

import { addProfile, createMember } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

/** GET /api/pp/browse: the counts behind the browse index's links. */
describe('browse counts', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const family = await createMember(t, 'browse.family@example.lk');
    const other = await createMember(t, 'browse.other@example.lk');
    // Burgher (6): two brides and a groom published, a bride waiting for review.
    await addProfile(t, family, { name: 'Anne', sex: 2, ethnicity: 6, religion: 66, martialstatus: 74 });
    await addProfile(t, family, { name: 'Beth', sex: 2, ethnicity: 6, religion: 66, martialstatus: 75 });
    await addProfile(t, other, { name: 'Carl', sex: 1, ethnicity: 6, religion: 296, martialstatus: 74 });
    await addProfile(t, other, { name: 'Dora', sex: 2, ethnicity: 6, religion: 296, martialstatus: 74 }, 0);
  });

  it('counts published grooms and brides for each code of each browse field, and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pp/browse' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const items = response.json().items as Array<{ field: string; code: number; grooms: number; brides: number }>;
    const of = (field: string, code: number) => items.find((item) => item.field === field && item.code === code);
    expect(of('ec', 6)).toEqual({ field: 'ec', code: 6, grooms: 1, brides: 2 });
    expect(of('re', 66)).toEqual({ field: 're', code: 66, grooms: 0, brides: 2 });
    expect(of('re', 296)).toEqual({ field: 're', code: 296, grooms: 1, brides: 0 });
    expect(of('ms', 74)).toEqual({ field: 'ms', code: 74, grooms: 1, brides: 1 });
    expect(of('ms', 75)).toEqual({ field: 'ms', code: 75, grooms: 0, brides: 1 });
    // A code nobody published has no entry: its links are left out.
    expect(of('ec', 1)).toBeUndefined();
    expect(items.every((item) => item.grooms + item.brides > 0)).toBe(true);
  });
});
