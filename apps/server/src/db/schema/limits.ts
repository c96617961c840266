import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Counters for rate limits (lib/rate-limit.ts), shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    // The names rate-limiter-flexible's drizzle store reads (`points`, `expire`); the columns keep theirs.
    points: integer('hits').notNull(),
    expire: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.expire)],
);
