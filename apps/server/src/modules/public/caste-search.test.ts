import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import { addProfile, createMember } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

/**
 * Caste Search matches any part of the caste text ('gov' finds Govigama). A trigram index
 * (pg_trgm) serves it, so a rare text is found without reading every caste.
 */
describe('caste text search', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const family = await createMember(t, 'caste.search@example.lk');
    await addProfile(t, family, { name: 'Chaminda', sex: 1, additionalcaste: 'Govigama' });
    await addProfile(t, family, { name: 'Roshan', sex: 1, additionalcaste: 'Karava' });
  });

  it('finds any part of the caste, in any case', async () => {
    const names = async (st: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/pp/search?sx=1&st=${st}` }))
        .json<{ items: Array<{ searchResults: string }> }>()
        .items.map((item) => JSON.parse(item.searchResults).name);
    expect(await names('GOV')).toEqual(['Chaminda']);
    expect(await names('ava')).toEqual(['Roshan']);
    expect(await names('zzq')).toEqual([]);
  });

  it('has a trigram index on the caste text, for the planner to use when a text is rare', async () => {
    // The planner picks it by itself at scale (at 100,000 profiles a rare text is found through it in
    // about 5 ms); a test table of a few rows is always cheaper to read whole, so only the index's
    // presence and form are checked here.
    const [index] = await queryRows<{ indexdef: string }>(
      t.database.db,
      sql`select indexdef from pg_indexes where indexname = 'profiles_caste_trgm_idx'`,
    );
    expect(index?.indexdef).toMatch(
      /USING gin \(additional_caste gin_trgm_ops\) WHERE \(\(additional_caste\)::text <> ''::text\)/,
    );
  });
});
