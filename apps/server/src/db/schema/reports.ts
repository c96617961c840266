import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { conversationMessages } from './conversations.ts';
import { users } from './identity.ts';
import { profileOf, profiles } from './profiles.ts';

/**
 * A report of a profile by a member or a visitor: one open report per reporter and profile.
 * `reporterKey` is `u:{userId}` for a member and a keyed hash of the address for a visitor.
 * `counts` is set when the reporter had a published profile, the reports that can hide a profile.
 */
export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    profileId: profileOf('profile_id'),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterKey: varchar('reporter_key', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 12 }).notNull(),
    text: varchar('text', { length: 1000 }).notNull().default(''),
    counts: boolean('counts').notNull().default(false),
    /**
     * Why a report does not count toward a hold, weighed when it is made: `visitor`, `noProfile`
     * (no published profile), `dismissed` (the team dismissed this reporter's report on the profile
     * in the last REPORT_DISMISSED_DAYS) or `reviewed` (the team marked the profile reviewed after
     * reports). Null when it counts.
     */
    notCounted: varchar('not_counted', { length: 10 }),
    /** The message the report was made from, when it was made from one (the team sees it and the ten before it). */
    messageId: integer('message_id').references((): AnyPgColumn => conversationMessages.id, { onDelete: 'set null' }),
    /** open, dismissed, hidden, deleted or blocked. */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('reports_open_key')
      .on(table.profileId, table.reporterKey)
      .where(sql`${table.status} = 'open'`),
    index('reports_status_idx').on(table.status, table.profileId, table.id),
    index('reports_reporter_idx').on(table.reporterId),
  ],
);

/**
 * The team's mark "reviewed after reports" on a profile: until `until`, reports on it reach the
 * queue and never hold it. Marking again starts the time again; who marked it and when stay here
 * and in the audit record.
 */
export const reportReviews = pgTable('report_reviews', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedByEmail: varchar('reviewed_by_email', { length: 254 }).notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
