import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId, updatedAt } from './columns.ts';

/** Accounts. The address is kept in lower case and unique; the password only as an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 10 }).notNull().default('member'),
    profileLimit: smallint('profile_limit').notNull().default(3),
    /** Raised by a password change or reset: every token issued before then stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** False once the team stopped this account from creating profiles (after reports). */
    canCreateProfiles: boolean('can_create_profiles').notNull().default(true),
    title: varchar('title', { length: 20 }).notNull().default(''),
    customerName: varchar('customer_name', { length: 100 }).notNull().default(''),
    organization: varchar('organization', { length: 100 }).notNull().default(''),
    address1: varchar('address1', { length: 100 }).notNull().default(''),
    address2: varchar('address2', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    postcode: varchar('postcode', { length: 20 }).notNull().default(''),
    phone1: varchar('phone1', { length: 30 }).notNull().default(''),
    phone2: varchar('phone2', { length: 30 }).notNull().default(''),
    fax: varchar('fax', { length: 30 }).notNull().default(''),
    mobile: varchar('mobile', { length: 30 }).notNull().default(''),
    countryId: integer('country_id').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language of the member's mails: the page they last signed in on, or chose with the switch. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** New-match mails: 'daily', 'weekly' or 'off'. */
    digestFrequency: varchar('digest_frequency', { length: 6 }).notNull().default('weekly'),
    /** Profiles first published up to this time are in a new-match mail already (or were before the member's first). */
    digestThrough: timestamp('digest_through', { withTimezone: true }),
    /** The rule set ('tamil', 'sinhala') the member chose for horoscope matches; null: their family's tradition. */
    matchSystem: varchar('match_system', { length: 10 }),
    /** The privacy notice the member agreed to (PRIVACY_VERSION), and when; null before any. */
    privacyVersion: varchar('privacy_version', { length: 20 }),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    /** Mails warning that the account goes after years without a sign-in; a sign-in sets it back to 0. */
    dormantWarnings: smallint('dormant_warnings').notNull().default(0),
    dormantWarnedAt: timestamp('dormant_warned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

/** A column naming the account a row belongs to: the row goes when the account goes. */
export const accountOf = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One-time codes for registering and resetting a password, kept only as an HMAC. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serialId(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_email_purpose_key').on(table.email, table.purpose)],
);

/** A new address waiting for its owner to open the mailed link. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: accountOf('user_id'),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);

/** Signed-in sessions: a token names its session, so logging out ends that token on the server. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: accountOf('user_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);
