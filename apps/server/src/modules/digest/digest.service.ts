import { asLanguage, pathIn, type Language } from '@vivaha/shared/languages';
import { digestMessages, savedFiltersAnswerSchema } from '@vivaha/shared/lists';
import type { SearchResult } from '@vivaha/shared/public';
import { paths } from '@vivaha/shared/routes';

import { workOnSchedule, type Jobs } from '#src/lib/jobs.ts';
import { messages } from '#src/lib/messages.ts';
import { signedId, signedToken } from '#src/lib/signed-link.ts';
import { mailText, plainText, type Mailer } from '#src/modules/mail/index.ts';
import { horoscopeOf, type SavedSearchQuery } from '#src/modules/saved-searches/index.ts';

import type { DigestFrequency, DigestRepository, DueMember } from './digest.repository.ts';

export const digestText = messages('digest', digestMessages);

/** New profiles listed for one saved search in one mail. */
export const DIGEST_PER_SEARCH = 10;
/** Members taken per claim; a pass goes on claiming until none is due or its time is up. */
const BATCH = 50;
/** One pass stops claiming after this; its job's expiry outlasts it. */
const PASS_MS = 5 * 60_000;
/** The passes' job queue: one scheduled job every ten minutes across all servers, one at a time. */
export const DIGEST_JOBS = 'new-match-mails';
const EVERY_TEN_MINUTES = '*/10 * * * *';

interface Deps {
  repository: DigestRepository;
  jobs: Jobs;
  mailer: Mailer;
  /** The new profiles of a saved search for this member, public card words only. */
  newProfiles: (
    searches: readonly SavedSearchQuery[],
    user: { id: number },
    window: { since: string; until: string },
    limit: number,
    language: Language,
  ) => Promise<SearchResult[][]>;
  secret: string;
  siteName: string;
  siteUrl: string;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  background: boolean;
  /**
   * A mail's window ends this long before its claim: a profile is stamped when the transaction
   * that publishes it starts and may commit a moment later, after a window that covered its stamp.
   */
  lagSeconds?: number;
}

/** A member's unsubscribe token: their id and its HMAC, so the link needs no sign-in and cannot be made for another. */
export const unsubscribeToken = (secret: string, userId: number) =>
  signedToken(secret, userId, `unsubscribe:${userId}`);

export const tokenUser = (secret: string, token: string) => signedId(secret, token, (id) => `unsubscribe:${id}`);

/**
 * New-match mails (lists.ts, issue of saved searches): for each member with saved searches, at
 * most one mail a day or a week (their choice; weekly unless chosen), listing up to ten profiles
 * first published since their last mail for each saved search, with only what a visitor's card
 * shows. No mail when nothing is new. A pass runs every ten minutes on one server (a pg-boss
 * schedule on a singleton queue), and each member is claimed in one statement, so even two passes
 * at once never mail one member twice.
 */
export async function createDigests({
  repository,
  jobs,
  mailer,
  newProfiles,
  secret,
  siteName,
  siteUrl,
  log,
  background,
  lagSeconds = 10,
}: Deps) {
  const line = (card: SearchResult) =>
    [
      `${plainText(card.name, 100)}, ${card.age}`,
      card.livingcity && plainText(card.livingcity, 60),
      card.religion,
      card.ethnicity,
      card.occupation,
    ]
      .filter(Boolean)
      .join(' · ');

  async function mailOne(member: DueMember): Promise<boolean> {
    const language = asLanguage(member.language);
    const window = { since: member.since, until: member.until };
    const sections: string[] = [];
    const searches = await repository.searches(member.id);
    const results = await newProfiles(
      searches.map((search) => ({
        filters: savedFiltersAnswerSchema.parse(search.filters),
        horoscope: horoscopeOf(search),
      })),
      { id: member.id },
      window,
      DIGEST_PER_SEARCH + 1,
      language,
    );
    for (const [index, search] of searches.entries()) {
      const found = results[index]!;
      if (!found.length) continue;
      const shown = found.slice(0, DIGEST_PER_SEARCH);
      const lines = shown.map((card) => `• ${line(card)}\n  ${siteUrl}${pathIn(language, card.profileURL)}`);
      if (found.length > DIGEST_PER_SEARCH) {
        lines.push(mailText(language, 'digest.more', { url: `${siteUrl}${pathIn(language, paths.mySavedSearches)}` }));
      }
      sections.push(
        `${mailText(language, 'digest.search', { name: plainText(search.name, 60) })}\n${lines.join('\n')}`,
      );
    }
    if (!sections.length) return false;
    const stop = `${siteUrl}/api/unsubscribe?token=${unsubscribeToken(secret, member.id)}&lang=${language}`;
    await mailer.send({
      to: member.email,
      subject: mailText(language, 'digest.subject', { site: siteName }),
      text: [
        mailText(language, 'digest.intro', { site: siteName }),
        ...sections,
        mailText(language, member.frequency === 'daily' ? 'digest.daily' : 'digest.weekly'),
        mailText(language, 'digest.change', { url: `${siteUrl}${pathIn(language, paths.mySavedSearches)}` }),
        mailText(language, 'digest.stop', { url: stop }),
      ].join('\n\n'),
      unsubscribe: stop,
    });
    return true;
  }

  /** Mails every member due one now; answers how many mails were queued. */
  async function pass(deadlineMs = PASS_MS): Promise<number> {
    const until = Date.now() + deadlineMs;
    let mailed = 0;
    while (Date.now() < until) {
      const members = await repository.claimDue(BATCH, lagSeconds);
      if (!members.length) break;
      for (const member of members) {
        try {
          if (await mailOne(member)) mailed++;
        } catch (error) {
          // That member's period is taken: they miss one mail rather than risk two.
          log.error({ err: error, userId: member.id }, 'new-match mail not made');
        }
      }
    }
    return mailed;
  }

  /** A pass now; answers how many mails were queued. */
  async function tick(): Promise<number> {
    const mailed = await pass();
    if (mailed) log.info({ mailed }, 'new-match mails queued');
    return mailed;
  }

  if (background) {
    const queue = { policy: 'singleton', retryLimit: 0, expireInSeconds: 15 * 60 } as const;
    await workOnSchedule(jobs, DIGEST_JOBS, EVERY_TEN_MINUTES, queue, tick);
  }

  return {
    tick,
    frequency: (userId: number) => repository.frequency(userId),
    setFrequency: (userId: number, frequency: DigestFrequency) => repository.setFrequency(userId, frequency),
    /** Turns the mails off for the member a token names; false for a token that names no one. */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = tokenUser(secret, token);
      return userId !== undefined && (await repository.setFrequency(userId, 'off'));
    },
  };
}

export type Digests = Awaited<ReturnType<typeof createDigests>>;
