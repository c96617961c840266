import { sql } from 'drizzle-orm';

import { queryRows, type Db } from '#src/db/client.ts';
import { memberKey } from '#src/lib/actor-keys.ts';
import { JOBS_SCHEMA } from '#src/lib/jobs.ts';
import { MAIL_QUEUES } from '#src/modules/mail/index.ts';

/** A time as the copy writes it, in UTC, whatever the database driver makes of it. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** Awaits a table of queries at once, keeping each answer under the query's name. */
async function allNamed<T extends Record<string, Promise<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const answers = await Promise.all(Object.values(queries));
  return Object.fromEntries(Object.keys(queries).map((name, i) => [name, answers[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/** How far back the copy reaches for the mails sent to the member. */
export const EXPORT_MAIL_DAYS = 90;

/**
 * Everything the site holds about an account beyond its profiles' fields (those come from the
 * profiles service, as the owner sees them), read for the member's copy of their data. Other
 * members appear only as they appeared to this member: a profile's number and name, never their
 * contact details or their account.
 */
export function createAccountCollector(db: Db) {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);

  return async function collect(user: { id: number; email: string }) {
    const owned = await rows<{ id: number }>(sql`select id from profiles where owner_id = ${user.id} order by id`);
    const ids = owned.map((row) => row.id);
    const mine = ids.length ? sql`in ${ids}` : sql`in (null)`;

    // The parts in the order the copy lists them.
    const { photos, ...parts } = await allNamed({
      photos: rows<{ profileId: number; imageId: number; storageKey: string; reviewed: boolean; addedAt: Date }>(
        sql`select profile_id as "profileId", id as "imageId", storage_key as "storageKey", reviewed,
                   ${iso('created_at')} as "addedAt"
            from profile_images where profile_id ${mine} order by profile_id, id`,
      ),
      account: rows<Record<string, unknown>>(
        sql`select email, title, customer_name as "name", organization, address1, address2, city, postcode,
                   phone1, phone2, fax, mobile, country_id as "countryId", language,
                   digest_frequency as "newMatchMails", match_system as "horoscopeRules",
                   ${iso('created_at')} as "createdAt", ${iso('last_login_at')} as "lastSignIn"
            from users where id = ${user.id}`,
      ).then(([row]) => row),
      // What the team did to the member's profiles, without the team member's address.
      profileReviewHistory: rows(
        sql`select profile_id as "profileId", action, details, ${iso('created_at')} as "at"
            from admin_audit where profile_id ${mine} order by id`,
      ),
      profileDraft: rows(
        sql`select step, profile_for as "profileFor", values, ${iso('updated_at')} as "savedAt"
            from profile_drafts where user_id = ${user.id}`,
      ).then(([row]) => row ?? null),
      requestsSent: rows(
        sql`select r.requester_profile_id as "fromProfileId", r.receiver_profile_id as "toProfileId",
                   p.name as "toProfileName", r.status, r.reason, ${iso('r.created_at')} as "askedAt", ${iso('r.decided_at')} as "decidedAt"
            from access_requests r join profiles p on p.id = r.receiver_profile_id
            where r.requester_profile_id ${mine} order by r.id`,
      ),
      requestsReceived: rows(
        sql`select r.receiver_profile_id as "toProfileId", r.requester_profile_id as "fromProfileId",
                   p.name as "fromProfileName", r.status, r.reason, ${iso('r.created_at')} as "askedAt", ${iso('r.decided_at')} as "decidedAt"
            from access_requests r join profiles p on p.id = r.requester_profile_id
            where r.receiver_profile_id ${mine} order by r.id`,
      ),
      whoSawMyDetails: rows(
        sql`select profile_id as "profileId", viewer_profile_id as "viewerProfileId", viewer_name as "viewerName",
                   via, sections, times, ${iso('first_viewed_at')} as "firstAt", ${iso('viewed_at')} as "lastAt"
            from protected_views where profile_id ${mine} order by id`,
      ),
      detailsIOpened: rows(
        sql`select v.profile_id as "profileId", p.name as "profileName", v.via, v.sections, v.times,
                   ${iso('v.first_viewed_at')} as "firstAt", ${iso('v.viewed_at')} as "lastAt"
            from protected_views v join profiles p on p.id = v.profile_id
            where v.viewer_id = ${user.id} order by v.id`,
      ),
      profilesIViewed: rows(
        sql`select v.profile_id as "profileId", p.name as "profileName", v.viewed_on::text as "day"
            from profile_views v join profiles p on p.id = v.profile_id
            where v.viewer_key = ${memberKey(user.id)} order by v.viewed_on, v.profile_id`,
      ),
      blocksMade: rows(
        sql`select profile_id as "profileId", profile_name as "profileName", ${iso('created_at')} as "blockedAt"
            from blocks where blocker_id = ${user.id} order by id`,
      ),
      reportsMade: rows(
        sql`select r.profile_id as "profileId", p.name as "profileName", r.reason, r.text, r.status,
                   ${iso('r.created_at')} as "reportedAt", ${iso('r.decided_at')} as "decidedAt"
            from reports r left join profiles p on p.id = r.profile_id
            where r.reporter_id = ${user.id} order by r.id`,
      ),
      shortlist: rows(
        sql`select s.profile_id as "profileId", p.name as "profileName", s.for_profile_id as "forProfileId",
                   ${iso('s.created_at')} as "savedAt"
            from shortlist s join profiles p on p.id = s.profile_id
            where s.user_id = ${user.id} order by s.created_at`,
      ),
      hiddenProfiles: rows(
        sql`select h.profile_id as "profileId", p.name as "profileName", ${iso('h.created_at')} as "hiddenAt"
            from hidden_profiles h join profiles p on p.id = h.profile_id
            where h.user_id = ${user.id} order by h.created_at`,
      ),
      savedSearches: rows(
        sql`select name, filters, profile_id as "preferencesOfProfileId", horoscope_system as "horoscopeRules",
                   ${iso('created_at')} as "createdAt", ${iso('last_seen_at')} as "lastOpenedAt"
            from saved_searches where user_id = ${user.id} order by id`,
      ),
      // The checks' results only: never what was checked (a NIC's hash, the number confirmed, a
      // selfie); a declined photo check with the team's reason.
      profileChecks: rows(
        sql`select profile_id as "profileId", kind, result,
                   case when kind = 'photo' then subject end as "reason", ${iso('checked_at')} as "checkedAt"
            from profile_checks where profile_id ${mine} order by profile_id, kind`,
      ),
      // Each conversation of the member's profiles, both families' messages, as the member saw them.
      conversations: rows<Record<string, unknown>>(
        sql`select c.id as "conversationId", mine.id as "profileId", other.id as "withProfileId", other.name as "withName",
                   coalesce(json_agg(json_build_object(
                     'from', case when m.from_profile_id = mine.id then 'us' else 'them' end,
                     'text', m.text,
                     'sentAt', to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                   ) order by m.id) filter (where m.id is not null), '[]') as "messages"
            from conversations c
            join profiles mine on mine.id in (c.profile_low, c.profile_high) and mine.owner_id = ${user.id}
            join profiles other on other.id in (c.profile_low, c.profile_high) and other.id <> mine.id
            left join conversation_messages m on m.conversation_id = c.id
            group by c.id, mine.id, other.id, other.name
            order by c.id`,
      ),
      signedInSessions: rows(
        sql`select ${iso('created_at')} as "signedInAt", ${iso('expires_at')} as "endsAt"
            from sessions where user_id = ${user.id} and expires_at > now() order by created_at`,
      ),
      mailsSentToMe: rows(
        sql`select data->>'subject' as "subject", data->>'text' as "text", ${iso('created_on')} as "queuedAt",
                   ${iso('completed_on')} as "sentAt", state
            from ${sql.identifier(JOBS_SCHEMA)}.job
            where name in ${MAIL_QUEUES} and lower(data->>'to') = ${user.email.toLowerCase()}
              and created_on > now() - make_interval(days => ${EXPORT_MAIL_DAYS})
            order by created_on`,
      ),
    });

    return { ids, photos, parts };
  };
}

export type AccountCollector = ReturnType<typeof createAccountCollector>;
