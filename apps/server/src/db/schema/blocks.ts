import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { accountOf } from './identity.ts';

/**
 * A member's block of another member: each side's profiles are hidden from the other, and
 * neither can ask the other. `profileId` and `profileName` record the profile it was made from,
 * so the list can name it even after that profile is gone.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serialId(),
    blockerId: accountOf('blocker_id'),
    blockedId: accountOf('blocked_id'),
    profileId: integer('profile_id').notNull(),
    profileName: varchar('profile_name', { length: 60 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('blocks_pair_key').on(table.blockerId, table.blockedId),
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
    index('blocks_blocker_idx').on(table.blockerId, table.id),
  ],
);
