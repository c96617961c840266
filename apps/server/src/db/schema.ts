import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Messages sent through the Contact Us form; kept so the team never loses one to a mail fault. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 60 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/** Bot-check challenges already spent, so one solved challenge cannot be replayed. */
export const usedBotChecks = pgTable(
  'used_bot_checks',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_bot_checks_expires_at_idx').on(table.expiresAt)],
);

/** Accounts. The address is kept in lower case and unique; the password only as an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 10 }).notNull().default('member'),
    profileLimit: smallint('profile_limit').notNull().default(3),
    /** Raised by a password change or reset: every token issued before then stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

/** One-time codes for registering and resetting a password, kept only as an HMAC. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('one_time_codes_email_purpose_key').on(table.email, table.purpose)],
);

/** A new address waiting for its owner to open the mailed link. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);
