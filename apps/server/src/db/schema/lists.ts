import { index, integer, primaryKey, pgTable } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { accountOf } from './identity.ts';
import { profileOf, profiles } from './profiles.ts';

/** Profiles a member saved with the heart, optionally for one of their own profiles. */
export const shortlist = pgTable(
  'shortlist',
  {
    userId: accountOf('user_id'),
    profileId: profileOf('profile_id'),
    forProfileId: integer('for_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.profileId] }),
    index('shortlist_user_created_idx').on(table.userId, table.createdAt),
    // A profile's deletion finds its rows here, as saved and as the profile saved for.
    index('shortlist_profile_idx').on(table.profileId),
    index('shortlist_for_profile_idx').on(table.forProfileId),
  ],
);

/** Profiles a member marked "Not interested": left out of their searches, home cards and mails. */
export const hiddenProfiles = pgTable(
  'hidden_profiles',
  {
    userId: accountOf('user_id'),
    profileId: profileOf('profile_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.profileId] }),
    index('hidden_profiles_user_created_idx').on(table.userId, table.createdAt),
    index('hidden_profiles_profile_idx').on(table.profileId),
  ],
);
