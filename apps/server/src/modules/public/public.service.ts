import crypto from 'node:crypto';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import { ageOn } from '@vivaha/shared/dates';
import { matchCouple, type MatchResult, type RuleSet } from '@vivaha/shared/horoscope/engine';
import { matchBand, rankTable } from '@vivaha/shared/horoscope/ranking';
import { sinhalaPorondam } from '@vivaha/shared/horoscope/sinhala-porondam';
import { isPadam, isStar, weekdayOf } from '@vivaha/shared/horoscope/stars';
import { tamilPorutham } from '@vivaha/shared/horoscope/tamil-porutham';
import type { Language } from '@vivaha/shared/languages';
import { optionLabelIn, type OptionListName } from '@vivaha/shared/locales/options';
import {
  matchesMessages,
  matchMessages,
  type ApartReason,
  type MatchableAnswer,
  type MatchAnswer,
  type MatchesAnswer,
  type MatchesQuery,
  type MatchSummary,
  type MatchSystem,
} from '@vivaha/shared/match';
import { measureText } from '@vivaha/shared/measures';
import { createdBy } from '@vivaha/shared/options/created-by';
import { sexes } from '@vivaha/shared/options/sexes';
import { PROTECTED_SECTIONS, type ProtectedSection } from '@vivaha/shared/privacy';
import type {
  AstroDetails,
  BasicDetails,
  BrowseCounts,
  ContactDetails,
  ImageDisplay,
  LatestResult,
  ProfileView,
  RequestState,
  SearchQuery,
  SearchResult,
  ViewSummary,
  BrowseField,
} from '@vivaha/shared/public';
import { BROWSE_FIELDS } from '@vivaha/shared/public';
import { profilePath } from '@vivaha/shared/slugs';

import { memberKey, visitorKey } from '#src/lib/actor-keys.ts';
import { createExpiringMap } from '#src/lib/expiring-map.ts';
import { badRequest, httpError, notFound } from '#src/lib/http-errors.ts';
import { measureWordsIn, translateMessage, messages } from '#src/lib/messages.ts';
import { isAdmin } from '#src/modules/access/index.ts';
import {
  cardShowsHoroscope,
  cardShowsPhoto,
  horoscopeOpening,
  horoscopeState,
  isBlockedFrom,
  isGuarded,
  isPublished,
  maySeeUnpublished,
  NOTHING_HIDDEN,
  ownerChoice,
  protectedAccess,
  ruleProfile,
  sectionRules,
  sectionState,
  type Hidden,
  type HoroscopeCandidate,
  type HoroscopeOpening,
  type SectionState,
  type Target,
  type Viewer,
} from '#src/modules/access/index.ts';
import type { MediaSigner, PhotoViewer } from '#src/modules/media/index.ts';
import type { SavedSearchQuery } from '#src/modules/saved-searches/index.ts';

import type { HoroscopeRule, PublicRepository } from './public.repository.ts';

export const LATEST_COUNT = 10;
export const RANDOM_COUNT = 9;
/**
 * A member may open the protected details of this many different profiles in 24 hours through
 * the opposite-sex rule; approvals do not count. Enough for a family reading closely, not for a
 * scraper collecting phone numbers.
 */
export const PROTECTED_DAILY_LIMIT = 30;

export const publicText = messages('public', {
  notFound: 'Profile not found.',
  photo:
    'Photos are shown to members with a published profile of the opposite gender, or when the owner approves your request.',
  contact:
    'Contact details are shown to members with a published profile of the opposite gender, or when the owner approves your request.',
  astro:
    'Horoscope details are shown to members with a published profile of the opposite gender, or when the owner approves your request.',
  photoApprovedOnly:
    'This family shows photos only to members they approve. Send a request from one of your profiles to ask.',
  contactApprovedOnly:
    'This family shows contact details only to members they approve. Send a request from one of your profiles to ask.',
  astroApprovedOnly:
    'This family shows horoscope details only to members they approve. Send a request from one of your profiles to ask.',
  noPhoto: 'No photo has been added yet.',
  noHoroscope: 'This person does not follow horoscopes.',
  dailyLimit: `You have viewed the contact details of ${PROTECTED_DAILY_LIMIT} profiles today; ask the owner or come back tomorrow.`,
} as const);

/** The sexes of a bride and a groom (`sexes`). */
const FEMALE = sexes.find((option) => option.label === 'Female')!.id;
const MALE = sexes.find((option) => option.label === 'Male')!.id;

/** The "Created by" choice of a marriage broker's profiles: labelled on the public view. */
const MARRIAGE_BROKER = createdBy.find((option) => option.label === 'Marriage Broker')!.id;

type CardRow = Awaited<ReturnType<PublicRepository['latest']>>[number];
type ProfileRow = NonNullable<Awaited<ReturnType<PublicRepository['findById']>>>;

const ruleSets: Record<MatchSystem, RuleSet> = { tamil: tamilPorutham, sinhala: sinhalaPorondam };

/** The sex of the profiles a bride or a groom is matched with. */
const otherSex = (sex: number) => (sex === FEMALE ? MALE : FEMALE);

/**
 * Why a profile's horoscope is listed apart: the family keeps it for members they approve, or it
 * opens on the profile's page (counted as a look there).
 */
const apartReason = (opening: HoroscopeOpening, row: HoroscopeCandidate): ApartReason =>
  horoscopeState(opening, row) === 'approvedOnly' ? 'approvedOnly' : 'openProfile';

/** What the horoscope engine reads of a profile. */
interface Horoscope {
  sex: number;
  dob: string;
  astroStar: number;
  astroPadam: number;
  noHoroscope: boolean;
}

const horoscopePerson = (profile: Horoscope) => ({
  sex: profile.sex,
  star: profile.astroStar,
  padam: profile.astroPadam,
  weekday: weekdayOf(profile.dob),
  followsHoroscopes: !profile.noHoroscope,
});

/** Why one of the member's profiles cannot be matched: the matches page needs a bride or a groom with star and padam. */
function unmatchable(profile: Horoscope, language: Language): string | undefined {
  const say = (text: string) => translateMessage(text, language);
  if (profile.sex !== FEMALE && profile.sex !== MALE) return say(matchesMessages.noSex);
  if (profile.noHoroscope) return say(matchesMessages.noHoroscope);
  if (!isStar(profile.astroStar) || !isPadam(profile.astroPadam)) return say(matchesMessages.noStar);
  return undefined;
}

/** A match's words in a language: factor names and meanings, the total, the reasons and the note. */
function resultIn(result: MatchResult, language: Language): MatchResult {
  if (language === 'en') return result;
  const say = (text: string) => translateMessage(text, language);
  return {
    ...result,
    name: say(result.name),
    factors: result.factors.map((factor) => ({
      ...factor,
      name: say(factor.name),
      meaning: say(factor.meaning),
      ...(factor.reason === undefined ? {} : { reason: say(factor.reason) }),
      ...(factor.otherSchools === undefined ? {} : { otherSchools: factor.otherSchools.map(say) }),
    })),
    total: say(result.total),
    vetoes: result.vetoes.map(say),
    ...(result.reason === undefined ? {} : { reason: say(result.reason) }),
    note: say(result.note),
  };
}

const matchSummary = ({ passes, outOf, total, vetoes, reason }: MatchResult): MatchSummary => ({
  passes,
  outOf,
  total,
  vetoes,
  ...(reason === undefined ? {} : { reason }),
});

/** A coded list's labels in one language ('' for an unknown id). */
const labelsIn = (language: Language) => (list: OptionListName, id: number) => optionLabelIn(language, list, id) ?? '';
type Labels = ReturnType<typeof labelsIn>;

/** The wire's `sex` stays the list's English word in every language: screens tell brides and grooms apart by it. */
const sexWord = labelsIn('en');

/** A height or a weight as the page's language writes it (`@vivaha/shared/measures`). */
const measure = (kind: 'height' | 'weight', value: string, unit: number, l: Labels, language: Language) =>
  measureText(kind, value, unit, measureWordsIn(language), (id) =>
    l(kind === 'height' ? 'heightUnits' : 'weightUnits', id),
  );

/** The signed-in member a list is drawn for (an administrator's role lets the team see every photo). */
interface ListUser {
  id: number;
  role?: string;
}

/**
 * Whom a list's cards are drawn for: the viewer the photo rule reads (none for a visitor), the
 * profiles whose photos they opened through the opposite-sex rule lately, and whom the photo
 * addresses are written for.
 */
interface CardViewer {
  viewer: Viewer | undefined;
  openedPhotos: ReadonlySet<number>;
  who: PhotoViewer;
}

const VISITOR_CARDS: CardViewer = { viewer: undefined, openedPhotos: new Set(), who: 'visitor' };

interface Deps {
  repository: PublicRepository;
  signer: MediaSigner;
  /** The profiles that approved a request from one of this user's profiles, with the asking one. */
  approvedFor: (userId: number) => Promise<Map<number, number>>;
  /** The accounts on the other side of a block with this user. */
  hiddenOwners: (userId: number) => Promise<Set<number>>;
  /** The profiles this user marked "Not interested". */
  notInterested: (userId: number) => Promise<number[]>;
  /**
   * Where the matches page is ranked: a read replica's repository when there is one (taken in
   * turn), else `repository`. What it ranks is checked against `repository` before it is shown.
   */
  ranking?: () => PublicRepository;
}

export function createPublicService({
  repository,
  signer,
  approvedFor,
  hiddenOwners,
  notInterested,
  ranking = () => repository,
}: Deps) {
  /**
   * A card's picture, where this viewer may see the photo without a new look (`cardShowsPhoto` in
   * visibility.ts), its address written for the viewer of the answer (it answers only while they
   * may see it); else whether a reviewed photo is kept back, so the card says it is there, on request.
   */
  const cardPhoto = (row: CardRow, seer: CardViewer) => {
    const shown = cardShowsPhoto(seer.viewer, row, seer.openedPhotos);
    return {
      defaultimage: row.defaultImageKey && shown ? signer.url(row.defaultImageKey, 'card', seer.who) : '',
      photoProtected: Boolean(row.defaultImageKey) && !shown,
    };
  };

  const latestResult = (row: CardRow, l: Labels, seer: CardViewer): LatestResult => ({
    profileid: row.id,
    name: row.name,
    age: ageOn(row.dob),
    occupation: l('occupations', row.occupation),
    livingcity: row.livingCity,
    religion: l('religions', row.religion),
    ethnicity: l('ethnicities', row.ethnicity),
    education: l('educations', row.education),
    martialstatus: l('maritalStatuses', row.maritalStatus),
    sex: sexWord('sexes', row.sex),
    profileURL: profilePath(row.id, row.name),
    verified: row.verified,
    ...cardPhoto(row, seer),
  });

  const searchResult = (row: CardRow, l: Labels, seer: CardViewer): SearchResult => ({
    profileid: row.id,
    name: row.name,
    age: ageOn(row.dob),
    livingcity: row.livingCity,
    residentcountry: l('countries', row.residentCountry),
    ethnicity: l('ethnicities', row.ethnicity),
    religion: l('religions', row.religion),
    martialstatus: l('maritalStatuses', row.maritalStatus),
    occupation: l('occupations', row.occupation),
    sex: sexWord('sexes', row.sex),
    astroChevaiThosam: cardShowsHoroscope(row) && row.chevaiThosam,
    ChartAvailable: cardShowsHoroscope(row) && row.chartLink !== '',
    profileURL: profilePath(row.id, row.name),
    verified: row.verified,
    ...cardPhoto(row, seer),
  });

  /**
   * The view's summary. The horoscope flags and the photo go only to a viewer the sections are
   * open to (`openSections`, from modules/access); `mainImage` is the first photo the view shows.
   */
  function summary(
    row: ProfileRow,
    open: { photo: boolean; horoscope: boolean },
    mainImage: { storageKey: string } | undefined,
    l: Labels,
    who: PhotoViewer,
  ): ViewSummary {
    return {
      profileid: row.id,
      name: row.name,
      age: ageOn(row.dob),
      sex: sexWord('sexes', row.sex),
      createdby: l('createdBy', row.createdBy),
      martialstatus: l('maritalStatuses', row.maritalStatus),
      ethnicity: l('ethnicities', row.ethnicity),
      religion: l('religions', row.religion),
      additionalcaste: row.additionalCaste,
      mothertonque: l('motherTongues', row.motherTongue),
      education: l('educations', row.education),
      occupation: l('occupations', row.occupation),
      livingcity: row.livingCity,
      residentcountry: l('countries', row.residentCountry),
      birthcity: row.birthCity,
      astroChevaiThosam: open.horoscope && row.chevaiThosam,
      ChartAvailable: open.horoscope && row.chartLink !== '',
      profileURL: profilePath(row.id, row.name),
      verified: row.verified,
      defaultimage: open.photo && mainImage ? signer.url(mainImage.storageKey, 'card', who) : '',
    };
  }

  function basic(row: ProfileRow, l: Labels, language: Language): BasicDetails {
    return {
      birthcountry: l('countries', row.birthCountry),
      castenobar: row.casteNoBar,
      sponsor: row.sponsor,
      annualincome: row.annualIncome,
      additionaloccupation: row.additionalOccupation,
      additionalqualification: row.additionalQualification,
      notbeleiveinhor: row.noHoroscope,
      heightText: measure('height', row.height, row.heightType, l, language),
      weightText: measure('weight', row.weight, row.weightType, l, language),
      complexion: l('complexions', row.complexion),
      foodhabits: l('foodHabits', row.foodHabits),
      bodytype: l('bodyTypes', row.bodyType),
      citizencountry: l('countries', row.citizenCountry),
      other: row.about,
      exOther: row.expectations,
    };
  }

  const astro = (row: ProfileRow, open: boolean, closed: string, l: Labels, language: Language): AstroDetails =>
    open
      ? {
          notbeleiveinhor: row.noHoroscope,
          astro_star: l('birthStars', row.astroStar),
          astro_rasi: l('rasis', row.astroRasi),
          astro_padam: row.astroPadam,
          astro_pavam: row.astroPavam,
          astro_birthdaytime: row.astroBirthTime,
          astroChevaiThosam: row.chevaiThosam,
          astro_ChartFile: row.chartLink,
          message: row.noHoroscope ? translateMessage(publicText.noHoroscope, language) : '',
        }
      : { message: closed };

  const contact = (row: ProfileRow, open: boolean, closed: string, l: Labels): ContactDetails =>
    open
      ? {
          title: row.title,
          contactname: row.contactName,
          email: row.email,
          organization: row.organization,
          address1: row.address1,
          address2: row.address2,
          address3: row.address3,
          city: row.city,
          postcode: row.postcode,
          country: l('countries', row.country),
          phone1: row.phone1,
          phone2: row.phone2,
          fax: row.fax,
          mobile: row.mobile,
          message: '',
        }
      : { message: closed };

  /**
   * How each protected section opens for this viewer now. Sections open through the opposite-sex
   * rule are refused with the daily-limit message once the cap is reached. Every opening by a
   * member other than the owner or the team is recorded, so owners can be told who saw what.
   */
  async function openSections(
    viewer: Viewer | undefined,
    target: Target,
    row: ProfileRow,
    asked: readonly ProtectedSection[] = PROTECTED_SECTIONS,
  ) {
    const rules = sectionRules(row);
    const access = protectedAccess(viewer, target);
    const states = {
      photo: sectionState(access, rules.photo),
      contact: sectionState(access, rules.contact),
      horoscope: sectionState(access, rules.horoscope),
    } satisfies Record<ProtectedSection, SectionState>;
    let capped = false;
    // The viewer's profile the owner is shown, with its name now: kept if that profile goes.
    const shownAs = (own: { id: number; name: string } | undefined) => ({
      viewerProfileId: own?.id ?? null,
      viewerName: own?.name ?? '',
    });
    if (viewer && access === 'rule') {
      const byRule = asked.filter((section) => states[section] === 'rule');
      if (byRule.length) {
        const opening = {
          viewerId: viewer.userId,
          ...shownAs(ruleProfile(viewer, target)),
          profileId: target.id,
          sections: byRule,
        };
        capped = !(await repository.openByRule(opening, PROTECTED_DAILY_LIMIT));
      }
    }
    if (viewer && access === 'approved') {
      const guarded = asked.filter((section) => isGuarded(rules[section]));
      if (guarded.length) {
        const asker = viewer.approvedFor.get(target.id);
        await repository.recordApprovedOpening({
          viewerId: viewer.userId,
          ...shownAs(viewer.profiles.find((own) => own.id === asker)),
          profileId: target.id,
          sections: guarded,
        });
      }
    }
    const shown = (section: ProtectedSection) => states[section] === 'open' || (states[section] === 'rule' && !capped);
    const closedText = (section: ProtectedSection, polite: string, approvedOnly: string) =>
      states[section] === 'approvedOnly'
        ? approvedOnly
        : capped && states[section] === 'rule'
          ? publicText.dailyLimit
          : polite;
    return {
      photo: shown('photo'),
      contact: shown('contact'),
      horoscope: shown('horoscope'),
      photoText: closedText('photo', publicText.photo, publicText.photoApprovedOnly),
      contactText: closedText('contact', publicText.contact, publicText.contactApprovedOnly),
      astroText: closedText('horoscope', publicText.astro, publicText.astroApprovedOnly),
    };
  }

  /**
   * Signed-in members do not see the profiles of accounts on the other side of a block, nor those
   * they marked "Not interested".
   */
  const hiddenFrom = async (user: { id: number } | null): Promise<Hidden> => {
    if (!user) return NOTHING_HIDDEN;
    const [owners, profiles] = await Promise.all([hiddenOwners(user.id), notInterested(user.id)]);
    return { owners: [...owners], profiles };
  };

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

  /** The viewer behind a request: their profiles, approvals and blocks. */
  async function viewerOf(user: { id: number; role: string }): Promise<Viewer>;
  async function viewerOf(user: { id: number; role: string } | null): Promise<Viewer | undefined>;
  async function viewerOf(user: { id: number; role: string } | null): Promise<Viewer | undefined> {
    if (!user) return undefined;
    const [profiles, approved, blocked] = await Promise.all([
      repository.viewerProfiles(user.id),
      approvedFor(user.id),
      hiddenOwners(user.id),
    ]);
    return { userId: user.id, isAdmin: isAdmin(user), profiles, approvedFor: approved, blocked };
  }

  /**
   * A list's reader: what the list leaves out for them (`hiddenFrom`) and whom its cards are drawn
   * for (a visitor, or a member with their approvals and the photos they opened lately).
   */
  async function listReader(user: ListUser | null): Promise<{ hidden: Hidden; seer: CardViewer }> {
    if (!user) return { hidden: NOTHING_HIDDEN, seer: VISITOR_CARDS };
    const [viewer, notShown, opened] = await Promise.all([
      viewerOf({ id: user.id, role: user.role ?? 'member' }),
      notInterested(user.id),
      repository.openedByRule(user.id, 'photo'),
    ]);
    return {
      hidden: { owners: [...viewer.blocked], profiles: notShown },
      seer: { viewer, openedPhotos: new Set(opened), who: user.id },
    };
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
      if (!profile || !isPublished(profile) || unmatchable(profile, 'en') !== undefined) return 'none';
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
        throw notFound(publicText.notFound);
      }
      if (row.sex === mine.sex) throw badRequest(matchMessages.sameSex, { with: matchMessages.sameSex });
      // Before anything of the other profile is looked at: an unpublished profile's star changes
      // at once, so matching from it would read another's protected star one guess at a time.
      if (!isPublished(mine)) throw badRequest(matchMessages.notPublished, { with: matchMessages.notPublished });
      const open = await openSections(viewer, target, row, ['horoscope']);
      if (!open.horoscope) throw notFound(publicText.notFound);

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
          const reason = isPublished(row)
            ? unmatchable(row, language)
            : translateMessage(matchesMessages.notPublished, language);
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
      if (!mine) throw notFound(publicText.notFound);
      if (!isPublished(mine)) throw httpError(409, matchesMessages.notPublished);
      const { system, list } = query;
      const head = { profile: { profileId: mine.id, name: mine.name }, system, list };
      const reason = unmatchable(mine, language);
      if (reason !== undefined) {
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
     * A profile as this viewer may see it. Sections the viewer may not open carry only their
     * polite message: none of their data is anywhere in the answer.
     */
    async view(
      id: number,
      viewer: Viewer | undefined,
      anonymousKey: string,
      language: Language = 'en',
    ): Promise<ProfileView> {
      const l = labelsIn(language);
      const say = (text: string) => translateMessage(text, language);
      const row = await repository.findById(id);
      const target = row && { id: row.id, ownerId: row.ownerId, sex: row.sex };
      if (
        !row ||
        !target ||
        isBlockedFrom(viewer, target) ||
        (!isPublished(row) && !maySeeUnpublished(viewer, target))
      ) {
        throw notFound(publicText.notFound);
      }
      const open = await openSections(viewer, target, row);
      // A view counts once per viewer and day; the owner's own do not.
      const counting =
        viewer?.userId === row.ownerId
          ? undefined
          : repository.countView(row.id, viewer ? memberKey(viewer.userId) : visitorKey(anonymousKey));
      const asking = (viewer?.profiles ?? []).filter((profile) => profile.id !== row.id);
      const [images, requests] = await Promise.all([
        open.photo ? repository.listImages(row.id) : [],
        repository.requestStatuses(
          asking.map((profile) => profile.id),
          row.id,
        ),
        counting,
      ]);
      const who: PhotoViewer = viewer?.userId ?? 'visitor';
      const ordered = [...images].sort(
        (a, b) => Number(b.id === row.defaultImageId) - Number(a.id === row.defaultImageId),
      );
      const imageDisplay: ImageDisplay = open.photo
        ? {
            items: ordered.map((image) => ({
              imagename: signer.url(image.storageKey, 'full', who),
              thumbnail: signer.url(image.storageKey, 'thumb', who),
              medium: signer.url(image.storageKey, 'medium', who),
            })),
            message: images.length ? '' : say(publicText.noPhoto),
          }
        : { items: [], message: say(open.photoText) };

      return {
        searchResults: summary(row, open, ordered[0], l, who),
        basicDetails: basic(row, l, language),
        astroDetails: astro(row, open.horoscope, say(open.astroText), l, language),
        contactDetails: contact(row, open.contact, say(open.contactText), l),
        imageDisplay: imageDisplay,
        showphoto: open.photo,
        photoavailable: open.photo ? images.length > 0 : row.hasReviewedPhoto,
        photoprotected: isGuarded({ protected: row.photoProtected, visibility: ownerChoice(row.photoVisibility) }),
        showcontact: open.contact,
        showastro: open.horoscope,
        fkCustId: row.ownerId,
        bybroker: row.createdBy === MARRIAGE_BROKER,
        permisionData: asking.map((profile) => ({
          profileId: profile.id,
          name: profile.name,
          request: requestState(requests.get(profile.id)),
        })),
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

    /**
     * Why "Horoscope must match" cannot be kept for one of the member's profiles (no star or
     * padam, no horoscope, no sex), in the language asked; undefined when it can.
     */
    async unmatchableReason(user: { id: number }, profileId: number, language: Language = 'en') {
      const profile = (await repository.matchable(user.id)).find((row) => row.id === profileId);
      return profile ? unmatchable(profile, language) : undefined;
    },

    viewer: viewerOf,
  };
}

/** How long the browse index's counts are kept. */
const BROWSE_COUNTS_SECONDS = 10 * 60;
const isBrowseField = (field: string): field is BrowseField => (BROWSE_FIELDS as readonly string[]).includes(field);

const REQUEST_STATE_BY_CODE = new Map<number, RequestState>([
  [REQUEST_STATUS.pending, 'pending'],
  [REQUEST_STATUS.approved, 'approved'],
  [REQUEST_STATUS.rejected, 'rejected'],
]);
const requestState = (code: number | undefined) =>
  code === undefined ? null : (REQUEST_STATE_BY_CODE.get(code) ?? null);

/** A visitor's daily view key: a hash of their address, never the address itself. */
export const anonymousKey = (ip: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 32);

export type PublicService = ReturnType<typeof createPublicService>;
