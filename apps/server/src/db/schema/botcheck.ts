import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Bot-check challenges already spent, so one solved challenge cannot be replayed. */
export const usedBotChecks = pgTable(
  'used_bot_checks',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_bot_checks_expires_at_idx').on(table.expiresAt)],
);
