import { sql } from 'drizzle-orm';

import { queryRows, type Db } from '#src/db/client.ts';
import { JOBS_SCHEMA } from '#src/lib/jobs.ts';

const job = sql.identifier(JOBS_SCHEMA);

/** What photo removals read beyond pg-boss's own calls. */
export function createRemovalsRepository(db: Db) {
  return {
    /** Takes the names kept in the table of removals before the job queue (media_removals), once. */
    async takeEarlier(): Promise<string[]> {
      const rows = await queryRows<{ name: string }>(db, sql`delete from media_removals returning name`);
      return rows.map((row) => row.name);
    },

    /** Files (not jobs) waiting to be removed again, and files whose removal was given up. */
    async counts(queue: string): Promise<{ waiting: number; givenUp: number }> {
      const [row] = await queryRows<{ waiting: number; givenUp: number }>(
        db,
        sql`select coalesce(sum(jsonb_array_length(data->'names')) filter (where state < 'completed'), 0)::int as "waiting",
                   coalesce(sum(jsonb_array_length(data->'names')) filter (where state = 'failed'), 0)::int as "givenUp"
            from ${job}.job where name = ${queue}`,
      );
      return row ?? { waiting: 0, givenUp: 0 };
    },
  };
}
