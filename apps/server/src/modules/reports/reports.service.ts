import type { FastifyBaseLogger } from 'fastify';

import { asLanguage, pathIn } from '@vivaha/shared/languages';
import {
  REPORT_HOLD_THRESHOLD,
  REPORT_REVIEWED_DAYS,
  REPORTS_PER_DAY,
  reportReasonLabel,
  type ReportAction,
  type ReportGroupList,
  type ReportNotCounted,
  type ReportReason,
  type ReportStatus,
} from '@vivaha/shared/privacy';
import { activeStatusLabels } from '@vivaha/shared/profile';
import { profilePath } from '@vivaha/shared/slugs';

import { isDeletedReporter, memberKey, visitorKey } from '#src/lib/actor-keys.ts';
import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { messages, said, type Said } from '#src/lib/messages.ts';
import { waitWords, type Limit, type RateLimiter } from '#src/lib/rate-limit.ts';
import { isAdmin, isPublished } from '#src/modules/access/index.ts';
import type { AuditLog } from '#src/modules/admin/index.ts';
import type { User } from '#src/modules/identity/index.ts';
import { mailText as say, type Mail, type Mailer, type SendOptions, type MailText } from '#src/modules/mail/index.ts';
import { type MediaStorage, removePhotoFiles } from '#src/modules/media/index.ts';
import type { ProfileRecords } from '#src/modules/profiles/index.ts';

import type { ReportsRepository } from './reports.repository.ts';

export const reportText = messages('reports', {
  thanks: 'Thank you. The team will look at this profile.',
  already: 'You have already reported this profile. The team will look at it.',
  notFound: 'Profile not found.',
  ownProfile: 'You cannot report one of your own profiles.',
  perDay: `You can send at most ${REPORTS_PER_DAY} reports a day. You may report again in {{wait}}.`,
  reportNotFound: 'Report not found.',
  decided: 'These reports have already been decided.',
  dismissed: 'Reports dismissed. The profile stays on the site.',
  hidden: 'The profile is hidden, and its owner has been told why.',
  deleted: 'The profile is deleted, and its owner has been told.',
  blocked: 'The profile is hidden and its owner can no longer create profiles.',
  reviewed: `Marked as reviewed after reports. For ${REPORT_REVIEWED_DAYS} days, reports on this profile reach the queue and do not hide it.`,
} as const);

/** The status each decision leaves the reports in. */
const closedAs: Record<ReportAction, ReportStatus> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  delete: 'deleted',
  block: 'blocked',
};

const perDay = (reporterKey: string): Limit => ({
  key: `report:day:${reporterKey}`,
  max: REPORTS_PER_DAY,
  windowSeconds: 24 * 3600,
  message: (wait) => said(reportText, 'perDay', { wait: waitWords(wait) }),
});

/** A message of a reported conversation, as the team sees it. */
export interface ReportedMessage {
  id: number;
  fromProfileId: number;
  fromName: string;
  text: string;
  sentAt: string;
  reported: boolean;
}

export interface Reporter {
  user: { id: number; role: string } | null;
  /** A visitor's keyed address hash (never the address). */
  anonymousKey: string;
  /** The accounts on the other side of a block with the reporter. */
  hiddenOwners: Set<number>;
}

export interface Context {
  siteUrl: string;
  log: FastifyBaseLogger;
}

interface Deps {
  repository: ReportsRepository;
  /**
   * Runs work on repositories bound to one database transaction, so a decision, its effects and
   * its audit record commit together or not at all.
   */
  inTransaction: <T>(
    work: (repositories: { reports: ReportsRepository; audit: AuditLog; profiles: ProfileRecords }) => Promise<T>,
  ) => Promise<T>;
  storage: MediaStorage;
  limiter: RateLimiter;
  mailer: Mailer;
  teamEmail: string;
  siteName: string;
  /**
   * A reported message and at most ten before it (the conversations module): all of a
   * conversation the team ever sees.
   */
  messageContext?: (messageId: number) => Promise<ReportedMessage[]>;
}

/**
 * What the owner is told of a decision that takes the profile down: the mail's subject, what was
 * done, then (after the team's reason) what the owner may do, with the profile's link where it
 * can be put right; and what the team is answered.
 */
const OWNER_TOLD = {
  hide: {
    subject: 'profileHidden.subject',
    what: 'profileHidden.hidden',
    then: 'profileHidden.fix',
    withLink: true,
    answer: 'hidden',
  },
  delete: {
    subject: 'profileDeleted.subject',
    what: 'profileDeleted.deleted',
    then: 'profileHeld.mistake',
    withLink: false,
    answer: 'deleted',
  },
  block: {
    subject: 'profileHidden.subject',
    what: 'profileBlocked.blocked',
    then: 'profileHeld.mistake',
    withLink: false,
    answer: 'blocked',
  },
} as const satisfies Record<
  string,
  { subject: MailText; what: MailText; then: MailText; withLink: boolean; answer: keyof typeof reportText }
>;

/**
 * Reports of profiles (README, Security and privacy): anyone may report what they can see; reports
 * from REPORT_HOLD_THRESHOLD different members with published profiles hide the profile from
 * the public until the team decides. The owner is told it is under review, never by whom. Members
 * whose reports on a profile the team dismissed in the last REPORT_DISMISSED_DAYS do not count
 * toward holding it again, and a profile the team marked "reviewed after reports" is not held for
 * REPORT_REVIEWED_DAYS: their reports only reach the queue.
 */
export function createReportsService({
  repository,
  inTransaction,
  storage,
  limiter,
  mailer,
  teamEmail,
  siteName,
  messageContext,
}: Deps) {
  async function notify(mail: Mail, context: Context, options?: SendOptions) {
    try {
      await mailer.send(mail, options);
    } catch (error) {
      context.log.error({ err: error, subject: mail.subject }, 'report mail not sent');
    }
  }

  /** At most one mail an hour tells the team that reports are waiting. */
  async function tellTeam(context: Context) {
    const open = await repository.openCount();
    await notify(
      {
        to: teamEmail,
        subject: `${open} open report${open === 1 ? '' : 's'} on ${siteName}`,
        text: [
          `Members and visitors have reported profiles; ${open} report${open === 1 ? ' is' : 's are'} waiting for a decision.`,
          `The reports queue: ${context.siteUrl}/admin/reports`,
        ].join('\n\n'),
      },
      context,
      { groupKey: 'report-notice', minIntervalSeconds: 3600 },
    );
  }

  /** Why a new report will not count toward a hold, or null when it does. */
  async function weigh(
    profileId: number,
    userId: number | null,
    reporterKey: string,
  ): Promise<ReportNotCounted | null> {
    if (userId === null) return 'visitor';
    if (!(await repository.hasPublishedProfile(userId))) return 'noProfile';
    if (await repository.dismissedLately(profileId, reporterKey)) return 'dismissed';
    if (await repository.reviewedLately(profileId)) return 'reviewed';
    return null;
  }

  return {
    async report(
      profileId: number,
      reporter: Reporter,
      input: { reason: ReportReason; text: string; messageId?: number },
      context: Context,
    ): Promise<void> {
      const { user } = reporter;
      const profile = await repository.target(profileId);
      const userId = user?.id ?? null;
      const byTeam = isAdmin(user);
      // Only what the reporter can see: a published profile, not behind a block.
      const seeing =
        profile &&
        (isPublished(profile) || byTeam || profile.ownerId === userId) &&
        !(!byTeam && reporter.hiddenOwners.has(profile.ownerId));
      if (!profile || !seeing) throw notFound(said(reportText, 'notFound'));
      if (profile.ownerId === userId) throw badRequest(said(reportText, 'ownProfile'), { profileId: said(reportText, 'ownProfile') });

      const reporterKey = userId !== null ? memberKey(userId) : visitorKey(reporter.anonymousKey);
      // A report already open costs the reporter nothing of the day's; the insert below still
      // refuses one that two requests send at once.
      if (await repository.isOpen(profileId, reporterKey)) throw httpError(409, said(reportText, 'already'));
      await limiter.consumeRolling(perDay(reporterKey));
      const notCounted = await weigh(profileId, userId, reporterKey);
      const counts = notCounted === null;
      const created = await repository.create({
        profileId,
        reporterId: userId,
        reporterKey,
        reason: input.reason,
        text: input.text,
        counts,
        notCounted,
        messageId: input.messageId ?? null,
      });
      if (created === 'open') throw httpError(409, said(reportText, 'already'));

      if (counts && (await repository.countingReporters(profileId)) >= REPORT_HOLD_THRESHOLD) {
        if (await repository.hold(profileId)) {
          const language = asLanguage(profile.ownerLanguage);
          const words = { name: profile.name, id: profile.id, site: siteName };
          await notify(
            {
              to: profile.ownerEmail,
              subject: say(language, 'profileHeld.subject', words),
              text: [
                say(language, 'profileHeld.asked', words),
                say(language, 'profileHeld.hidden'),
                say(language, 'profileHeld.mistake'),
                say(language, 'profileHeld.profile', {
                  url: `${context.siteUrl}${pathIn(language, `/profiles/${profile.id}`)}`,
                }),
              ].join('\n\n'),
            },
            context,
          );
        }
      }
      await tellTeam(context);
    },

    /** The team's queue, grouped by profile. */
    async queue(status: 'open' | 'closed', page: number, pageSize: number): Promise<ReportGroupList> {
      const { groups, totalCount } = await repository.groups(status, page, pageSize);
      return {
        totalCount,
        items: await Promise.all(
          groups.map(async ({ profile, reports, history, reviewed }) => ({
            profileId: profile.id,
            name: profile.name,
            profileURL: profilePath(profile.id, profile.name),
            active: profile.active,
            heldForReview: profile.reportHold,
            reviewedAfterReports: reviewed && {
              at: reviewed.reviewedAt.toISOString(),
              by: reviewed.reviewedByEmail,
              until: reviewed.until.toISOString(),
            },
            owner: { id: profile.ownerId, email: profile.ownerEmail, canCreateProfiles: profile.canCreateProfiles },
            reports: await Promise.all(
              reports.map(async (report) => ({
                id: report.id,
                reason: report.reason,
                reasonText: reportReasonLabel(report.reason),
                text: report.text,
                createdAt: report.createdAt.toISOString(),
                status: report.status as ReportStatus,
                reporterEmail: report.reporterEmail,
                reporterDeleted: isDeletedReporter(report.reporterKey),
                reporterProfiles: report.reporterProfiles.map((row) => ({
                  profileId: row.profileId,
                  name: row.name,
                  active: row.active,
                })),
                counts: report.counts,
                notCounted: report.notCounted,
                dismissedOn: report.dismissedOn?.toISOString() ?? null,
                messages: report.messageId && messageContext ? await messageContext(report.messageId) : null,
              })),
            ),
            history: history.map((entry) => ({
              at: entry.at.toISOString(),
              adminEmail: entry.adminEmail,
              action: entry.action,
              details: entry.details,
            })),
          })),
        ),
      };
    },

    /**
     * The team's mark "reviewed after reports": for REPORT_REVIEWED_DAYS from now, reports on the
     * profile reach the queue and never hold it, and its open reports stop counting. It runs out
     * by itself; marking again starts the time again. Answers when it runs out.
     */
    async markReviewed(teamMember: User, profileId: number): Promise<string> {
      const until = await inTransaction(async (tx) => {
        const profile = await tx.reports.target(profileId, { lock: true });
        if (!profile) throw notFound(said(reportText, 'notFound'));
        const until = await tx.reports.markReviewed(profileId, teamMember);
        await tx.audit.record({
          adminId: teamMember.id,
          adminEmail: teamMember.email,
          action: 'reports-reviewed',
          profileId,
          userId: null,
          details: `Marked reviewed after reports until ${until.toISOString()}: reports on it reach the queue and do not hide it.`,
        });
        return until;
      });
      return until.toISOString();
    },

    /**
     * The team's decision on a report, for every open report on its profile: dismiss (a held
     * profile is public again), hide, delete, or block the owner from creating profiles (and
     * hide this one). The owner is mailed what was decided and why; the audit record keeps it.
     */
    async decide(
      teamMember: User,
      reportId: number,
      action: ReportAction,
      reason: string,
      context: Context,
    ): Promise<Said> {
      const report = await repository.find(reportId);
      if (!report) throw notFound(said(reportText, 'reportNotFound'));
      if (report.status !== 'open') throw httpError(409, said(reportText, 'decided'));
      const profile = await repository.target(report.profileId);
      if (!profile) throw notFound(said(reportText, 'reportNotFound'));
      const status = activeStatusLabels[profile.active] ?? profile.active;

      // The reports, the profile, the owner's account and the audit record change together or not at all.
      const photoKeys = await inTransaction(async (tx) => {
        const closed = await tx.reports.close(profile.id, closedAs[action], teamMember.id);
        if (!closed) throw httpError(409, said(reportText, 'decided'));
        const reports = `${closed} report${closed === 1 ? '' : 's'}`;
        const record = (what: string, details: string, userId: number | null = null) =>
          tx.audit.record({
            adminId: teamMember.id,
            adminEmail: teamMember.email,
            action: what,
            profileId: profile.id,
            userId,
            details,
          });
        const because = reason ? ` ${reason}` : '';
        switch (action) {
          case 'dismiss':
            if (profile.reportHold) await tx.reports.release(profile.id);
            await record(
              'reports-dismiss',
              `Dismissed ${reports}${profile.reportHold ? '; the profile is public again' : ''}.${because}`,
            );
            return [];
          case 'hide':
            await tx.reports.hide(profile.id, reason, teamMember.email);
            await record('reports-hide', `Hid the profile (was ${status}) after ${reports}: ${reason}`);
            return [];
          case 'delete': {
            const removed = await tx.profiles.delete(profile.id);
            if (!removed) throw notFound(said(reportText, 'reportNotFound'));
            await record(
              'reports-delete',
              `Deleted "${profile.name}" of account ${profile.ownerEmail} after ${reports}.${because}`,
            );
            return removed;
          }
          case 'block':
            await tx.reports.hide(profile.id, reason, teamMember.email);
            if (!(await tx.audit.setCreation(profile.ownerId, false))) throw notFound(said(reportText, 'reportNotFound'));
            await record(
              'reports-block',
              `Hid the profile and stopped ${profile.ownerEmail} creating profiles after ${reports}: ${reason}`,
              profile.ownerId,
            );
            return [];
        }
      });
      // Once committed: the deleted profile's photo files go, and the owner is told.
      await Promise.all(photoKeys.map((key) => removePhotoFiles(storage, key)));

      // The owner is told in their own language; the team's reason is quoted as the team wrote it.
      const language = asLanguage(profile.ownerLanguage);
      const words = { name: profile.name, site: siteName };
      const why = reason ? [say(language, 'teamReason.reason', { reason })] : [];
      const link = say(language, 'profileHeld.profile', {
        url: `${context.siteUrl}${pathIn(language, `/profiles/${profile.id}`)}`,
      });
      const tell = (subject: MailText, lines: string[]) =>
        notify({ to: profile.ownerEmail, subject: say(language, subject, words), text: lines.join('\n\n') }, context);
      if (action === 'dismiss') {
        if (profile.reportHold) await tell('profileShown.subject', [say(language, 'profileShown.shown', words), link]);
        return said(reportText, 'dismissed');
      }
      const told = OWNER_TOLD[action];
      await tell(told.subject, [
        say(language, told.what, words),
        ...why,
        say(language, told.then),
        ...(told.withLink ? [link] : []),
      ]);
      return said(reportText, told.answer);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
