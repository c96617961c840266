import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { asLanguage, pathIn } from '@vivaha/shared/languages';
import { RETENTION } from '@vivaha/shared/retention';
import { paths } from '@vivaha/shared/routes';

import { queryRows, type Db } from '#src/db/client.ts';
import { workOnSchedule, type Jobs } from '#src/lib/jobs.ts';
import { memberAccountWhere } from '#src/modules/access/index.ts';
import { mailText as say, type Mailer } from '#src/modules/mail/index.ts';

/** The daily job that applies RETENTION. */
export const RETENTION_JOBS = 'retention';
/** Once a day, at a quiet hour in Sri Lanka (03:20 there is 21:50 UTC). */
const DAILY = '50 21 * * *';
/** Accounts deleted for want of a sign-in in one pass, at most. */
const DORMANT_BATCH = 200;
/** The least time between the two warnings, and between the second and the deletion. */
const WARNING_GAP_DAYS = 7;
const LAST_NOTICE_DAYS = 7;

interface Deps {
  jobs: Jobs;
  db: Db;
  mailer: Mailer;
  /** Deletes an account as its member's own deletion does, with what hangs on it, and says so. */
  deleteAccount: (user: { id: number; email: string; language: string }) => Promise<void>;
  /** Deletes the rate-limit counts whose window ended (lib/rate-limit.ts). */
  sweepLimits: () => Promise<number>;
  siteName: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  background: boolean;
}

/** What one pass removed or sent, by kind. */
export type RetentionCounts = Record<
  | 'viewerRecords'
  | 'profileViews'
  | 'reports'
  | 'contactMessages'
  | 'conversations'
  | 'exports'
  | 'limits'
  | 'warned'
  | 'deletedAccounts',
  number
>;

/**
 * What the site keeps only for a while (the privacy page's table): every day, once across all the
 * servers (a pg-boss schedule), it removes what has passed its time, and warns, then deletes, the
 * accounts nobody has signed in to for RETENTION.dormantYears. Sent mails go by the mail queue's
 * own retention (mail.queue.ts).
 */
export async function createRetention({
  jobs,
  db,
  mailer,
  deleteAccount,
  sweepLimits,
  siteName,
  siteUrl,
  log,
  background,
}: Deps) {
  const count = async (query: ReturnType<typeof sql>) =>
    (
      await queryRows<{ n: number }>(db, sql`with gone as (${query} returning 1) select count(*)::int as n from gone`)
    )[0]?.n ?? 0;
  const [firstWarning, lastWarning] = RETENTION.dormantWarningDays;
  /** When the account was last used: the last sign-in, else its making. */
  const lastUse = sql`coalesce(last_login_at, created_at)`;
  const dormantFor = (daysLess: number) =>
    sql`${lastUse} < now() - make_interval(years => ${RETENTION.dormantYears}) + make_interval(days => ${daysLess})`;

  /**
   * Warns the accounts that reach a stage: the first warning RETENTION.dormantWarningDays[0] days
   * before the time is up, the second [1] days before and at least a week after the first. The
   * mail gives the day the account goes at the earliest.
   */
  async function warn(stage: 1 | 2, daysBefore: number): Promise<number> {
    const sinceFirst =
      stage === 2 ? sql`and dormant_warned_at < now() - make_interval(days => ${WARNING_GAP_DAYS})` : sql``;
    const earliest = stage === 1 ? WARNING_GAP_DAYS + LAST_NOTICE_DAYS : LAST_NOTICE_DAYS;
    const due = await queryRows<{ id: number; email: string; language: string; goes_on: string }>(
      db,
      sql`update users set dormant_warnings = ${stage}, dormant_warned_at = now()
          where ${memberAccountWhere} and dormant_warnings = ${stage - 1} and ${dormantFor(daysBefore)} ${sinceFirst}
          returning id, email, language,
                    to_char(greatest(${lastUse} + make_interval(years => ${RETENTION.dormantYears}),
                                     now() + make_interval(days => ${earliest})) at time zone 'UTC',
                            'YYYY-MM-DD') as goes_on`,
    );
    for (const user of due) {
      const language = asLanguage(user.language);
      await mailer.send({
        to: user.email,
        subject: say(language, 'dormant.subject', { site: siteName }),
        text: [
          say(language, 'dormant.unused', { site: siteName, years: RETENTION.dormantYears }),
          say(language, 'dormant.when', { date: user.goes_on }),
          say(language, 'dormant.keep', { url: `${siteUrl}${pathIn(language, paths.login)}` }),
          say(language, 'dormant.nothing'),
        ].join('\n\n'),
      });
    }
    return due.length;
  }

  async function run(): Promise<RetentionCounts> {
    const months = (n: number) => sql`now() - make_interval(months => ${n})`;
    const counts: RetentionCounts = {
      viewerRecords: await count(
        sql`delete from protected_views where viewed_at < ${months(RETENTION.viewerRecordsMonths)}`,
      ),
      profileViews: await count(
        sql`delete from profile_views where viewed_on < (${months(RETENTION.viewerRecordsMonths)})::date`,
      ),
      reports: await count(
        sql`delete from reports where status <> 'open' and decided_at < ${months(RETENTION.decidedReportsMonths)}`,
      ),
      contactMessages: await count(
        sql`delete from contact_messages where created_at < ${months(RETENTION.contactMessagesMonths)}`,
      ),
      // A conversation goes whole a year after its last message; a report made from one of its
      // messages stays, without the message.
      conversations: await count(
        sql`delete from conversations
            where coalesce(last_message_at, created_at) < ${months(RETENTION.conversationsMonths)}`,
      ),
      exports: await count(
        sql`delete from data_exports
            where expires_at < now()
               or (expires_at is null and created_at < now() - make_interval(hours => ${RETENTION.exportHours}))`,
      ),
      limits: await sweepLimits(),
      warned: (await warn(1, firstWarning)) + (await warn(2, lastWarning)),
      deletedAccounts: 0,
    };
    // Deleted only after both warnings, and a week after the second at the earliest.
    const dormant = await queryRows<{ id: number; email: string; language: string }>(
      db,
      sql`select id, email, language from users
          where ${memberAccountWhere} and dormant_warnings >= 2 and ${dormantFor(0)}
            and dormant_warned_at < now() - make_interval(days => ${LAST_NOTICE_DAYS})
          order by id limit ${DORMANT_BATCH}`,
    );
    for (const user of dormant) {
      await deleteAccount(user);
      counts.deletedAccounts++;
    }
    log.info(counts, 'retention applied');
    return counts;
  }

  if (background) {
    const queue = { retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 };
    await workOnSchedule(jobs, RETENTION_JOBS, DAILY, queue, run);
  }

  return { run };
}

export type Retention = Awaited<ReturnType<typeof createRetention>>;
