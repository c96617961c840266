import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import { bandRank, MATCH_BANDS, UNJUDGED_RANK } from '@vivaha/shared/horoscope/ranking';
import type { MatchList } from '@vivaha/shared/match';
import type { SearchQuery } from '@vivaha/shared/public';
import { placeNames } from '@vivaha/shared/towns';

import { queryRows, type Db } from '#src/db/client.ts';
import { accessRequests, profileImages, profiles, profileViews, protectedViews } from '#src/db/schema.ts';
import { createExpiringMap } from '#src/lib/expiring-map.ts';
import {
  horoscopeOpenNowSql,
  NOTHING_HIDDEN,
  notHiddenWhere,
  openedByRuleWhere,
  publishedProfile,
  ruleOpeningsWhere,
  type Hidden,
  type HoroscopeOpening,
} from '#src/modules/access/index.ts';
import { hasBadges, verifiedKindsColumn } from '#src/modules/verification/index.ts';

const published = publishedProfile;

/** The first key of the advisory lock that serialises one member's openings of protected details. */
const PROTECTED_LOCK = 72_431_907;

/** Search counts matches up to this many: 134 pages of 15 is more than anyone reads. */
export const SEARCH_COUNT_CAP = 2_000;

/**
 * A member shown a profile's protected details: who, which profile of theirs (and its name then),
 * which sections.
 */
export interface Opening {
  viewerId: number;
  viewerProfileId: number | null;
  viewerName: string;
  profileId: number;
  sections: readonly string[];
}

/**
 * One row per member, profile and rule: a reopening moves the time on and counts once more. What
 * the owner is told was seen is only ever added to: a later look at fewer sections (a horoscope
 * match) keeps the ones seen before, and an opening under no profile keeps the profile named.
 */
async function recordOpening(db: Db, opening: Opening, via: 'rule' | 'approved') {
  await db
    .insert(protectedViews)
    .values({
      viewerId: opening.viewerId,
      profileId: opening.profileId,
      viewerProfileId: opening.viewerProfileId,
      viewerName: opening.viewerName,
      via,
      sections: opening.sections.join(','),
    })
    .onConflictDoUpdate({
      target: [protectedViews.viewerId, protectedViews.profileId, protectedViews.via],
      set: {
        viewedAt: sql`now()`,
        times: sql`${protectedViews.times} + 1`,
        viewerProfileId: sql`coalesce(excluded.viewer_profile_id, ${protectedViews.viewerProfileId})`,
        viewerName: sql`case when excluded.viewer_profile_id is null then ${protectedViews.viewerName}
          else excluded.viewer_name end`,
        sections: sql`array_to_string(array(select distinct section
          from unnest(string_to_array(${protectedViews.sections} || ',' || excluded.sections, ',')) as section
          where section <> '' order by section), ',')`,
      },
    });
}

/** The columns a card or a search result shows. */
const cardColumns = {
  id: profiles.id,
  ownerId: profiles.ownerId,
  name: profiles.name,
  dob: profiles.dob,
  sex: profiles.sex,
  maritalStatus: profiles.maritalStatus,
  ethnicity: profiles.ethnicity,
  religion: profiles.religion,
  education: profiles.education,
  occupation: profiles.occupation,
  livingCity: profiles.livingCity,
  residentCountry: profiles.residentCountry,
  chevaiThosam: profiles.chevaiThosam,
  chartLink: profiles.chartLink,
  photoProtected: profiles.photoProtected,
  photoVisibility: profiles.photoVisibility,
  horoscopeVisibility: profiles.horoscopeVisibility,
  // The main photo once reviewed, else the oldest reviewed one: a new photo waits for the team.
  // (Names are written out: in a one-table select the builder leaves columns unqualified.)
  defaultImageKey: sql<string | null>`(select pi.storage_key from profile_images pi
    where pi.profile_id = "profiles"."id" and pi.reviewed
    order by (pi.id = "profiles"."default_image_id") desc, pi.id limit 1)`,
  lastSeenAt: profiles.lastSeenAt,
  verified: verifiedKindsColumn,
};

/** A viewer's own profile as the rules read it: its sex and whether it is published. */
const viewerColumns = {
  id: profiles.id,
  name: profiles.name,
  sex: profiles.sex,
  active: profiles.active,
  reportHold: profiles.reportHold,
};

/** Most recently active members first, then the newest: the public indexes' own order. */
const listingOrder = sql`${profiles.lastSeenAt} desc nulls last, ${profiles.id} desc nulls last`;

/** Date of birth bounds for an age range, worked out today (age is never stored). */
function dobRange(ageFrom: number, ageTo: number): SQL[] {
  return [
    lte(profiles.dob, sql`(current_date - make_interval(years => ${ageFrom}::int))::date`),
    gt(profiles.dob, sql`(current_date - make_interval(years => ${ageTo + 1}::int))::date`),
  ];
}

/** A text for `ilike`, its wildcards taken as letters. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * A city: any of a known town's names in its three scripts (`placeNames`), or part of a place's
 * name. The first condition is implied by the second; said outright, it lets the trigram index serve.
 */
const cityFilter = (city: string) =>
  and(
    sql`${profiles.livingCity} <> ''`,
    or(...placeNames(city).map((name) => ilike(profiles.livingCity, `%${likeText(name)}%`))),
  );

function searchFilter(query: SearchQuery, hidden: Hidden): SQL | undefined {
  const escaped = likeText(query.st);
  return and(
    published,
    notHiddenWhere(hidden),
    query.sx ? eq(profiles.sex, query.sx) : undefined,
    query.ms ? eq(profiles.maritalStatus, query.ms) : undefined,
    query.re ? eq(profiles.religion, query.re) : undefined,
    query.ec ? eq(profiles.ethnicity, query.ec) : undefined,
    query.mt ? eq(profiles.motherTongue, query.mt) : undefined,
    query.ed ? eq(profiles.education, query.ed) : undefined,
    query.oc ? eq(profiles.occupation, query.oc) : undefined,
    query.rc ? eq(profiles.residentCountry, query.rc) : undefined,
    // The first condition is implied by the second; said outright, it lets the partial index serve.
    query.st ? sql`${profiles.additionalCaste} <> ''` : undefined,
    query.st ? ilike(profiles.additionalCaste, `%${escaped}%`) : undefined,
    query.ct ? cityFilter(query.ct) : undefined,
    hasBadges(query.vf),
    ...dobRange(query.af, query.at),
  );
}

/** A search's filters without its page: searches with the same key find the same profiles. */
const filterKey = (query: SearchQuery, hidden: Hidden) =>
  JSON.stringify([
    query.sx,
    query.ms,
    query.re,
    query.ec,
    query.mt,
    query.ed,
    query.oc,
    query.rc,
    query.af,
    query.at,
    query.st,
    query.ct,
    query.vf,
    hidden.owners,
    hidden.profiles,
  ]);

/** How long a search found to be broad is taken to still be as broad. */
const BROAD_SEARCH_SECONDS = 60;
const BROAD_SEARCHES_KEPT = 1_000;

/**
 * Searches lately found to have more matches than a count reached: "More than 2,000 profiles"
 * costs the most to count, and a publication or two cannot make it untrue, so it is not counted
 * again for a minute. A total shown exactly is always counted afresh. Per server, in memory:
 * nothing depends on it but the time an answer takes.
 */
function broadSearches() {
  /** The furthest count each search was found to go past. */
  const seen = createExpiringMap<number>({ seconds: BROAD_SEARCH_SECONDS, max: BROAD_SEARCHES_KEPT });
  return {
    /** Whether `filters` was lately found to have more than `reach` matches. */
    reached: (filters: string, reach: number): boolean => (seen.get(filters) ?? -1) >= reach,
    remember(filters: string, reach: number) {
      if (!this.reached(filters, reach)) seen.set(filters, reach);
    },
  };
}

/** How many profiles meet `where`, counting no further than one past `cap`. */
async function countUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const [total] = await db.select({ value: count() }).from(
    db
      .select({ one: sql`1` })
      .from(profiles)
      .where(where)
      .limit(cap + 1)
      .as('matches'),
  );
  return total?.value ?? 0;
}

/**
 * The profiles in one band: their places in the rank table (`horoscope_key`) whose rank is that
 * band's. A profile without horoscopes or a star has no place, and is not judged.
 */
function inBand(ranks: readonly number[], band: number): SQL | undefined {
  const keys = ranks.flatMap((rank, key) => (rank === band ? [key] : []));
  const placed = keys.length ? inArray(profiles.horoscopeKey, keys) : undefined;
  if (band === UNJUDGED_RANK) return or(isNull(profiles.horoscopeKey), placed);
  return placed ?? sql`false`;
}

/**
 * "Horoscope must match" of a saved search: the profiles whose horoscope the member sees without a
 * new look (modules/access), in a strong or fair band with the member's profile (`ranks` from
 * `rankTable`); 'none' when that profile cannot be matched now, so nothing can match it.
 */
export type HoroscopeRule = { opening: HoroscopeOpening; ranks: readonly number[] } | 'none';

/** What a saved search's new profiles leave out, and the horoscope rule when it has one. */
export interface NewFilter {
  hidden: Hidden;
  horoscope?: HoroscopeRule;
}

const MATCHING_RANK = bandRank('fair');

function mustMatch(rule: HoroscopeRule | undefined): SQL | undefined {
  if (!rule) return undefined;
  if (rule === 'none') return sql`false`;
  const keys = rule.ranks.flatMap((rank, key) => (rank <= MATCHING_RANK ? [key] : []));
  return and(horoscopeOpenNowSql(rule.opening), keys.length ? inArray(profiles.horoscopeKey, keys) : sql`false`);
}

export interface MatchesSearch {
  query: SearchQuery;
  list: MatchList;
  opening: HoroscopeOpening;
  hidden: Hidden;
  /** The band ranks of `rankTable` for the member's profile, by place in the table. */
  ranks: readonly number[];
}

/** The matches page's two lists: open horoscopes to rank, and the rest apart. */
function matchLists({ query, opening, hidden }: Omit<MatchesSearch, 'list' | 'ranks'>) {
  const base = and(searchFilter(query, hidden), ne(profiles.ownerId, opening.viewerId));
  const open = horoscopeOpenNowSql(opening);
  return { ranked: and(base, open), apart: and(base, not(open)) };
}

export function createPublicRepository(db: Db, { countCap = SEARCH_COUNT_CAP } = {}) {
  const moreThan = broadSearches();
  // The profile view's read, built once and prepared on each connection: every view sends it.
  const { pendingChanges: _pending, pendingSince: _since, ...columns } = getTableColumns(profiles);
  const byId = db
    .select({
      ...columns,
      hasReviewedPhoto: sql<boolean>`exists (select 1 from profile_images pi where pi.profile_id = "profiles"."id" and pi.reviewed)`,
      verified: verifiedKindsColumn,
    })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('public_profile_by_id');
  return {
    /**
     * Published profiles, most recently active members first, then the newest. The count looks
     * `countCap` matches past the start of the page asked for, so a broad search costs no more
     * than a narrow one, and the pager can always step on to the matches after those counted.
     */
    async search(query: SearchQuery, hidden: Hidden = NOTHING_HIDDEN) {
      const where = searchFilter(query, hidden);
      const reach = (query.page - 1) * query.pageSize + countCap;
      // The page's ids first, from an index alone however deep the page; then those rows' cards.
      const pageIds = db
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .orderBy(listingOrder)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const filters = filterKey(query, hidden);
      const known = moreThan.reached(filters, reach);
      const [rows, counted] = await Promise.all([
        db.select(cardColumns).from(profiles).where(inArray(profiles.id, pageIds)).orderBy(listingOrder),
        known ? reach + 1 : countUpTo(db, where, reach),
      ]);
      // Only a count made now starts the minute again: else a search stays "broad" while in use.
      if (!known && counted > reach) moreThan.remember(filters, reach);
      return { rows, totalCount: Math.min(counted, reach), capped: counted > reach };
    },

    /**
     * The matches page: published profiles of the searched sex, not the member's own, in two
     * lists. 'ranked' holds those whose horoscope the member sees without a new look, by band
     * (best first), then most recently active; 'apart' the rest, most recently active first. Both
     * are counted as the search counts.
     */
    async matches({ query, list, opening, hidden, ranks }: MatchesSearch) {
      const lists = matchLists({ query, opening, hidden });
      const offset = (query.page - 1) * query.pageSize;
      const reach = offset + countCap;
      const counted = async (where: SQL | undefined) => {
        const value = await countUpTo(db, where, reach);
        return { count: Math.min(value, reach), capped: value > reach };
      };
      const select = (where: SQL | undefined, from: number, size: number) =>
        db
          .select({
            ...cardColumns,
            astroStar: profiles.astroStar,
            astroPadam: profiles.astroPadam,
            noHoroscope: profiles.noHoroscope,
            horoscopeProtected: profiles.horoscopeProtected,
          })
          .from(profiles)
          .where(where)
          .orderBy(listingOrder)
          .limit(size)
          .offset(from);

      const [ranked, apart] = await Promise.all([counted(lists.ranked), counted(lists.apart)]);
      if (list === 'apart') return { rows: await select(lists.apart, offset, query.pageSize), ranked, apart };

      // Band by band, best first, each most recently active first: a band is counted only as far
      // as the page needs, and read only where the page overlaps it.
      const end = offset + query.pageSize;
      const rows: Awaited<ReturnType<typeof select>> = [];
      let start = 0;
      for (let band = 0; band < MATCH_BANDS.length && start < end; band += 1) {
        const where = and(lists.ranked, inBand(ranks, band));
        const size = await countUpTo(db, where, end - start);
        if (start + size > offset) {
          const from = Math.max(offset - start, 0);
          rows.push(...(await select(where, from, Math.min(size - from, end - start - from))));
        }
        start += size;
      }
      return { rows, ranked, apart };
    },

    /**
     * Of `ids`, those that are in the matches page's `list` now. A ranking read from a replica
     * is checked against the primary with this: a block, a profile taken down or a horoscope
     * kept back moments ago leaves the page at once.
     */
    async stillMatching({ query, list, opening, hidden }: Omit<MatchesSearch, 'ranks'>, ids: readonly number[]) {
      if (!ids.length) return new Set<number>();
      const found = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(matchLists({ query, opening, hidden })[list], inArray(profiles.id, [...ids])));
      return new Set(found.map((row) => row.id));
    },

    /** The member's own profiles with what a horoscope match needs of them, and whether each is published. */
    matchable(ownerId: number) {
      return db
        .select({
          ...viewerColumns,
          dob: profiles.dob,
          astroStar: profiles.astroStar,
          astroPadam: profiles.astroPadam,
          noHoroscope: profiles.noHoroscope,
        })
        .from(profiles)
        .where(eq(profiles.ownerId, ownerId))
        .orderBy(asc(profiles.id));
    },

    latest(sex: number, limit: number, hidden: Hidden = NOTHING_HIDDEN) {
      return db
        .select(cardColumns)
        .from(profiles)
        .where(and(published, notHiddenWhere(hidden), eq(profiles.sex, sex)))
        .orderBy(sql`${profiles.id} desc`)
        .limit(limit);
    },

    /** A random handful: start at a random point of the random_no index and wrap around. */
    async random(limit: number, hidden: Hidden = NOTHING_HIDDEN) {
      const start = Math.random();
      const from = await db
        .select(cardColumns)
        .from(profiles)
        .where(and(published, notHiddenWhere(hidden), gte(profiles.randomNo, start)))
        .orderBy(asc(profiles.randomNo))
        .limit(limit);
      if (from.length >= limit) return from;
      const wrapped = await db
        .select(cardColumns)
        .from(profiles)
        .where(and(published, notHiddenWhere(hidden), sql`${profiles.randomNo} < ${start}`))
        .orderBy(asc(profiles.randomNo))
        .limit(limit - from.length);
      return [...from, ...wrapped];
    },

    /**
     * How many profiles meeting a saved search were first published after `since`, not counting
     * the member's own, up to one past `cap`.
     */
    countSince(query: SearchQuery, found: NewFilter, since: Date, ownerId: number, cap: number) {
      const where = and(
        searchFilter(query, found.hidden),
        mustMatch(found.horoscope),
        ne(profiles.ownerId, ownerId),
        gt(profiles.firstPublishedAt, since),
      );
      return countUpTo(db, where, cap);
    },

    /**
     * The profiles meeting a saved search first published after `since` and up to `until` (the
     * database's timestamps as text, to the microsecond), newest first, not the member's own (the
     * new-match mails).
     */
    newSince(query: SearchQuery, found: NewFilter, since: string, until: string, ownerId: number, limit: number) {
      return db
        .select(cardColumns)
        .from(profiles)
        .where(
          and(
            searchFilter(query, found.hidden),
            mustMatch(found.horoscope),
            ne(profiles.ownerId, ownerId),
            sql`${profiles.firstPublishedAt} > ${since}::timestamptz`,
            sql`${profiles.firstPublishedAt} <= ${until}::timestamptz`,
          ),
        )
        .orderBy(sql`${profiles.firstPublishedAt} desc`, sql`${profiles.id} desc`)
        .limit(limit);
    },

    /**
     * Published profiles by sex and each browse field (marital status, ethnicity, mother tongue,
     * religion, occupation, country of residence), in one pass over them (grouping sets).
     */
    browseCounts() {
      return queryRows<{ sex: number; field: string; code: number; profiles: number }>(
        db,
        sql`select ${profiles.sex} as sex,
              case
                when grouping(${profiles.maritalStatus}) = 0 then 'ms'
                when grouping(${profiles.ethnicity}) = 0 then 'ec'
                when grouping(${profiles.motherTongue}) = 0 then 'mt'
                when grouping(${profiles.religion}) = 0 then 're'
                when grouping(${profiles.occupation}) = 0 then 'oc'
                else 'rc'
              end as field,
              coalesce(${profiles.maritalStatus}, ${profiles.ethnicity}, ${profiles.motherTongue},
                ${profiles.religion}, ${profiles.occupation}, ${profiles.residentCountry}) as code,
              count(*)::int as profiles
            from ${profiles}
            where ${published}
            group by grouping sets (
              (${profiles.sex}, ${profiles.maritalStatus}), (${profiles.sex}, ${profiles.ethnicity}),
              (${profiles.sex}, ${profiles.motherTongue}), (${profiles.sex}, ${profiles.religion}),
              (${profiles.sex}, ${profiles.occupation}), (${profiles.sex}, ${profiles.residentCountry}))`,
      );
    },

    /** The cards of these profiles that are published and not hidden, in no order. */
    cards(ids: readonly number[], hidden: Hidden = NOTHING_HIDDEN) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select(cardColumns)
        .from(profiles)
        .where(and(published, notHiddenWhere(hidden), inArray(profiles.id, [...ids])));
    },

    /** The reviewed version of a profile (an owner's waiting edit is not part of it). */
    async findById(id: number) {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** The photos anyone may see: only those the team has reviewed. */
    listImages(profileId: number) {
      return db
        .select({ id: profileImages.id, storageKey: profileImages.storageKey })
        .from(profileImages)
        .where(and(eq(profileImages.profileId, profileId), eq(profileImages.reviewed, true)))
        .orderBy(asc(profileImages.id));
    },

    /** The viewer's own profiles: the picker, and whether one is Active of the other sex. */
    /**
     * The latest request from each of these profiles to one profile, by asking profile: its
     * status (REQUEST_STATUS). Uses the requester index; a member has at most a few profiles.
     */
    async requestStatuses(requesterIds: readonly number[], receiverId: number): Promise<Map<number, number>> {
      if (!requesterIds.length) return new Map();
      const rows = await db
        .selectDistinctOn([accessRequests.requesterProfileId], {
          requester: accessRequests.requesterProfileId,
          status: accessRequests.status,
        })
        .from(accessRequests)
        .where(
          and(
            inArray(accessRequests.requesterProfileId, [...requesterIds]),
            eq(accessRequests.receiverProfileId, receiverId),
          ),
        )
        .orderBy(accessRequests.requesterProfileId, desc(accessRequests.id));
      return new Map(rows.map((row) => [row.requester, row.status]));
    },

    viewerProfiles(ownerId: number) {
      return db.select(viewerColumns).from(profiles).where(eq(profiles.ownerId, ownerId)).orderBy(asc(profiles.id));
    },

    /**
     * Records that a member was shown a profile's protected details through the opposite-sex
     * rule, unless they have already opened `limit` other profiles that way in the last 24 hours;
     * answers whether they may. Reopening a profile opened in that time is always allowed. A lock
     * per member makes parallel requests count one after another.
     */
    async openByRule(opening: Opening, limit: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PROTECTED_LOCK}, ${opening.viewerId})`);
        const [seen] = await tx
          .select({
            opened: sql<number>`count(*)::int`,
            already: sql<boolean>`coalesce(bool_or(${protectedViews.profileId} = ${opening.profileId}), false)`,
          })
          .from(protectedViews)
          .where(ruleOpeningsWhere(opening.viewerId));
        if (!seen?.already && (seen?.opened ?? 0) >= limit) return false;
        await recordOpening(tx, opening, 'rule');
        return true;
      });
    },

    /**
     * The profiles whose `section` (horoscope, photo) this member opened through the opposite-sex
     * rule in the last 24 hours: they reopen without counting again, so their match may be shown
     * and their photo may stand on a card. At most the daily cap.
     */
    async openedByRule(viewerId: number, section: 'horoscope' | 'photo'): Promise<number[]> {
      const rows = await db
        .select({ profileId: protectedViews.profileId })
        .from(protectedViews)
        .where(openedByRuleWhere(viewerId, section));
      return rows.map((row) => row.profileId);
    },

    /** Records that a member was shown a profile's protected details through an approved request. */
    async recordApprovedOpening(opening: Opening): Promise<void> {
      await recordOpening(db, opening, 'approved');
    },

    /**
     * Counts views, each once per viewer and day, in one statement however many are given (a
     * profile viewed twice in them gains two). They are written in one order, by profile and
     * viewer, so two such statements on two servers take their rows' locks in the same order.
     */
    async countViews(views: ReadonlyArray<{ profileId: number; viewerKey: string }>): Promise<void> {
      const ordered = [...views].sort(
        (a, b) => a.profileId - b.profileId || (a.viewerKey < b.viewerKey ? -1 : a.viewerKey > b.viewerKey ? 1 : 0),
      );
      const profileIds = ordered.map((view) => view.profileId);
      const viewerKeys = ordered.map((view) => view.viewerKey);
      await db.execute(sql`with counted as (
          insert into ${profileViews} (profile_id, viewer_key, viewed_on)
            select profile_id, viewer_key, current_date
            from unnest(${sql.param(profileIds)}::int[], ${sql.param(viewerKeys)}::varchar[]) as given(profile_id, viewer_key)
          on conflict do nothing returning profile_id)
        update ${profiles} set view_count = view_count + counted_now.views
          from (select profile_id, count(*)::int as views from counted group by profile_id order by profile_id) counted_now
          where ${profiles.id} = counted_now.profile_id`);
      // Now and then, the days no view can be counted on again: not waited for, so no view waits
      // behind it, and tried again another time if it fails.
      if (Math.random() < 0.01) {
        void db
          .delete(profileViews)
          .where(sql`${profileViews.viewedOn} < current_date - 1`)
          .catch(() => undefined);
      }
    },
  };
}

export type PublicRepository = ReturnType<typeof createPublicRepository>;
