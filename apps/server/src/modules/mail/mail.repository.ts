import { sql } from 'drizzle-orm';

import { queryRows, type Db } from '#src/db/client.ts';
import { JOBS_SCHEMA } from '#src/lib/jobs.ts';

import type { OutgoingMail } from './mail.service.ts';

/** Mails not sent: waiting to be tried, given up, and those whose delivery outcome stayed unknown. */
export interface MailCounts {
  waiting: number;
  givenUp: number;
  unknown: number;
}

const job = sql.identifier(JOBS_SCHEMA);

/** What the mail queue reads from the job queue's table beyond pg-boss's own calls. */
export function createMailRepository(db: Db) {
  return {
    /**
     * Takes the mails still waiting in the table of the queue before pg-boss (mail_queue), once:
     * the first server to start after the upgrade queues them as jobs.
     */
    async takeEarlierMails(): Promise<OutgoingMail[]> {
      const rows = await queryRows<{
        recipient: string;
        subject: string;
        text_body: string;
        html_body: string;
        reply_to: string | null;
        list_unsubscribe: string | null;
      }>(
        db,
        sql`delete from mail_queue where sent_at is null and attempts < 12
            returning recipient, subject, text_body, html_body, reply_to, list_unsubscribe`,
      );
      return rows.map((row) => ({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.list_unsubscribe ? { unsubscribe: row.list_unsubscribe } : {}),
      }));
    },

    async counts(queues: string[]): Promise<MailCounts> {
      const [row] = await queryRows<MailCounts>(
        db,
        sql`select count(*) filter (where state < 'completed')::int as "waiting",
                   count(*) filter (where state = 'failed')::int as "givenUp",
                   count(*) filter (where state = 'failed' and (data->>'lastTry')::boolean)::int as "unknown"
            from ${job}.job where name in ${queues}`,
      );
      return row ?? { waiting: 0, givenUp: 0, unknown: 0 };
    },

    /**
     * When a group's next notice may go: now, or `intervalSeconds` after the group's last mail was
     * sent, or after now when one is being sent.
     */
    async nextNoticeAt(queue: string, key: string, intervalSeconds: number): Promise<Date> {
      const [row] = await queryRows<{ at: Date | string }>(
        db,
        sql`select greatest(now(), max(case when state = 'active' then now() else completed_on end)
                                     + make_interval(secs => ${intervalSeconds})) as at
            from ${job}.job
            where name = ${queue} and singleton_key = ${key} and state in ('active', 'completed')`,
      );
      return row ? new Date(row.at) : new Date();
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
