import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { accountOf } from './identity.ts';

/**
 * A member's copy of their data, asked for with the password: the job fills `data` (everything
 * the site holds about the account, as the member may see it) and mails a link whose token is
 * kept only as a hash. Downloadable twice in the 24 hours after it is mailed, then deleted.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serialId(),
    userId: accountOf('user_id'),
    /** The language of the mail and of the README in the ZIP file. */
    language: varchar('language', { length: 2 }).notNull(),
    /** Set when the link is mailed. */
    tokenHash: text('token_hash'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    downloads: smallint('downloads').notNull().default(0),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_exports_token_key').on(table.tokenHash),
    index('data_exports_user_idx').on(table.userId, table.id),
  ],
);
