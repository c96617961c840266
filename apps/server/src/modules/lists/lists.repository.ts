import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '#src/db/client.ts';
import { hiddenProfiles, profiles, shortlist } from '#src/db/schema.ts';
import { publishedProfile } from '#src/modules/access/index.ts';

/** A profile a member may save or hide: published, and not their own. */
async function target(db: Db, profileId: number) {
  const [row] = await db
    .select({ id: profiles.id, ownerId: profiles.ownerId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), publishedProfile))
    .limit(1);
  return row;
}

export function createListsRepository(db: Db) {
  return {
    target: (profileId: number) => target(db, profileId),

    /** Whether this profile is one of the member's own. */
    async owns(userId: number, profileId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.ownerId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Saves a profile, or changes which own profile it is saved for; refused past `limit`. A lock
     * per member keeps two saves at once from both passing the limit.
     */
    async save(userId: number, profileId: number, forProfileId: number | null, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(72431908, ${userId})`);
        // Only what the member can see counts: a profile no longer published takes no place.
        const [held] = await tx
          .select({ value: count() })
          .from(shortlist)
          .innerJoin(profiles, eq(profiles.id, shortlist.profileId))
          .where(and(eq(shortlist.userId, userId), publishedProfile));
        const [already] = await tx
          .select({ profileId: shortlist.profileId })
          .from(shortlist)
          .where(and(eq(shortlist.userId, userId), eq(shortlist.profileId, profileId)));
        if (!already && (held?.value ?? 0) >= limit) return 'limit' as const;
        // Saving says the member is interested after all.
        await tx
          .delete(hiddenProfiles)
          .where(and(eq(hiddenProfiles.userId, userId), eq(hiddenProfiles.profileId, profileId)));
        await tx
          .insert(shortlist)
          .values({ userId, profileId, forProfileId })
          .onConflictDoUpdate({ target: [shortlist.userId, shortlist.profileId], set: { forProfileId } });
        return 'saved' as const;
      });
    },

    async unsave(userId: number, profileId: number): Promise<boolean> {
      const removed = await db
        .delete(shortlist)
        .where(and(eq(shortlist.userId, userId), eq(shortlist.profileId, profileId)))
        .returning({ profileId: shortlist.profileId });
      return removed.length > 0;
    },

    /** Every saved profile id, newest first (at most the shortlist's limit). */
    async savedIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ profileId: shortlist.profileId })
        .from(shortlist)
        .where(eq(shortlist.userId, userId))
        .orderBy(desc(shortlist.createdAt), desc(shortlist.profileId));
      return rows.map((row) => row.profileId);
    },

    /** The shortlist's rows, newest first, optionally those saved for one own profile. */
    saved(userId: number, forProfileId?: number) {
      return db
        .select({ profileId: shortlist.profileId, on: shortlist.createdAt, forProfileId: shortlist.forProfileId })
        .from(shortlist)
        .where(and(eq(shortlist.userId, userId), forProfileId ? eq(shortlist.forProfileId, forProfileId) : undefined))
        .orderBy(desc(shortlist.createdAt), desc(shortlist.profileId));
    },

    /** Hides a profile and takes it off the shortlist; refused past `limit`. */
    async hide(userId: number, profileId: number, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(72431909, ${userId})`);
        const [held] = await tx
          .select({ value: count() })
          .from(hiddenProfiles)
          .innerJoin(profiles, eq(profiles.id, hiddenProfiles.profileId))
          .where(and(eq(hiddenProfiles.userId, userId), publishedProfile));
        const [already] = await tx
          .select({ profileId: hiddenProfiles.profileId })
          .from(hiddenProfiles)
          .where(and(eq(hiddenProfiles.userId, userId), eq(hiddenProfiles.profileId, profileId)));
        if (already) return 'hidden' as const;
        if ((held?.value ?? 0) >= limit) return 'limit' as const;
        await tx.insert(hiddenProfiles).values({ userId, profileId }).onConflictDoNothing();
        await tx.delete(shortlist).where(and(eq(shortlist.userId, userId), eq(shortlist.profileId, profileId)));
        return 'hidden' as const;
      });
    },

    async unhide(userId: number, profileId: number): Promise<boolean> {
      const removed = await db
        .delete(hiddenProfiles)
        .where(and(eq(hiddenProfiles.userId, userId), eq(hiddenProfiles.profileId, profileId)))
        .returning({ profileId: hiddenProfiles.profileId });
      return removed.length > 0;
    },

    /** The hidden profiles, newest first. */
    hidden(userId: number) {
      return db
        .select({ profileId: hiddenProfiles.profileId, on: hiddenProfiles.createdAt })
        .from(hiddenProfiles)
        .where(eq(hiddenProfiles.userId, userId))
        .orderBy(desc(hiddenProfiles.createdAt), desc(hiddenProfiles.profileId));
    },

    async hiddenIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ profileId: hiddenProfiles.profileId })
        .from(hiddenProfiles)
        .where(eq(hiddenProfiles.userId, userId));
      return rows.map((row) => row.profileId);
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
