import { index, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

/**
 * Photo files whose removal failed, as versions before the job queue kept them: the first server
 * to start moves them into the job queue (media.removals.ts); nothing writes here any more.
 */
export const mediaRemovals = pgTable(
  'media_removals',
  {
    name: varchar('name', { length: 80 }).primaryKey(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: createdAt(),
  },
  (table) => [index('media_removals_due_idx').on(table.nextAttemptAt)],
);
