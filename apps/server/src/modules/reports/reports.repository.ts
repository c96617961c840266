import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  max,
  min,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';

import { ACTIVE_STATUS } from '@vivaha/shared/constants';
import { REPORT_DISMISSED_DAYS, REPORT_REVIEWED_DAYS, type ReportNotCounted } from '@vivaha/shared/privacy';

import { anyRow } from '#src/db/any-row.ts';
import type { Db } from '#src/db/client.ts';
import { onePage } from '#src/db/paged.ts';
import { ownerMailColumns, profileStateColumns, profileWithOwner } from '#src/db/profile-owner.ts';
import { adminAudit, profiles, reportReviews, reports, users } from '#src/db/schema.ts';
import { publishedProfile } from '#src/modules/access/index.ts';

/** Recent team actions shown with each reported profile. */
const HISTORY_SHOWN = 5;

export interface NewReport {
  profileId: number;
  reporterId: number | null;
  reporterKey: string;
  reason: string;
  text: string;
  counts: boolean;
  notCounted: ReportNotCounted | null;
  /** The message it was made from, if any. */
  messageId?: number | null;
}

/** The team's mark "reviewed after reports" on a profile, while it stands. */
const standingMark = sql`${reportReviews.until} > now()`;

export function createReportsRepository(db: Db) {
  /** Whether this reporter has a report on the profile that also meets `conditions`. */
  async function hasReport(profileId: number, reporterKey: string, ...conditions: SQL[]): Promise<boolean> {
    return anyRow(
      db,
      reports,
      and(eq(reports.profileId, profileId), eq(reports.reporterKey, reporterKey), ...conditions),
    );
  }

  return {
    /**
     * The profile reported, with what the rules and the mails need. `lock`, inside a transaction:
     * the profile cannot be deleted until it ends (a mark written for it then never meets a
     * profile deleted meanwhile).
     */
    async target(profileId: number, { lock = false } = {}) {
      const query = profileWithOwner(db, profileId, { ...profileStateColumns, sex: profiles.sex });
      const [row] = lock ? await query.for('update', { of: profiles }) : await query;
      return row;
    },

    /** Whether the account has a published profile: its reports count toward hiding one. */
    async hasPublishedProfile(userId: number): Promise<boolean> {
      return anyRow(db, profiles, and(eq(profiles.ownerId, userId), publishedProfile));
    },

    /** Whether this reporter already has an open report on the profile. */
    isOpen: (profileId: number, reporterKey: string) => hasReport(profileId, reporterKey, eq(reports.status, 'open')),

    /** Whether the team dismissed a report of this reporter on the profile in the last REPORT_DISMISSED_DAYS. */
    dismissedLately: (profileId: number, reporterKey: string) =>
      hasReport(
        profileId,
        reporterKey,
        eq(reports.status, 'dismissed'),
        gt(reports.decidedAt, sql`now() - make_interval(days => ${REPORT_DISMISSED_DAYS})`),
      ),

    /** Whether the profile carries the team's mark "reviewed after reports" now. */
    async reviewedLately(profileId: number): Promise<boolean> {
      return anyRow(db, reportReviews, and(eq(reportReviews.profileId, profileId), standingMark));
    },

    /**
     * Marks the profile "reviewed after reports" for REPORT_REVIEWED_DAYS from now (again, when it
     * was), and its open reports stop counting toward a hold: the team has looked at them.
     */
    async markReviewed(profileId: number, teamMember: { id: number; email: string }): Promise<Date> {
      const mark = {
        reviewedBy: teamMember.id,
        reviewedByEmail: teamMember.email,
        reviewedAt: sql`now()`,
        until: sql`now() + make_interval(days => ${REPORT_REVIEWED_DAYS})`,
      };
      const [row] = await db
        .insert(reportReviews)
        .values({ profileId, ...mark })
        .onConflictDoUpdate({ target: reportReviews.profileId, set: mark })
        .returning({ until: reportReviews.until });
      await db
        .update(reports)
        .set({ counts: false, notCounted: 'reviewed' })
        .where(and(eq(reports.profileId, profileId), eq(reports.status, 'open'), eq(reports.counts, true)));
      return row!.until;
    },

    /** Adds a report, or answers 'open' when this reporter already has one open on the profile. */
    async create(report: NewReport): Promise<'created' | 'open'> {
      const rows = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
      return rows.length ? 'created' : 'open';
    },

    /** Different members with published profiles whose reports on the profile are open. */
    async countingReporters(profileId: number): Promise<number> {
      const [row] = await db
        .select({ value: countDistinct(reports.reporterId) })
        .from(reports)
        .where(
          and(
            eq(reports.profileId, profileId),
            eq(reports.status, 'open'),
            eq(reports.counts, true),
            isNotNull(reports.reporterId),
          ),
        );
      return row?.value ?? 0;
    },

    /**
     * Holds a published profile back from the public, unless the team marked it reviewed after
     * reports (checked in the same statement, so a mark set meanwhile wins); answers whether this
     * call did it.
     */
    async hold(profileId: number): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ reportHold: true })
        .where(
          and(
            eq(profiles.id, profileId),
            publishedProfile,
            notExists(
              db
                .select({ id: reportReviews.profileId })
                .from(reportReviews)
                .where(and(eq(reportReviews.profileId, profileId), standingMark)),
            ),
          ),
        )
        .returning({ id: profiles.id });
      return rows.length === 1;
    },

    async openCount(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(reports).where(eq(reports.status, 'open'));
      return row?.value ?? 0;
    },

    async find(reportId: number) {
      const [row] = await db
        .select({ id: reports.id, profileId: reports.profileId, status: reports.status })
        .from(reports)
        .where(eq(reports.id, reportId))
        .limit(1);
      return row;
    },

    /**
     * One page of reported profiles: with open reports, held ones first, then the most reported,
     * then the longest waiting; or, for decided reports, the latest decided first.
     */
    async groups(status: 'open' | 'closed', page: number, pageSize: number) {
      const which = status === 'open' ? eq(reports.status, 'open') : sql`${reports.status} <> 'open'`;
      const { items: rows, totalCount } = await onePage(
        db
          .select({
            profileId: reports.profileId,
            reports: count(),
            first: min(reports.createdAt),
            decided: max(reports.decidedAt),
            held: sql<boolean>`bool_or(${profiles.reportHold})`,
          })
          .from(reports)
          .innerJoin(profiles, eq(profiles.id, reports.profileId))
          .where(which)
          .groupBy(reports.profileId)
          .orderBy(
            ...(status === 'open'
              ? [desc(sql`bool_or(${profiles.reportHold})`), desc(count()), asc(min(reports.createdAt))]
              : [desc(max(reports.decidedAt))]),
            asc(reports.profileId),
          )
          .$dynamic(),
        db
          .select({ value: countDistinct(reports.profileId) })
          .from(reports)
          .where(which),
        { page, pageSize },
      );
      const ids = rows.map((row) => row.profileId);
      if (!ids.length) return { groups: [], totalCount };

      const [details, items, history, dismissals, marks] = await Promise.all([
        db
          .select({ ...profileStateColumns, ...ownerMailColumns, canCreateProfiles: users.canCreateProfiles })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.ownerId))
          .where(inArray(profiles.id, ids)),
        db
          .select({
            id: reports.id,
            profileId: reports.profileId,
            reason: reports.reason,
            text: reports.text,
            status: reports.status,
            counts: reports.counts,
            notCounted: reports.notCounted,
            createdAt: reports.createdAt,
            reporterId: reports.reporterId,
            reporterKey: reports.reporterKey,
            reporterEmail: users.email,
            messageId: reports.messageId,
          })
          .from(reports)
          .leftJoin(users, eq(users.id, reports.reporterId))
          .where(and(inArray(reports.profileId, ids), which))
          .orderBy(asc(reports.id)),
        db
          .select({
            profileId: adminAudit.profileId,
            at: adminAudit.createdAt,
            adminEmail: adminAudit.adminEmail,
            action: adminAudit.action,
            details: adminAudit.details,
            rank: sql<number>`row_number() over (partition by ${adminAudit.profileId} order by ${adminAudit.id} desc)`,
          })
          .from(adminAudit)
          .where(inArray(adminAudit.profileId, ids)),
        // Every dismissal on these profiles: a reporter who comes back after one is shown as such.
        db
          .select({ profileId: reports.profileId, reporterKey: reports.reporterKey, decidedAt: reports.decidedAt })
          .from(reports)
          .where(and(inArray(reports.profileId, ids), eq(reports.status, 'dismissed'))),
        db
          .select()
          .from(reportReviews)
          .where(and(inArray(reportReviews.profileId, ids), standingMark)),
      ]);
      /** When the team last dismissed this reporter's report on the profile before this one was made. */
      const dismissedBefore = (item: { profileId: number; reporterKey: string; createdAt: Date }) =>
        dismissals.reduce<Date | null>(
          (latest, row) =>
            row.profileId === item.profileId &&
            row.reporterKey === item.reporterKey &&
            row.decidedAt !== null &&
            row.decidedAt < item.createdAt &&
            (latest === null || row.decidedAt > latest)
              ? row.decidedAt
              : latest,
          null,
        );
      const reporters = [...new Set(items.map((item) => item.reporterId).filter((id): id is number => id !== null))];
      const reporterProfiles = reporters.length
        ? await db
            .select({ ownerId: profiles.ownerId, profileId: profiles.id, name: profiles.name, active: profiles.active })
            .from(profiles)
            .where(inArray(profiles.ownerId, reporters))
            .orderBy(asc(profiles.id))
        : [];

      const groups = ids.flatMap((id) => {
        const profile = details.find((row) => row.id === id);
        if (!profile) return [];
        return [
          {
            profile,
            reports: items
              .filter((item) => item.profileId === id)
              .map((item) => ({
                ...item,
                notCounted: item.notCounted as ReportNotCounted | null,
                dismissedOn: dismissedBefore(item),
                reporterProfiles: reporterProfiles.filter((row) => row.ownerId === item.reporterId),
              })),
            reviewed: marks.find((mark) => mark.profileId === id) ?? null,
            history: history
              .filter((entry) => entry.profileId === id && Number(entry.rank) <= HISTORY_SHOWN)
              .sort((a, b) => Number(a.rank) - Number(b.rank)),
          },
        ];
      });
      return { groups, totalCount };
    },

    /** Closes every open report on the profile with the team's decision. */
    async close(profileId: number, status: string, adminId: number): Promise<number> {
      const rows = await db
        .update(reports)
        .set({ status, decidedAt: sql`now()`, decidedBy: adminId })
        .where(and(eq(reports.profileId, profileId), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return rows.length;
    },

    /** Makes a held profile public again. */
    async release(profileId: number): Promise<void> {
      await db.update(profiles).set({ reportHold: false }).where(eq(profiles.id, profileId));
    },

    /** Takes a profile off the site (Inactive) with the reason its owner is told. */
    async hide(profileId: number, reason: string, modifiedBy: string): Promise<void> {
      await db
        .update(profiles)
        .set({
          active: ACTIVE_STATUS.inactive,
          reportHold: false,
          removeComments: reason,
          modifiedBy,
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.id, profileId));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
