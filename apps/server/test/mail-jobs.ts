import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '#src/db/client.ts';

/** The mails in the job queue (pg-boss's table), oldest first, as a test reads them. */
export function mailJobs(database: Database) {
  return queryRows<{ subject: string; sent: boolean; attempts: number; state: string; last_error: string | null }>(
    database.db,
    sql`select data->>'subject' as subject, state = 'completed' as sent, retry_count + 1 as attempts,
               state::text, output->>'error' as last_error
        from pgboss.job where name in ('mail', 'mail-notice') order by created_on, id`,
  );
}

/** Every mail waiting for its retry time is due now. */
export async function mailsDue(database: Database): Promise<void> {
  await database.db.execute(sql`update pgboss.job set start_after = now() where state < 'active'`);
}

/** An hour passes for the mail queue: sent mails went an hour earlier, waiting ones are an hour nearer. */
export async function mailHourPasses(database: Database): Promise<void> {
  await database.db.execute(
    sql`update pgboss.job set completed_on = completed_on - interval '1 hour', start_after = start_after - interval '1 hour'
        where name in ('mail', 'mail-notice')`,
  );
}
