import { and, asc, count, desc, eq, getTableColumns, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { REQUEST_STATUS } from '@vivaha/shared/constants';

import type { Db } from '#src/db/client.ts';
import { onePage } from '#src/db/paged.ts';
import { photoChecks, profileDrafts, profileImages, profiles, protectedViews, users } from '#src/db/schema.ts';
import { mobileVerifiedColumn } from '#src/modules/verification/index.ts';

import type { ProfileRow, ProfileValues } from './profile-mapper.ts';

/**
 * Something of the profile waits for the team: an owner's edit or a new photo. Names are written
 * out: in a one-table select the builder leaves columns unqualified, and "id" would be the photo's.
 */
export const pendingReview = sql<boolean>`("profiles"."pending_changes" is not null or exists (select 1 from profile_images pi where pi.profile_id = "profiles"."id" and not pi.reviewed))`;

const viewerProfile = alias(profiles, 'viewer_profile');

const listColumns = {
  id: profiles.id,
  // The owner reads the name they last wrote, even while it waits for review.
  name: sql<string>`coalesce(${profiles.pendingChanges}->>'name', ${profiles.name})`,
  dob: profiles.dob,
  viewCount: profiles.viewCount,
  reviewed: profiles.reviewed,
  active: profiles.active,
  sex: profiles.sex,
  reportHold: profiles.reportHold,
  pendingReview,
};

/** Name contains the text, or the id is the number typed. */
function matching(searchText: string): SQL | undefined {
  if (!searchText) return undefined;
  const escaped = searchText.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const byName = ilike(profiles.name, `%${escaped}%`);
  return /^\d{1,9}$/.test(searchText) ? or(byName, eq(profiles.id, Number(searchText))) : byName;
}

export function createProfilesRepository(db: Db) {
  return {
    /** The member's new profile as typed so far in the guided form. */
    async draft(userId: number) {
      const [row] = await db.select().from(profileDrafts).where(eq(profileDrafts.userId, userId)).limit(1);
      return row;
    },

    async saveDraft(userId: number, draft: Pick<typeof profileDrafts.$inferInsert, 'step' | 'profileFor' | 'values'>) {
      const [row] = await db
        .insert(profileDrafts)
        .values({ userId, ...draft })
        .onConflictDoUpdate({ target: profileDrafts.userId, set: { ...draft, updatedAt: sql`now()` } })
        .returning({ updatedAt: profileDrafts.updatedAt });
      return row!.updatedAt;
    },

    async clearDraft(userId: number): Promise<void> {
      await db.delete(profileDrafts).where(eq(profileDrafts.userId, userId));
    },

    async listByOwner(ownerId: number, searchText: string, page: number, pageSize: number) {
      const where = and(eq(profiles.ownerId, ownerId), matching(searchText));
      return onePage(
        db
          .select({
            ...listColumns,
            contactProtected: profiles.contactProtected,
            contactVisibility: profiles.contactVisibility,
            // The families shown its protected details, as "Who has seen my details" lists them.
            // (Names are written out: in a one-table select the builder leaves columns unqualified.)
            seenBy: sql<number>`(select count(distinct pv.viewer_id)::int from protected_views pv
              where pv.profile_id = "profiles"."id")`,
            requestsWaiting: sql<number>`(select count(*)::int from access_requests r
              where r.receiver_profile_id = "profiles"."id" and r.status = ${REQUEST_STATUS.pending})`,
          })
          .from(profiles)
          .where(where)
          .orderBy(desc(profiles.id))
          .$dynamic(),
        db.select({ value: count() }).from(profiles).where(where),
        { page, pageSize },
      );
    },

    /** The profile with its owner's last login, when it belongs to that owner. */
    async findOwned(id: number, ownerId: number) {
      const [found] = await db
        .select({
          profile: { ...getTableColumns(profiles), mobileVerified: mobileVerifiedColumn },
          lastLogin: users.lastLoginAt,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.ownerId))
        .where(and(eq(profiles.id, id), eq(profiles.ownerId, ownerId)))
        .limit(1);
      return found;
    },

    /**
     * Adds a profile unless the owner already has `limit`, or the team stopped the account from
     * creating profiles. The owner's row is locked for the count, so two saves at once cannot
     * both slip past the limit.
     */
    async insertWithinLimit(ownerId: number, values: ProfileValues): Promise<ProfileRow | 'limit' | 'stopped'> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ limit: users.profileLimit, canCreate: users.canCreateProfiles })
          .from(users)
          .where(eq(users.id, ownerId))
          .for('update');
        if (owner && !owner.canCreate) return 'stopped';
        const [owned] = await tx.select({ value: count() }).from(profiles).where(eq(profiles.ownerId, ownerId));
        if (!owner || (owned?.value ?? 0) >= owner.limit) return 'limit';
        const [row] = await tx
          .insert(profiles)
          .values({ ...values, ownerId })
          .returning();
        // The guided form's draft has become this profile.
        await tx.delete(profileDrafts).where(eq(profileDrafts.userId, ownerId));
        return row!;
      });
    },

    /**
     * The members who were shown this profile's protected details, newest first: one row per
     * member and rule, named even after their profile is deleted, with the approved request behind
     * an approved opening while it stands and whether the owner has blocked that member.
     */
    async viewers(profileId: number, ownerId: number, page: number, pageSize: number) {
      const where = eq(protectedViews.profileId, profileId);
      return onePage(
        db
          .select({
            viewerProfileId: protectedViews.viewerProfileId,
            // The profile's name now, or the one it had when it was last shown, once it is deleted.
            name: sql<string>`coalesce(${viewerProfile.name}, ${protectedViews.viewerName})`,
            via: protectedViews.via,
            sections: protectedViews.sections,
            times: protectedViews.times,
            firstViewedAt: protectedViews.firstViewedAt,
            viewedAt: protectedViews.viewedAt,
            requestId: sql<number | null>`(select r.id from access_requests r
              where r.requester_profile_id = ${protectedViews.viewerProfileId}
                and r.receiver_profile_id = ${protectedViews.profileId} and r.status = ${REQUEST_STATUS.approved}
              limit 1)`,
            blocked: sql<boolean>`exists (select 1 from blocks b
              where b.blocker_id = ${ownerId} and b.blocked_id = ${protectedViews.viewerId})`,
          })
          .from(protectedViews)
          .leftJoin(viewerProfile, eq(viewerProfile.id, protectedViews.viewerProfileId))
          .where(where)
          .orderBy(desc(protectedViews.viewedAt), desc(protectedViews.id))
          .$dynamic(),
        db.select({ value: count() }).from(protectedViews).where(where),
        { page, pageSize },
      );
    },

    /** The owner signed in: their profiles show as recently active. */
    async touchOwner(ownerId: number): Promise<void> {
      await db
        .update(profiles)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(profiles.ownerId, ownerId));
    },

    /** Whether the owner may create a profile now: allowed by the team, and under their limit. */
    async creationRoom(ownerId: number) {
      const [owner] = await db
        .select({
          limit: users.profileLimit,
          canCreate: users.canCreateProfiles,
          owned: sql<number>`(select count(*)::int from profiles p where p.owner_id = ${ownerId})`,
        })
        .from(users)
        .where(eq(users.id, ownerId));
      return owner;
    },

    async ownerLimit(ownerId: number): Promise<number> {
      const [owner] = await db.select({ limit: users.profileLimit }).from(users).where(eq(users.id, ownerId));
      return owner?.limit ?? 0;
    },

    async update(id: number, ownerId: number, values: Partial<ProfileValues>): Promise<ProfileRow | undefined> {
      const [row] = await db
        .update(profiles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(profiles.id, id), eq(profiles.ownerId, ownerId)))
        .returning();
      return row;
    },

    /** Deletes the profile (its photos and requests go with it); answers the photos' storage keys. */
    /** Without an owner (the team's delete), any profile with that id goes. */
    async delete(id: number, ownerId?: number): Promise<string[] | undefined> {
      const which = and(eq(profiles.id, id), ownerId === undefined ? undefined : eq(profiles.ownerId, ownerId));
      return db.transaction(async (tx) => {
        const keys = await tx
          .select({ key: profileImages.storageKey })
          .from(profileImages)
          .innerJoin(profiles, eq(profiles.id, profileImages.profileId))
          .where(which);
        // A selfie waiting for the team's photo check goes with the photos.
        const selfies = await tx
          .select({ key: photoChecks.selfieKey })
          .from(photoChecks)
          .innerJoin(profiles, eq(profiles.id, photoChecks.profileId))
          .where(and(which, isNotNull(photoChecks.selfieKey)));
        const deleted = await tx.delete(profiles).where(which).returning({ id: profiles.id });
        return deleted.length ? [...keys, ...selfies].map((row) => row.key!) : undefined;
      });
    },

    /** Every photo of the profile, reviewed or waiting (for its owner and the team). */
    listImages(profileId: number) {
      return db
        .select({ id: profileImages.id, storageKey: profileImages.storageKey, reviewed: profileImages.reviewed })
        .from(profileImages)
        .where(eq(profileImages.profileId, profileId))
        .orderBy(asc(profileImages.id));
    },

    async hasUnreviewedImages(profileId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: profileImages.id })
        .from(profileImages)
        .where(and(eq(profileImages.profileId, profileId), eq(profileImages.reviewed, false)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Records a stored photo unless the profile has `limit` already; the first photo becomes the
     * main one. A new photo waits for review, so the profile goes back to the team's queue. The
     * profile row is locked so the count and the counter stay right.
     */
    async addImage(profileId: number, image: { storageKey: string; width: number; height: number }, limit: number) {
      return db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ imageCount: profiles.imageCount, defaultImageId: profiles.defaultImageId })
          .from(profiles)
          .where(eq(profiles.id, profileId))
          .for('update');
        if (!profile) return 'missing' as const;
        if (profile.imageCount >= limit) return 'limit' as const;
        const [row] = await tx
          .insert(profileImages)
          .values({ profileId, ...image })
          .returning();
        await tx
          .update(profiles)
          .set({
            imageCount: sql`${profiles.imageCount} + 1`,
            defaultImageId: profile.defaultImageId ?? row!.id,
            reviewed: false,
            updatedAt: sql`now()`,
          })
          .where(eq(profiles.id, profileId));
        return {
          id: row!.id,
          storageKey: row!.storageKey,
          reviewed: row!.reviewed,
          isMain: profile.defaultImageId === null,
        };
      });
    },

    /** Removes a photo; when it was the main one, the oldest left takes its place. */
    async deleteImage(profileId: number, imageId: number): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(profileImages)
          .where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId)))
          .returning({ key: profileImages.storageKey });
        if (!removed) return undefined;
        const [next] = await tx
          .select({ id: profileImages.id })
          .from(profileImages)
          .where(eq(profileImages.profileId, profileId))
          .orderBy(asc(profileImages.id))
          .limit(1);
        await tx
          .update(profiles)
          .set({
            imageCount: sql`greatest(${profiles.imageCount} - 1, 0)`,
            defaultImageId: sql`case when ${profiles.defaultImageId} = ${imageId} then ${next?.id ?? null}::int else ${profiles.defaultImageId} end`,
            updatedAt: sql`now()`,
          })
          .where(eq(profiles.id, profileId));
        return removed.key;
      });
    },

    async setMainImage(profileId: number, imageId: number): Promise<boolean> {
      const [image] = await db
        .select({ id: profileImages.id })
        .from(profileImages)
        .where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId)));
      if (!image) return false;
      await db
        .update(profiles)
        .set({ defaultImageId: imageId, updatedAt: sql`now()` })
        .where(eq(profiles.id, profileId));
      return true;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

/** What the team's work and the reports do to a profile's records in their own transaction, and a log-in's mark. */
export type ProfileRecords = Pick<ProfilesRepository, 'listImages' | 'delete' | 'deleteImage' | 'touchOwner'>;
