import { rankTable } from '@vivaha/shared/horoscope/ranking';
import type { Language } from '@vivaha/shared/languages';
import type { BrowseCounts, SearchQuery, BrowseField } from '@vivaha/shared/public';
import { BROWSE_FIELDS } from '@vivaha/shared/public';

import { createExpiringMap } from '#src/lib/expiring-map.ts';
import { horoscopeOpening, isPublished } from '#src/modules/access/index.ts';
import type { SavedSearchQuery } from '#src/modules/saved-searches/index.ts';

import { FEMALE, MALE, horoscopePerson, otherSex, ruleSets, unmatchable } from './public.horoscope.ts';
import {
  type CardViewer,
  type ListUser,
  type PublicDeps,
  type Readers,
  VISITOR_CARDS,
  labelsIn,
} from './public.readers.ts';
import type { HoroscopeRule } from './public.repository.ts';
import { LATEST_COUNT, RANDOM_COUNT } from './public.texts.ts';

/** The lists of profiles: latest, random, search, the browse counts, cards by id, and what a saved search finds. */
export function createListings(
  { repository }: PublicDeps,
  { latestResult, searchResult, hiddenFrom, viewerOf, listReader }: Readers,
) {
  const browseCache = createExpiringMap<BrowseCounts>({ seconds: BROWSE_COUNTS_SECONDS, max: 1 });

  let browseReading: Promise<BrowseCounts> | undefined;
  /** The browse counts by field and code, from the database's rows by sex. */
  async function readBrowseCounts(): Promise<BrowseCounts> {
    const rows = await repository.browseCounts();
    const byCode = new Map<string, BrowseCounts['items'][number]>();
    for (const row of rows) {
      if (!isBrowseField(row.field)) continue;
      const key = `${row.field}:${row.code}`;
      const item = byCode.get(key) ?? { field: row.field, code: row.code, grooms: 0, brides: 0 };
      if (row.sex === MALE) item.grooms += row.profiles;
      if (row.sex === FEMALE) item.brides += row.profiles;
      byCode.set(key, item);
    }
    const answer = { items: [...byCode.values()].filter((item) => item.grooms + item.brides > 0) };
    browseCache.set('all', answer);
    return answer;
  }

  /**
   * "Horoscope must match" of each saved search, as the member's matches page would rank it: of
   * the profiles whose horoscope the member sees without a new look, those in a strong or fair
   * band with the member's profile; nothing when that profile cannot be matched now (not
   * published, no star, no horoscope). Searches without the rule get undefined. The member's
   * profiles, approvals and recent openings are read once, and only when a search has the rule.
   */
  async function horoscopeRules(
    searches: ReadonlyArray<Pick<SavedSearchQuery, 'horoscope'>>,
    user: { id: number },
  ): Promise<Array<HoroscopeRule | undefined>> {
    if (!searches.some((search) => search.horoscope)) return searches.map(() => undefined);
    const [mine, viewer, opened] = await Promise.all([
      repository.matchable(user.id),
      // Saved searches judge as a member would, an administrator too.
      viewerOf({ id: user.id, role: 'member' }),
      repository.openedByRule(user.id, 'horoscope'),
    ]);
    return searches.map(({ horoscope }) => {
      if (!horoscope) return undefined;
      const profile = mine.find((row) => row.id === horoscope.profileId);
      // Only a published profile is matched: its star changes only through the team's review.
      if (!profile || !isPublished(profile) || unmatchable(profile) !== undefined) return 'none';
      const sex = otherSex(profile.sex);
      return {
        opening: horoscopeOpening(viewer, sex, opened),
        ranks: rankTable(ruleSets[horoscope.system], horoscopePerson(profile), sex),
      };
    });
  }

  return {
    async latest(sex: number, user: ListUser | null = null, language: Language = 'en') {
      const { hidden, seer } = await listReader(user);
      const rows = await repository.latest(sex, LATEST_COUNT, hidden);
      return {
        items: rows.map((row) => ({ searchResults: latestResult(row, labelsIn(language), seer) })),
      };
    },

    /**
     * The browse index's counts. The same for everyone, read in one pass over the published
     * profiles, and kept for ten minutes on each server: a new profile shows in the count a little
     * later, which nobody needs sooner.
     */
    async browseCounts(): Promise<BrowseCounts> {
      const kept = browseCache.get('all');
      if (kept) return kept;
      // Requests arriving while the counts are read wait for that one reading.
      browseReading ??= readBrowseCounts().finally(() => (browseReading = undefined));
      return browseReading;
    },

    async random(user: ListUser | null = null, language: Language = 'en') {
      const { hidden, seer } = await listReader(user);
      const rows = await repository.random(RANDOM_COUNT, hidden);
      return {
        items: rows.map((row) => ({ searchResults: latestResult(row, labelsIn(language), seer) })),
      };
    },

    async search(query: SearchQuery, user: ListUser | null = null, language: Language = 'en') {
      const { hidden, seer } = await listReader(user);
      const { rows, totalCount, capped } = await repository.search(query, hidden);
      return {
        countCapped: capped,
        items: rows.map((row) => ({
          lastSeen: row.lastSeenAt.toISOString().slice(0, 10),
          searchResults: searchResult(row, labelsIn(language), seer),
        })),
        totalCount,
      };
    },

    /**
     * Search cards of these profiles, as `user` may see them, in the order given; those that are
     * not published, or on the other side of a block, are left out. `alsoHidden`: leave out the
     * profiles the member marked "Not interested" too.
     */
    async cards(ids: readonly number[], user: ListUser, language: Language = 'en', alsoHidden = true) {
      const { hidden, seer } = await listReader(user);
      const rows = await repository.cards(ids, alsoHidden ? hidden : { owners: hidden.owners, profiles: [] });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const l = labelsIn(language);
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...searchResult(row, l, seer), lastSeen: row.lastSeenAt.toISOString().slice(0, 10) }] : [];
      });
    },

    /**
     * For each saved search's filters, up to `limit` profiles first published between `since` and
     * `until`, as this member would find them (blocked and hidden ones left out), with public card
     * words only. What the member does not see is read once for all the searches.
     */
    async newProfiles(
      searches: readonly SavedSearchQuery[],
      user: { id: number },
      window: { since: string; until: string },
      limit: number,
      language: Language,
    ) {
      const [hidden, rules] = await Promise.all([hiddenFrom(user), horoscopeRules(searches, user)]);
      const l = labelsIn(language);
      // A mail is read away from the site: its cards show only the photos anyone may see.
      const seer: CardViewer = { ...VISITOR_CARDS, who: user.id };
      return Promise.all(
        searches.map(async ({ filters }, index) => {
          const query = { ...filters, page: 1, pageSize: limit };
          const found = { hidden, horoscope: rules[index] };
          const rows = await repository.newSince(query, found, window.since, window.until, user.id, limit);
          return rows.map((row) => searchResult(row, l, seer));
        }),
      );
    },

    /** For each saved search, the profiles first published since it was last seen, up to one past `cap`. */
    async newCounts(searches: ReadonlyArray<SavedSearchQuery & { since: Date }>, user: { id: number }, cap: number) {
      const [hidden, rules] = await Promise.all([hiddenFrom(user), horoscopeRules(searches, user)]);
      return Promise.all(
        searches.map(({ filters, since }, index) =>
          repository.countSince(
            { ...filters, page: 1, pageSize: 1 },
            { hidden, horoscope: rules[index] },
            since,
            user.id,
            cap,
          ),
        ),
      );
    },
  };
}

/** How long the browse index's counts are kept. */
const BROWSE_COUNTS_SECONDS = 10 * 60;
const isBrowseField = (field: string): field is BrowseField => (BROWSE_FIELDS as readonly string[]).includes(field);
