import { matchCouple } from '@vivaha/shared/horoscope/engine';
import { matchBand, rankTable } from '@vivaha/shared/horoscope/ranking';
import type { Language } from '@vivaha/shared/languages';
import {
  matchesMessages,
  matchMessages,
  type MatchableAnswer,
  type MatchAnswer,
  type MatchesAnswer,
  type MatchesQuery,
  type MatchSystem,
} from '@vivaha/shared/match';

import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { said, sayIn } from '#src/lib/messages.ts';
import {
  horoscopeOpening,
  isBlockedFrom,
  isPublished,
  maySeeUnpublished,
  type Viewer,
} from '#src/modules/access/index.ts';

import {
  FEMALE,
  apartReason,
  horoscopePerson,
  matchSummary,
  otherSex,
  resultIn,
  ruleSets,
  unmatchable,
} from './public.horoscope.ts';
import { type CardViewer, type ProfileRow, type PublicDeps, type Readers, labelsIn } from './public.readers.ts';
import { publicText } from './public.texts.ts';
import { type ProfileViews } from './public.view.ts';

/** The horoscope match of two profiles, and the matches page. */
export function createMatches(
  { repository, notInterested, ranking = () => repository }: PublicDeps,
  { searchResult }: Readers,
  openSections: ProfileViews['openSections'],
) {
  return {
    /**
     * The horoscope match of a profile with one of the viewer's own published profiles. Answered
     * only when the viewer may see that profile's horoscope now, and counted as a look at it, as
     * the view does: ten pass/fail answers would otherwise give away a protected star. Anything
     * else is 404, as for a profile that is not there.
     */
    async match(
      id: number,
      viewer: Viewer,
      withId: number,
      system: MatchSystem,
      language: Language = 'en',
    ): Promise<MatchAnswer> {
      const owns = viewer.profiles.some((profile) => profile.id === withId);
      const [row, mine] = await Promise.all([repository.findById(id), owns ? repository.findById(withId) : undefined]);
      const target = row && { id: row.id, ownerId: row.ownerId, sex: row.sex };
      if (
        !row ||
        !target ||
        !mine ||
        isBlockedFrom(viewer, target) ||
        (!isPublished(row) && !maySeeUnpublished(viewer, target))
      ) {
        throw notFound(said(publicText, 'notFound'));
      }
      if (row.sex === mine.sex)
        throw badRequest(said(matchMessages, 'sameSex'), { with: said(matchMessages, 'sameSex') });
      // Before anything of the other profile is looked at: an unpublished profile's star changes
      // at once, so matching from it would read another's protected star one guess at a time.
      if (!isPublished(mine))
        throw badRequest(said(matchMessages, 'notPublished'), { with: said(matchMessages, 'notPublished') });
      const open = await openSections(viewer, target, row, ['horoscope']);
      if (!open.horoscope) throw notFound(said(publicText, 'notFound'));

      const side = (profile: ProfileRow) => ({
        profileId: profile.id,
        name: profile.name,
        chevaiThosam: profile.chevaiThosam,
        chartLink: profile.chartLink,
      });
      const [bride, groom] = row.sex === FEMALE ? [row, mine] : [mine, row];
      const result = matchCouple(ruleSets[system], horoscopePerson(row), horoscopePerson(mine));
      return { ...resultIn(result, language), bride: side(bride), groom: side(groom) };
    },

    /** The member's own profiles, each with why it cannot be matched when it cannot. */
    async matchable(viewer: Viewer, language: Language = 'en'): Promise<MatchableAnswer> {
      const rows = await repository.matchable(viewer.userId);
      return {
        items: rows.map((row) => {
          const why = isPublished(row) ? unmatchable(row) : said(matchesMessages, 'notPublished');
          const reason = why && sayIn(language)(why);
          return {
            profileId: row.id,
            name: row.name,
            sex: row.sex,
            published: isPublished(row),
            ...(reason === undefined ? {} : { reason }),
          };
        }),
      };
    },

    /**
     * The matches page of one of the member's published profiles: the profiles whose horoscope is
     * already open to the member (shown to all, approved for them, or opened on its page in the
     * last 24 hours), by band, best first, each with its total; and the rest apart, with no band,
     * saying what shows them. The list scores many profiles at once without counting a look at
     * each, so it says nothing of a horoscope that is not open: even a band, read from a few
     * stars of one's own, would name a protected star (decision 9).
     */
    async matches(
      viewer: Viewer,
      myProfileId: number,
      query: MatchesQuery,
      language: Language = 'en',
    ): Promise<MatchesAnswer> {
      const mine = (await repository.matchable(viewer.userId)).find((row) => row.id === myProfileId);
      if (!mine) throw notFound(said(publicText, 'notFound'));
      if (!isPublished(mine)) throw httpError(409, said(matchesMessages, 'notPublished'));
      const { system, list } = query;
      const head = { profile: { profileId: mine.id, name: mine.name }, system, list };
      const why = unmatchable(mine);
      if (why !== undefined) {
        const reason = sayIn(language)(why);
        const none = { count: 0, capped: false };
        return { ...head, reason, items: [], ranked: none, apart: none };
      }
      const ruleSet = ruleSets[system];
      const me = horoscopePerson(mine);
      const sex = otherSex(mine.sex);
      const [opened, notShown, openedPhotos] = await Promise.all([
        repository.openedByRule(viewer.userId, 'horoscope'),
        notInterested(viewer.userId),
        repository.openedByRule(viewer.userId, 'photo'),
      ]);
      const seer: CardViewer = { viewer, openedPhotos: new Set(openedPhotos), who: viewer.userId };
      const opening = horoscopeOpening(viewer, sex, opened);
      const search = {
        query: { ...query, sx: sex },
        list,
        opening,
        hidden: { owners: [...viewer.blocked], profiles: notShown },
      };
      const ranker = ranking();
      const found = await ranker.matches({ ...search, ranks: rankTable(ruleSet, me, sex) });
      const { ranked, apart } = found;
      // A replica's ranking may lag; who is on the page is the primary's decision.
      const shown =
        ranker === repository
          ? undefined
          : await repository.stillMatching(
              search,
              found.rows.map((row) => row.id),
            );
      const rows = shown ? found.rows.filter((row) => shown.has(row.id)) : found.rows;
      const items = rows.map((row) => {
        // The ranked list holds only horoscopes open without a new look (the repository's condition).
        const result = list === 'ranked' ? matchCouple(ruleSet, me, horoscopePerson(row)) : undefined;
        return {
          lastSeen: row.lastSeenAt.toISOString().slice(0, 10),
          searchResults: searchResult(row, labelsIn(language), seer),
          band: result ? matchBand(result) : null,
          match: result ? matchSummary(resultIn(result, language)) : null,
          apart: result ? null : apartReason(opening, row),
        };
      });
      return { ...head, items, ranked, apart };
    },

    /**
     * Why "Horoscope must match" cannot be kept for one of the member's profiles (no star or
     * padam, no horoscope, no sex), by key; undefined when it can.
     */
    async unmatchableReason(user: { id: number }, profileId: number) {
      const profile = (await repository.matchable(user.id)).find((row) => row.id === profileId);
      return profile ? unmatchable(profile) : undefined;
    },
  };
}
