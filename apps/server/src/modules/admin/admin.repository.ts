import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';

import type { Db } from '#src/db/client.ts';
import { onePage } from '#src/db/paged.ts';
import { accessRequests, adminAudit, profileImages, profiles, reports, users } from '#src/db/schema.ts';
import { publishedProfile } from '#src/modules/access/index.ts';
import { pendingValues, type ProfileRow, type ProfileValues, pendingReview } from '#src/modules/profiles/index.ts';
import { mobileVerifiedColumn, verifiedKindsColumn } from '#src/modules/verification/index.ts';

export interface AdminListOptions {
  searchText: string;
  page: number;
  pageSize: number;
  reviewed?: boolean;
  active?: number;
}

/** A count per ISO week: the week's Monday (YYYY-MM-DD, UTC) and how many. */
export type WeekCounts = Map<string, number>;

/** The Monday (UTC) of the ISO week a timestamp falls in, as YYYY-MM-DD. */
const isoWeekOf = (column: SQLWrapper) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

const byWeek = (rows: Array<{ week: string; value: number }>): WeekCounts =>
  new Map(rows.map((row) => [row.week, Number(row.value)]));

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
      return onePage(
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
            verified: verifiedKindsColumn,
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.ownerId))
          .where(where)
          .orderBy(desc(profiles.id))
          .$dynamic(),
        db.select({ value: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.ownerId)).where(where),
        options,
      );
    },

    async find(id: number) {
      const [row] = await db
        .select({ profile: { ...getTableColumns(profiles), mobileVerified: mobileVerifiedColumn }, owner: users })
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
     * waiting photo is approved, in one transaction. Answers the row as it was and as it is now
     * (the trigger of migrations 0014/0016 sets `firstPublishedAt` the first time), or undefined.
     */
    async publish(
      id: number,
      modifiedBy: string,
    ): Promise<
      | {
          before: ProfileRow;
          after: Pick<ProfileRow, 'name' | 'firstPublishedAt'>;
          approvedPhotos: number;
        }
      | undefined
    > {
      return db.transaction(async (tx) => {
        // Locked, so two Publish clicks at once see each other: only one of them is the first.
        const [before] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
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
          .where(eq(profiles.id, id))
          .returning({ name: profiles.name, firstPublishedAt: profiles.firstPublishedAt });
        const approved = await tx
          .update(profileImages)
          .set({ reviewed: true })
          .where(and(eq(profileImages.profileId, id), eq(profileImages.reviewed, false)))
          .returning({ id: profileImages.id });
        return { before, after: after!, approvedPhotos: approved.length };
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

    /**
     * The overview's counts. Each is read through an index, so none grows with the number of
     * profiles: the review queue through profiles_review_idx, open reports through
     * reports_status_idx, and publications through the partial profiles_first_published_idx
     * (which holds only published profiles, so those published and since taken down are not
     * counted). Requests have no index on their date; their ids grow with time, so the rows since
     * `since` are found from the newest id backwards (see below).
     */
    async overview(since: Date) {
      const [[queue], [open], published, requests] = await Promise.all([
        db.select({ value: count() }).from(profiles).where(eq(profiles.reviewed, false)),
        db
          .select({ reports: count(), profiles: countDistinct(reports.profileId) })
          .from(reports)
          .where(eq(reports.status, 'open')),
        db
          .select({ week: isoWeekOf(profiles.firstPublishedAt), value: count() })
          .from(profiles)
          .where(and(publishedProfile, gte(profiles.firstPublishedAt, since)))
          .groupBy(sql`1`),
        db
          .select({ week: isoWeekOf(accessRequests.createdAt), value: count() })
          .from(accessRequests)
          .where(
            and(
              // The newest request older than `since` bounds the scan of the primary key: the
              // planner walks it backwards from the newest row and stops there, instead of
              // reading every request ever sent. The date test below keeps the count exact.
              sql`${accessRequests.id} > coalesce((${db
                .select({ id: accessRequests.id })
                .from(accessRequests)
                .where(lt(accessRequests.createdAt, since))
                .orderBy(desc(accessRequests.id))
                .limit(1)}), 0)`,
              gte(accessRequests.createdAt, since),
            ),
          )
          .groupBy(sql`1`),
      ]);
      return {
        waitingForReview: queue?.value ?? 0,
        openReports: open?.reports ?? 0,
        reportedProfiles: open?.profiles ?? 0,
        published: byWeek(published),
        requests: byWeek(requests),
      };
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

/** What another module's change writes to the team's record in its own transaction. */
export type AuditLog = Pick<AdminRepository, 'record' | 'setCreation'>;
