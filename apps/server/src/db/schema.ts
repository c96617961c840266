import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
