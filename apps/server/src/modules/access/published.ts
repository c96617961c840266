import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';

/**
 * The rules that the database's own indexes repeat in their conditions, each once as a TypeScript
 * predicate and once as SQL built here for the same columns. This file reads no table, so the
 * schema's partial indexes (db/schema/profiles.ts) are written with it too and cannot drift from the
 * queries they serve; visibility.ts applies these to the profiles table. A condition of more than
 * one term comes in parentheses: drizzle's `not`, `and` and `or` put none around a single one.
 */

/**
 * The team approved the profile and it is live: its details were reviewed, so an edit waits for
 * review again and its name is shown as it stands. Reports may still hold it back (`isPublished`).
 */
export const isApprovedByTeam = (profile: { active: number }) => profile.active === ACTIVE_STATUS.active;

/** `isApprovedByTeam` as a condition on a profiles table. */
export const approvedByTeamWhere = (table: { active: AnyPgColumn }): SQL =>
  sql`${table.active} = ${sql.raw(String(ACTIVE_STATUS.active))}`;

/** A profile is public when the team published it and no run of reports holds it back. */
export const isPublished = (profile: { active: number; reportHold: boolean }) =>
  isApprovedByTeam(profile) && !profile.reportHold;

/**
 * `isPublished` as a condition on a profiles table. Its values stand in the text, as the public
 * indexes' own condition does (migration 0011), so the planner can match the two however the
 * statement is prepared.
 */
export const publishedWhere = (table: { active: AnyPgColumn; reportHold: AnyPgColumn }): SQL =>
  sql`(${approvedByTeamWhere(table)} and not ${table.reportHold})`;

/** How a section's owner choice "Only members I approve" is stored. */
const KEPT = 'approved';

/** Whether the owner keeps a section for the members they approve ("Only members I approve"). */
export const isKeptForApproved = (visibility: string) => visibility === KEPT;

/** `isKeptForApproved` as a condition on a section's visibility column. */
export const keptForApprovedWhere = (visibility: AnyPgColumn): SQL => sql`${visibility} = ${sql.raw(`'${KEPT}'`)}`;

/** A section open to every one: the team left it unprotected and the owner does not keep it. */
export const isShownToAll = (section: { protected: boolean; visibility: string }) =>
  !section.protected && !isKeptForApproved(section.visibility);

/** `isShownToAll` as a condition on a section's two columns. */
export const shownToAllWhere = (section: { protected: AnyPgColumn; visibility: AnyPgColumn }): SQL =>
  sql`(not ${section.protected} and ${section.visibility} <> ${sql.raw(`'${KEPT}'`)})`;

/** `not isKeptForApproved`: what the opposite-sex rule may open. */
export const notKeptWhere = (visibility: AnyPgColumn): SQL => sql`${visibility} <> ${sql.raw(`'${KEPT}'`)}`;
