import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import { queryRows, type Db } from '#src/db/client.ts';
import { mailQueue } from '#src/db/schema.ts';

import type { OutgoingMail } from './mail.service.ts';

/** A queued mail claimed for sending. `attempts` (counted at each claim) names this claim. */
export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

const ERROR_MAX = 500;

export function createMailRepository(db: Db) {
  return {
    /**
     * Queues a mail: one statement. With a group key, an unsent mail of the group takes the new
     * content and keeps its time; otherwise the new mail waits until `minIntervalSeconds` after
     * the group's last sent mail (or goes now).
     */
    async enqueue(mail: OutgoingMail, group?: { key: string; minIntervalSeconds: number }): Promise<void> {
      const row = {
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        replyTo: mail.replyTo ?? null,
        listUnsubscribe: mail.unsubscribe ?? null,
      };
      if (!group) {
        await db.insert(mailQueue).values(row);
        return;
      }
      const interval = Math.max(0, Math.floor(group.minIntervalSeconds));
      const lastSent = sql`(select max(q.sent_at) from mail_queue q where q.group_key = ${group.key})`;
      await db
        .insert(mailQueue)
        .values({
          ...row,
          groupKey: group.key,
          nextAttemptAt: sql`greatest(now(), coalesce(${lastSent} + make_interval(secs => ${interval}), now()))`,
        })
        .onConflictDoUpdate({
          target: mailQueue.groupKey,
          targetWhere: sql`sent_at is null`,
          set: {
            recipient: sql`excluded.recipient`,
            subject: sql`excluded.subject`,
            textBody: sql`excluded.text_body`,
            htmlBody: sql`excluded.html_body`,
            replyTo: sql`excluded.reply_to`,
            listUnsubscribe: sql`excluded.list_unsubscribe`,
          },
        });
    },

    /**
     * Takes the next due mail for `leaseSeconds`. Several server instances can call this at once:
     * `for update skip locked` and the lease give each mail to one of them.
     */
    async claim(leaseSeconds: number, maxAttempts: number): Promise<ClaimedMail | undefined> {
      const [row] = await queryRows<{
        id: number;
        recipient: string;
        subject: string;
        text_body: string;
        html_body: string;
        reply_to: string | null;
        list_unsubscribe: string | null;
        attempts: number;
      }>(
        db,
        sql`update mail_queue
            set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
            where id = (
              select id from mail_queue
              where sent_at is null and attempts < ${maxAttempts} and next_attempt_at <= now()
                and (locked_until is null or locked_until <= now())
              order by next_attempt_at, id
              limit 1
              for update skip locked
            )
            returning id, recipient, subject, text_body, html_body, reply_to, list_unsubscribe, attempts`,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        attempts: row.attempts,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.list_unsubscribe ? { unsubscribe: row.list_unsubscribe } : {}),
      };
    },

    /**
     * Marks a claimed mail sent. If its content was replaced while it was being sent (a grouped
     * notice), it stays queued with the new content and goes out again.
     */
    async markSent(mail: ClaimedMail): Promise<void> {
      await db
        .update(mailQueue)
        .set({
          sentAt: sql`case when recipient = ${mail.to} and subject = ${mail.subject} and text_body = ${mail.text} then now() else null end`,
          lockedUntil: null,
          lastError: null,
        })
        .where(and(eq(mailQueue.id, mail.id), eq(mailQueue.attempts, mail.attempts), isNull(mailQueue.sentAt)));
    },

    /**
     * Records a failed try: the mail waits `retryInSeconds`, or, when undefined, is given up (kept
     * for a person to read, out of its group so the group's next mail can go).
     */
    async markFailed(mail: ClaimedMail, error: string, retryInSeconds: number | undefined): Promise<void> {
      await db
        .update(mailQueue)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, ERROR_MAX),
          ...(retryInSeconds === undefined
            ? { groupKey: null }
            : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
        })
        .where(and(eq(mailQueue.id, mail.id), eq(mailQueue.attempts, mail.attempts), isNull(mailQueue.sentAt)));
    },

    /** Mails not sent yet: those still to be tried, and those given up after `maxAttempts`. */
    async counts(maxAttempts: number): Promise<{ waiting: number; givenUp: number }> {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${mailQueue.attempts} < ${maxAttempts})::int`,
          givenUp: sql<number>`count(*) filter (where ${mailQueue.attempts} >= ${maxAttempts})::int`,
        })
        .from(mailQueue)
        .where(isNull(mailQueue.sentAt));
      return { waiting: row?.waiting ?? 0, givenUp: row?.givenUp ?? 0 };
    },

    /**
     * Housekeeping: deletes sent mails and given-up ones older than `keepDays`, and frees the
     * group of a mail whose last try never came back (its server stopped while sending).
     */
    async purge(keepDays: number, maxAttempts: number): Promise<number> {
      await db
        .update(mailQueue)
        .set({ groupKey: null })
        .where(
          and(
            isNull(mailQueue.sentAt),
            sql`${mailQueue.attempts} >= ${maxAttempts}`,
            lt(mailQueue.lockedUntil, sql`now()`),
            sql`${mailQueue.groupKey} is not null`,
          ),
        );
      const deleted = await db
        .delete(mailQueue)
        .where(
          sql`(sent_at < now() - make_interval(days => ${keepDays}))
              or (sent_at is null and attempts >= ${maxAttempts} and created_at < now() - make_interval(days => ${keepDays}))`,
        )
        .returning({ id: mailQueue.id });
      return deleted.length;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
