import { and, count, desc, eq, sql } from 'drizzle-orm';

import { anyRow } from '#src/db/any-row.ts';
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

/** A member's own list of profiles: the shortlist or the hidden ones. */
type MemberList = typeof shortlist | typeof hiddenProfiles;

/** The row that puts this profile on the member's list. */
const entry = (list: MemberList, userId: number, profileId: number) =>
  and(eq(list.userId, userId), eq(list.profileId, profileId));

/** How many profiles the member's list holds that they can still see, and whether this one is on it. */
async function holding(tx: Pick<Db, 'select'>, list: MemberList, userId: number, profileId: number) {
  // Only what the member can see counts: a profile no longer published takes no place.
  const [held] = await tx
    .select({ value: count() })
    .from(list)
    .innerJoin(profiles, eq(profiles.id, list.profileId))
    .where(and(eq(list.userId, userId), publishedProfile));
  const [already] = await tx
    .select({ profileId: list.profileId })
    .from(list)
    .where(entry(list, userId, profileId));
  return { held: held?.value ?? 0, already: already !== undefined };
}

/** Takes a profile off the member's list; answers whether it was on it. */
async function takeOff(db: Db, list: MemberList, userId: number, profileId: number): Promise<boolean> {
  const removed = await db
    .delete(list)
    .where(entry(list, userId, profileId))
    .returning({ profileId: list.profileId });
  return removed.length > 0;
}

export function createListsRepository(db: Db) {
  return {
    target: (profileId: number) => target(db, profileId),

    /** Whether this profile is one of the member's own. */
    async owns(userId: number, profileId: number): Promise<boolean> {
      return anyRow(db, profiles, and(eq(profiles.id, profileId), eq(profiles.ownerId, userId)));
    },

    /**
     * Saves a profile, or changes which own profile it is saved for; refused past `limit`. A lock
     * per member keeps two saves at once from both passing the limit.
     */
    async save(userId: number, profileId: number, forProfileId: number | null, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(72431908, ${userId})`);
        const { held, already } = await holding(tx, shortlist, userId, profileId);
        if (!already && held >= limit) return 'limit' as const;
        // Saving says the member is interested after all.
        await tx.delete(hiddenProfiles).where(entry(hiddenProfiles, userId, profileId));
        await tx
          .insert(shortlist)
          .values({ userId, profileId, forProfileId })
          .onConflictDoUpdate({ target: [shortlist.userId, shortlist.profileId], set: { forProfileId } });
        return 'saved' as const;
      });
    },

    unsave: (userId: number, profileId: number) => takeOff(db, shortlist, userId, profileId),

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
        const { held, already } = await holding(tx, hiddenProfiles, userId, profileId);
        if (already) return 'hidden' as const;
        if (held >= limit) return 'limit' as const;
        await tx.insert(hiddenProfiles).values({ userId, profileId }).onConflictDoNothing();
        await tx.delete(shortlist).where(entry(shortlist, userId, profileId));
        return 'hidden' as const;
      });
    },

    unhide: (userId: number, profileId: number) => takeOff(db, hiddenProfiles, userId, profileId),

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
