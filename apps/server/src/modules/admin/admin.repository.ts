import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';

import type { Db } from '#src/db/client.ts';
import { adminAudit, profileImages, profiles, users } from '#src/db/schema.ts';
import { pendingValues, type ProfileRow, type ProfileValues } from '#src/modules/profiles/profile-mapper.ts';
import { pendingReview } from '#src/modules/profiles/profiles.repository.ts';

export interface AdminListOptions {
  searchText: string;
  page: number;
  pageSize: number;
  reviewed?: boolean;
  active?: number;
}

/** Name or owner's address contains the text, or the id is the number typed. */
function matching(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const byText = or(ilike(profiles.name, pattern), ilike(users.email, pattern));
  return /^\d{1,9}$/.test(text) ? or(byText, eq(profiles.id, Number(text))) : byText;
}

export function createAdminRepository(db: Db) {
  return {
    async list(options: AdminListOptions) {
      const where = and(
        matching(options.searchText),
        options.reviewed === undefined ? undefined : eq(profiles.reviewed, options.reviewed),
        options.active === undefined ? undefined : eq(profiles.active, options.active),
      );
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: profiles.id,
            name: profiles.name,
            dob: profiles.dob,
            viewCount: profiles.viewCount,
            reviewed: profiles.reviewed,
            active: profiles.active,
            sex: profiles.sex,
            ownerId: profiles.ownerId,
            reportHold: profiles.reportHold,
            pendingReview,
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.ownerId))
          .where(where)
          .orderBy(desc(profiles.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ value: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.ownerId)).where(where),
      ]);
      return { items, totalCount: total?.value ?? 0 };
    },

    async find(id: number) {
      const [row] = await db
        .select({ profile: profiles, owner: users })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.ownerId))
        .where(eq(profiles.id, id))
        .limit(1);
      return row;
    },

    async ownerProfileCount(ownerId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(profiles).where(eq(profiles.ownerId, ownerId));
      return row?.value ?? 0;
    },

    async userByEmail(email: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return user;
    },

    async insert(ownerId: number, values: ProfileValues) {
      const [row] = await db
        .insert(profiles)
        .values({ ...values, ownerId })
        .returning({ id: profiles.id });
      return row!.id;
    },

    async update(id: number, values: Partial<ProfileValues>) {
      const rows = await db
        .update(profiles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(profiles.id, id))
        .returning({ id: profiles.id });
      return rows.length === 1;
    },

    /**
     * Publishes a profile: the owner's waiting changes become the public version and every
     * waiting photo is approved, in one transaction. Answers the row as it was, or undefined.
     */
    async publish(id: number, modifiedBy: string): Promise<{ before: ProfileRow; approvedPhotos: number } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
        if (!before) return undefined;
        await tx
          .update(profiles)
          .set({
            ...pendingValues(before),
            pendingChanges: null,
            pendingSince: null,
            active: ACTIVE_STATUS.active,
            reviewed: true,
            modifiedBy,
            updatedAt: sql`now()`,
          })
          .where(eq(profiles.id, id));
        const approved = await tx
          .update(profileImages)
          .set({ reviewed: true })
          .where(and(eq(profileImages.profileId, id), eq(profileImages.reviewed, false)))
          .returning({ id: profileImages.id });
        return { before, approvedPhotos: approved.length };
      });
    },

    /** Drops an owner's waiting edit; the reviewed version stays. False when there was none. */
    async discardPending(id: number, modifiedBy: string): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({
          pendingChanges: null,
          pendingSince: null,
          // Reviewed again unless a new photo still waits.
          reviewed: sql`not exists (select 1 from profile_images pi where pi.profile_id = "profiles"."id" and not pi.reviewed)`,
          modifiedBy,
          updatedAt: sql`now()`,
        })
        .where(and(eq(profiles.id, id), sql`${profiles.pendingChanges} is not null`))
        .returning({ id: profiles.id });
      return rows.length === 1;
    },

    async setLimit(userId: number, profileLimit: number) {
      const [user] = await db
        .update(users)
        .set({ profileLimit, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ id: users.id, email: users.email });
      return user;
    },

    async setCreation(userId: number, allowed: boolean) {
      const [user] = await db
        .update(users)
        .set({ canCreateProfiles: allowed, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ id: users.id, email: users.email });
      return user;
    },

    async record(entry: typeof adminAudit.$inferInsert): Promise<void> {
      await db.insert(adminAudit).values(entry);
    },

    history(profileId: number) {
      return db
        .select({
          at: adminAudit.createdAt,
          adminEmail: adminAudit.adminEmail,
          action: adminAudit.action,
          details: adminAudit.details,
        })
        .from(adminAudit)
        .where(eq(adminAudit.profileId, profileId))
        .orderBy(desc(adminAudit.id))
        .limit(100);
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
