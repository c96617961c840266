import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';

import type { SavedFilters } from '@vivaha/shared/lists';
import type { MatchSystem } from '@vivaha/shared/match';

import type { Db } from '#src/db/client.ts';
import { profiles, savedSearches } from '#src/db/schema.ts';

/** The member's saved search by its id. */
const searchOf = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** A saved search the member made, not the partner preferences of one of their profiles. */
const madeSearch = isNull(savedSearches.profileId);

export function createSavedSearchesRepository(db: Db) {
  const row = {
    id: savedSearches.id,
    name: savedSearches.name,
    filters: savedSearches.filters,
    profileId: savedSearches.profileId,
    horoscopeSystem: savedSearches.horoscopeSystem,
    lastSeenAt: savedSearches.lastSeenAt,
  };
  return {
    /** The member's saved searches, partner preferences first, then in the order made. */
    list(userId: number) {
      return db
        .select(row)
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(sql`${savedSearches.profileId} is null`, asc(savedSearches.id));
    },

    async find(userId: number, id: number) {
      const [found] = await db.select(row).from(savedSearches).where(searchOf(userId, id));
      return found;
    },

    /** Adds a saved search unless the member has `limit` already; a lock per member orders two at once. */
    async add(userId: number, name: string, filters: SavedFilters, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(72431910, ${userId})`);
        const [held] = await tx
          .select({ value: count() })
          .from(savedSearches)
          .where(and(eq(savedSearches.userId, userId), madeSearch));
        if ((held?.value ?? 0) >= limit) return undefined;
        const [made] = await tx
          .insert(savedSearches)
          .values({ userId, name, filters })
          .returning({ id: savedSearches.id });
        return made;
      });
    },

    async change(userId: number, id: number, name: string, filters: SavedFilters): Promise<boolean> {
      const changed = await db
        .update(savedSearches)
        .set({ name, filters })
        .where(and(searchOf(userId, id), madeSearch))
        .returning({ id: savedSearches.id });
      return changed.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(and(searchOf(userId, id), madeSearch))
        .returning({ id: savedSearches.id });
      return removed.length > 0;
    },

    /** The member opened it: "new" counts from now. */
    async seen(userId: number, id: number): Promise<boolean> {
      const marked = await db
        .update(savedSearches)
        .set({ lastSeenAt: sql`now()` })
        .where(searchOf(userId, id))
        .returning({ id: savedSearches.id });
      return marked.length > 0;
    },

    /** One of the member's own profiles, for its partner preferences. */
    async ownProfile(userId: number, profileId: number) {
      const [found] = await db
        .select({ id: profiles.id, name: profiles.name, sex: profiles.sex, dob: profiles.dob })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.ownerId, userId)));
      return found;
    },

    async preferences(profileId: number) {
      const [found] = await db.select(row).from(savedSearches).where(eq(savedSearches.profileId, profileId));
      return found;
    },

    /** Saves a profile's partner preferences, named after the profile. */
    async setPreferences(
      userId: number,
      profile: { id: number; name: string },
      filters: SavedFilters,
      horoscopeSystem: MatchSystem | null,
    ) {
      const name = `Partner preferences: ${profile.name}`.slice(0, 60);
      const [saved] = await db
        .insert(savedSearches)
        .values({ userId, name, filters, profileId: profile.id, horoscopeSystem })
        .onConflictDoUpdate({ target: savedSearches.profileId, set: { name, filters, horoscopeSystem } })
        .returning({ id: savedSearches.id });
      return saved!;
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
