import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';

/**
 * Mail waiting to go out, drained by any server instance: sent after the answer, retried with
 * backoff while the mail server is down. Mails with the same group key that are not yet sent are
 * one mail (a later one replaces the content), so notices can be collected.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serialId(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    /** The one-click unsubscribe address (List-Unsubscribe) of a mail a member may stop. */
    listUnsubscribe: varchar('list_unsubscribe', { length: 500 }),
    groupKey: varchar('group_key', { length: 200 }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    uniqueIndex('mail_queue_open_group_key')
      .on(table.groupKey)
      .where(sql`${table.sentAt} is null`),
    index('mail_queue_group_sent_idx').on(table.groupKey, table.sentAt),
    index('mail_queue_sent_at_idx').on(table.sentAt),
  ],
);
