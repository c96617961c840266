import { index, integer, primaryKey, pgTable, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { profileOf } from './profiles.ts';

/** Messages sent through the Contact Us form; kept so the team never loses one to a mail fault. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 60 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/**
 * Each profile's mobile, phones and email, normalised (numbers to E.164, addresses to lower
 * case), the reviewed and the waiting values alike, so the team sees when another account's
 * profile gives the same contact.
 */
export const contactKeys = pgTable(
  'contact_keys',
  {
    profileId: profileOf('profile_id'),
    ownerId: integer('owner_id').notNull(),
    key: varchar('key', { length: 260 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.key] }), index('contact_keys_key_idx').on(table.key)],
);
