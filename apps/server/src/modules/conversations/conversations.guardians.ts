import crypto from 'node:crypto';

import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { formatDate } from '@vivaha/shared/format-date';
import { asLanguage, type Language } from '@vivaha/shared/languages';

import type { Db } from '#src/db/client.ts';
import { conversationMessages, conversations, guardians, profiles, users } from '#src/db/schema.ts';
import { workOnSchedule, type Jobs } from '#src/lib/jobs.ts';
import { signedId, signedToken } from '#src/lib/signed-link.ts';
import { mailText as say, type Mailer } from '#src/modules/mail/index.ts';

import { inLanguage } from './conversations.service.ts';

/** The weekly job that sends the guardians' copies. */
export const GUARDIAN_JOBS = 'guardian-copies';
/** Mondays at 07:30 in Sri Lanka (02:00 UTC). */
const WEEKLY = '0 2 * * 1';

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

interface Deps {
  jobs: Jobs;
  db: Db;
  mailer: Mailer;
  secret: string;
  siteName: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  background: boolean;
}

/**
 * The guardian copy (README, Messages): an owner may name a parent or sibling for a profile, who
 * confirms by a mailed link and is then sent, once a week, a copy of that profile's conversations
 * since the last copy. The other family is told a family member receives copies. Scheduled once
 * across all servers (pg-boss).
 */
export async function createGuardianCopies({ jobs, db, mailer, secret, siteName, siteUrl, log, background }: Deps) {
  /** The guardian's one-click stop: the profile, the address and an HMAC of both. */
  const purpose = (profileId: number, email: string) => `guardian:${profileId}:${email.toLowerCase()}`;
  const stopToken = (profileId: number, email: string) => signedToken(secret, profileId, purpose(profileId, email));

  async function ownerLanguage(profileId: number): Promise<{ language: Language; name: string } | undefined> {
    const [row] = await db
      .select({ language: users.language, name: profiles.name })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.ownerId))
      .where(eq(profiles.id, profileId));
    return row && { language: asLanguage(row.language), name: row.name };
  }

  /** Names a guardian (or another one): a confirmation link goes to the address; nothing is copied before it is used. */
  async function name(profileId: number, email: string) {
    const token = crypto.randomBytes(24).toString('base64url');
    await db
      .insert(guardians)
      .values({ profileId, email, tokenHash: hash(token) })
      .onConflictDoUpdate({
        target: guardians.profileId,
        set: { email, tokenHash: hash(token), confirmedAt: null, copiedTo: null, createdAt: sql`now()` },
      });
    const owner = await ownerLanguage(profileId);
    const language = owner?.language ?? 'en';
    const words = { name: owner?.name ?? '', site: siteName };
    await mailer.send({
      to: email,
      subject: say(language, 'guardianConfirm.subject', words),
      text: [
        say(language, 'guardianConfirm.asked', words),
        say(language, 'guardianConfirm.confirm', {
          url: `${siteUrl}/api/conversations/guardian/confirm?token=${token}&lang=${language}`,
        }),
        say(language, 'guardianConfirm.ignore'),
      ].join('\n\n'),
    });
  }

  async function remove(profileId: number) {
    await db.delete(guardians).where(eq(guardians.profileId, profileId));
  }

  /** The link in the guardian's mail: answers whether it confirmed a guardian. */
  async function confirm(token: string): Promise<boolean> {
    if (!/^[\w-]{20,64}$/.test(token)) return false;
    const rows = await db
      .update(guardians)
      .set({ confirmedAt: sql`now()`, copiedTo: sql`now()`, tokenHash: null })
      .where(eq(guardians.tokenHash, hash(token)))
      .returning({ profileId: guardians.profileId });
    return rows.length === 1;
  }

  /** The guardian's own stop link. */
  async function stop(token: string): Promise<boolean> {
    const claimed = Number(/^(\d{1,10})\./.exec(token)?.[1]);
    if (!claimed) return false;
    const [row] = await db.select().from(guardians).where(eq(guardians.profileId, claimed));
    if (!row || signedId(secret, token, (id) => purpose(id, row.email)) !== claimed) return false;
    await remove(claimed);
    return true;
  }

  /** The guardian of each of these profiles, as their owners and the other families see it. */
  async function of(profileIds: number[]) {
    if (!profileIds.length) return new Map<number, { email: string; confirmed: boolean }>();
    const rows = await db
      .select({ profileId: guardians.profileId, email: guardians.email, confirmedAt: guardians.confirmedAt })
      .from(guardians)
      .where(inArray(guardians.profileId, profileIds));
    return new Map(rows.map((row) => [row.profileId, { email: row.email, confirmed: row.confirmedAt !== null }]));
  }

  /** Sends each confirmed guardian the messages since their last copy; answers how many mails went. */
  async function run(): Promise<number> {
    const due = await db
      .select({ profileId: guardians.profileId, email: guardians.email, copiedTo: guardians.copiedTo })
      .from(guardians)
      .where(isNotNull(guardians.confirmedAt));
    let sent = 0;
    for (const guardian of due) {
      const until = new Date();
      const since = guardian.copiedTo ?? new Date(0);
      const other = sql`case when ${conversations.profileLow} = ${guardian.profileId} then ${conversations.profileHigh} else ${conversations.profileLow} end`;
      const messages = await db
        .select({
          conversationId: conversationMessages.conversationId,
          withProfileId: sql<number>`${other}`,
          fromProfileId: conversationMessages.fromProfileId,
          fromName: profiles.name,
          text: conversationMessages.text,
          sentAt: conversationMessages.sentAt,
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .innerJoin(profiles, eq(profiles.id, conversationMessages.fromProfileId))
        .where(
          and(
            or(eq(conversations.profileLow, guardian.profileId), eq(conversations.profileHigh, guardian.profileId)),
            gt(conversationMessages.sentAt, since),
            sql`${conversationMessages.sentAt} <= ${until.toISOString()}`,
          ),
        )
        .orderBy(asc(conversationMessages.conversationId), asc(conversationMessages.id));
      if (messages.length) {
        const owner = await ownerLanguage(guardian.profileId);
        const language = owner?.language ?? 'en';
        const names = new Map(
          (
            await db
              .select({ id: profiles.id, name: profiles.name })
              .from(profiles)
              .where(inArray(profiles.id, [...new Set(messages.map((message) => message.withProfileId))]))
          ).map((row) => [row.id, row.name]),
        );
        const blocks = [...new Set(messages.map((message) => message.conversationId))].map((id) => {
          const part = messages.filter((message) => message.conversationId === id);
          return [
            say(language, 'guardianCopy.with', { name: names.get(part[0]!.withProfileId) ?? '' }),
            ...part.map(
              (message) =>
                `${formatDate(message.sentAt, language, 'dayTime')} ${message.fromName}: ${inLanguage(message.text, language)}`,
            ),
          ].join('\n');
        });
        await mailer.send({
          to: guardian.email,
          subject: say(language, 'guardianCopy.subject', { name: owner?.name ?? '', site: siteName }),
          text: [
            say(language, 'guardianCopy.intro', { name: owner?.name ?? '', site: siteName }),
            ...blocks,
            say(language, 'guardianCopy.stop', {
              url: `${siteUrl}/api/conversations/guardian/stop?token=${stopToken(guardian.profileId, guardian.email)}&lang=${language}`,
            }),
          ].join('\n\n'),
        });
        sent++;
      }
      await db.update(guardians).set({ copiedTo: until }).where(eq(guardians.profileId, guardian.profileId));
    }
    log.info({ sent }, 'guardian copies sent');
    return sent;
  }

  if (background) {
    const queue = { retryLimit: 2, retryDelay: 600, expireInSeconds: 30 * 60 };
    await workOnSchedule(jobs, GUARDIAN_JOBS, WEEKLY, queue, run);
  }

  return { name, remove, confirm, stop, of, run };
}

export type GuardianCopies = Awaited<ReturnType<typeof createGuardianCopies>>;
