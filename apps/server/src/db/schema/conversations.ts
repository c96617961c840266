import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { accountOf } from './identity.ts';
import { profileOf, profiles } from './profiles.ts';

/**
 * Two families writing to each other, between one profile of each (the lower id first, so a pair
 * has one conversation). Each side's last read message gives its unread count. A block between the
 * accounts hides it from both without deleting it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serialId(),
    profileLow: profileOf('profile_low'),
    profileHigh: profileOf('profile_high'),
    lowReadUpTo: integer('low_read_up_to').notNull().default(0),
    highReadUpTo: integer('high_read_up_to').notNull().default(0),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_pair_key').on(table.profileLow, table.profileHigh),
    index('conversations_high_idx').on(table.profileHigh),
    index('conversations_last_idx').on(table.lastMessageAt),
  ],
);

/** A message as stored: already masked where the families had not shared their details. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serialId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromProfileId: profileOf('from_profile_id'),
    /** The account that wrote it, for the day's limit. */
    fromUserId: accountOf('from_user_id'),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversation_messages_conversation_idx').on(table.conversationId, table.id)],
);

/**
 * A profile's guardian copy: a parent or sibling the owner names, who confirms by a mailed link
 * (kept only as a hash) and then gets a weekly copy of the profile's conversations. `copiedTo`:
 * messages up to this time were in a copy.
 */
export const guardians = pgTable('guardians', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }).notNull(),
  tokenHash: text('token_hash'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  copiedTo: timestamp('copied_to', { withTimezone: true }),
  createdAt: createdAt(),
});
