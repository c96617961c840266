import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { accountOf } from './identity.ts';
import { profiles } from './profiles.ts';

/**
 * A member's saved searches: the search's filters (the wire names of GET /api/pp/search, without
 * the page), and when the member last opened it. One per own profile is that profile's partner
 * preferences (`profile_id`).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serialId(),
    userId: accountOf('user_id'),
    name: varchar('name', { length: 60 }).notNull(),
    filters: jsonb('filters').$type<Record<string, number | string | string[]>>().notNull(),
    /** Set for a profile's partner preferences. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** Preferences only: matches must also agree by horoscope, under this rule set ('tamil', 'sinhala'). */
    horoscopeSystem: varchar('horoscope_system', { length: 10 }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.id),
    uniqueIndex('saved_searches_profile_key').on(table.profileId),
  ],
);
