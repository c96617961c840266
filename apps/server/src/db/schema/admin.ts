import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import { createdAt, serialId } from './columns.ts';
import { users } from './identity.ts';

/** What the team did: who, when, what, to which profile or account. Kept when the profile goes. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serialId(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: varchar('admin_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    profileId: integer('profile_id'),
    userId: integer('user_id'),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_profile_idx').on(table.profileId, table.id),
    index('admin_audit_user_idx').on(table.userId, table.id),
  ],
);
