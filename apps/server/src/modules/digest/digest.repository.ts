import { asc, eq, sql } from 'drizzle-orm';

import type { DigestFrequency } from '@vivaha/shared/lists';

import { queryRows, type Db } from '#src/db/client.ts';
import { savedSearches, users } from '#src/db/schema.ts';

export type { DigestFrequency };

/**
 * A member due a new-match mail, claimed: their mail lists profiles first published after `since`
 * and up to `until`. Both stay as the database's text, to the microsecond: a JavaScript date would
 * round them to the millisecond and drop a profile stamped in that last millisecond.
 */
export interface DueMember {
  id: number;
  email: string;
  language: string;
  frequency: 'daily' | 'weekly';
  since: string;
  until: string;
}

/**
 * A period counts as over a little early, so that a pass every few minutes does not push each
 * member's mail later by that much every day.
 */
const SLACK = "interval '15 minutes'";

export function createDigestRepository(db: Db) {
  return {
    async frequency(userId: number): Promise<DigestFrequency | undefined> {
      const [row] = await db.select({ frequency: users.digestFrequency }).from(users).where(eq(users.id, userId));
      return row?.frequency as DigestFrequency | undefined;
    },

    async setFrequency(userId: number, frequency: DigestFrequency): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ digestFrequency: frequency })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return changed.length > 0;
    },

    /**
     * Takes up to `limit` members with saved searches whose period is over, moving where their
     * next mail starts to now, in one statement: however many servers run this at once, each
     * member is taken by one of them, once a period.
     */
    async claimDue(limit: number, lagSeconds: number): Promise<DueMember[]> {
      const lag = `interval '${Math.floor(lagSeconds)} seconds'`;
      return queryRows<DueMember>(
        db,
        sql.raw(`with due as (
            select id, digest_through from users
            where digest_frequency in ('daily', 'weekly')
              and id in (select user_id from saved_searches)
              and (digest_through is null
                or (digest_frequency = 'daily' and digest_through <= now() - interval '1 day' + ${SLACK})
                or (digest_frequency = 'weekly' and digest_through <= now() - interval '7 days' + ${SLACK}))
            order by id
            limit ${Math.floor(limit)}
            for update skip locked)
          update users set digest_through = now() - ${lag}
          from due where users.id = due.id
          returning users.id, users.email, users.language, users.digest_frequency as frequency,
            -- A first mail looks back one period.
            coalesce(due.digest_through, now() - ${lag}
              - case users.digest_frequency when 'daily' then interval '1 day' else interval '7 days' end)::text as since,
            users.digest_through::text as until`),
      );
    },

    searches(userId: number) {
      return db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          filters: savedSearches.filters,
          profileId: savedSearches.profileId,
          horoscopeSystem: savedSearches.horoscopeSystem,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(sql`${savedSearches.profileId} is null`, asc(savedSearches.id));
    },
  };
}

export type DigestRepository = ReturnType<typeof createDigestRepository>;
