import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { users } from './identity.ts';

/** What the team did: who, when, what, to which profile or account. Kept when the profile goes. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: varchar('admin_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    profileId: integer('profile_id'),
    userId: integer('user_id'),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_profile_idx').on(table.profileId, table.id),
    index('admin_audit_user_idx').on(table.userId, table.id),
  ],
);
