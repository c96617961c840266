import { sql } from 'drizzle-orm';

import { users } from '#src/db/schema.ts';

/** How the team's accounts are marked (and a family's: 'member'). */
export const TEAM_ROLE = 'admin';

/** Whether an account is one of the team: the one place the server reads the admin role. */
export const isAdmin = (user: { role: string } | null | undefined): boolean => user?.role === TEAM_ROLE;

/** `not isAdmin` as a condition on the users table: the families' accounts, not the team's. */
export const memberAccountWhere = sql`${users.role} <> ${sql.raw(`'${TEAM_ROLE}'`)}`;
