import { date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { serialId } from './columns.ts';
import { accountOf } from './identity.ts';
import { profileOf, profiles } from './profiles.ts';

/** One row per viewer, profile and day, so a view is counted once a day per viewer. */
export const profileViews = pgTable(
  'profile_views',
  {
    profileId: profileOf('profile_id'),
    viewerKey: varchar('viewer_key', { length: 64 }).notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('profile_views_key').on(table.profileId, table.viewerKey, table.viewedOn),
    index('profile_views_viewed_on_idx').on(table.viewedOn),
  ],
);

/**
 * Who was shown a profile's protected details (contact, photos, horoscope), by which rule: 'rule'
 * (a published profile of the opposite sex) or 'approved' (an approved request); one row per
 * member, profile and rule, with the first and latest time. Owners see who saw their details;
 * the daily cap counts the profiles a member opened by rule in the last 24 hours.
 */
export const protectedViews = pgTable(
  'protected_views',
  {
    id: serialId(),
    viewerId: accountOf('viewer_id'),
    profileId: profileOf('profile_id'),
    via: varchar('via', { length: 10 }).notNull(),
    /** The viewer's profile the opening is shown under: the approved asker, or a published one. */
    viewerProfileId: integer('viewer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** That profile's name at the latest opening: the owner's list names it after it is deleted. */
    viewerName: varchar('viewer_name', { length: 60 }).notNull().default(''),
    /** Every protected section ever shown, comma-separated (photo, contact, horoscope): only added to. */
    sections: varchar('sections', { length: 40 }).notNull().default(''),
    times: integer('times').notNull().default(1),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('protected_views_key').on(table.viewerId, table.profileId, table.via),
    index('protected_views_viewer_idx').on(table.viewerId, table.viewedAt),
    index('protected_views_profile_idx').on(table.profileId, table.viewedAt),
    index('protected_views_viewer_profile_idx').on(table.viewerProfileId),
  ],
);
