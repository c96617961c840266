import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

import type { Db } from './client.ts';
import { profiles, users } from './schema.ts';

/** A profile as most rules and lists read it: whose it is, its name, and its state on the site. */
export const profileStateColumns = {
  id: profiles.id,
  ownerId: profiles.ownerId,
  name: profiles.name,
  active: profiles.active,
  reportHold: profiles.reportHold,
};

/** Where and in which language a mail to a profile's owner goes (select them joined to `users`). */
export const ownerMailColumns = {
  ownerEmail: users.email,
  ownerLanguage: users.language,
};

/**
 * One profile by its id with these columns and its owner's mail address and language; a query
 * still to run (or to lock `for update`), whose first row is undefined when there is no profile.
 */
export function profileWithOwner<T extends SelectedFields>(db: Db, id: number, columns: T) {
  return db
    .select({ ...columns, ...ownerMailColumns })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.ownerId))
    .where(eq(profiles.id, id))
    .limit(1);
}
