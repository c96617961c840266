import { sql } from 'drizzle-orm';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import type { SiteFacts } from '@vivaha/shared/public';

import { queryRows, type Db } from '#src/db/client.ts';
import { accessRequests, profiles, users } from '#src/db/schema.ts';
import { memberAccountWhere, publishedProfile } from '#src/modules/access/index.ts';

/**
 * The homepage's counts, in one statement: published profiles (an index-only scan of one of the
 * published-only partial indexes, whose condition is the published rule), member accounts, and
 * approved requests for protected details. The two last read their whole tables (at 60,000
 * profiles the three take about 25 ms in PGlite); the service keeps the answer ten minutes, so
 * that happens six times an hour at most.
 */
export function createSiteFactsRepository(db: Db) {
  return {
    async counts(): Promise<SiteFacts> {
      const [row] = await queryRows<SiteFacts>(
        db,
        sql`select
          (select count(*)::int from ${profiles} where ${publishedProfile}) as profiles,
          (select count(*)::int from ${users} where ${memberAccountWhere}) as families,
          (select count(*)::int from ${accessRequests}
            where ${accessRequests.status} = ${sql.raw(String(REQUEST_STATUS.approved))}) as introductions`,
      );
      return row ?? { profiles: 0, families: 0, introductions: 0 };
    },
  };
}

export type SiteFactsRepository = ReturnType<typeof createSiteFactsRepository>;
