import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { users } from './identity.ts';

/**
 * A member's block of another member: each side's profiles are hidden from the other, and
 * neither can ask the other. `profileId` and `profileName` record the profile it was made from,
 * so the list can name it even after that profile is gone.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').notNull(),
    profileName: varchar('profile_name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blocks_pair_key').on(table.blockerId, table.blockedId),
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
    index('blocks_blocker_idx').on(table.blockerId, table.id),
  ],
);
