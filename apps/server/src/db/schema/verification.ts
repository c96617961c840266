import { date, index, integer, primaryKey, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';
import { profileOf, profiles } from './profiles.ts';

/**
 * A profile's checks (modules/verification): one row per kind, the latest result. `subject` is
 * what was checked, so a badge holds only while it still stands: the mobile number confirmed by
 * a code (it is on the profile anyway), or for a NIC only a keyed hash (HMAC) of the number, never
 * the number. `dob` and `sex` are the profile's when its NIC was checked.
 */
export const profileChecks = pgTable(
  'profile_checks',
  {
    profileId: profileOf('profile_id'),
    kind: varchar('kind', { length: 10 }).notNull(),
    result: varchar('result', { length: 12 }).notNull(),
    subject: varchar('subject', { length: 100 }),
    dob: date('dob', { mode: 'string' }),
    sex: smallint('sex'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.kind] }),
    index('profile_checks_subject_idx').on(table.kind, table.subject),
  ],
);

/**
 * A code sent by SMS to confirm a profile's mobile number (modules/verification): one at a time
 * per profile, kept only as a keyed hash, for 10 minutes and 5 tries. `state`: the SMS `queued`,
 * `sent`, or `failed` after the queue's last try.
 */
export const phoneCodes = pgTable('phone_codes', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  mobile: varchar('mobile', { length: 100 }).notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: smallint('tries').notNull().default(0),
  state: varchar('state', { length: 10 }).notNull().default('queued'),
  createdAt: createdAt(),
});

/**
 * A photo check under way (modules/verification): the pose the site drew for the profile's owner
 * and, once sent, the selfie's stored file (`selfie_key`). The row and its file go as soon as the
 * team decides, and undecided SELFIE_KEEP_DAYS after it was sent (`expires_at`); a pose never
 * answered goes POSE_MINUTES after it was drawn. Deleting the profile deletes the row, and the
 * profile's deletion removes the file with its photos'.
 */
export const photoChecks = pgTable(
  'photo_checks',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pose: varchar('pose', { length: 12 }).notNull(),
    posedAt: timestamp('posed_at', { withTimezone: true }).notNull().defaultNow(),
    selfieKey: varchar('selfie_key', { length: 64 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('photo_checks_expires_at_idx').on(table.expiresAt)],
);
