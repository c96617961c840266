import { and, eq, gt, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';

import type { ProtectedSection, SectionVisibility } from '@vivaha/shared/privacy';

import { profiles, protectedViews } from '#src/db/schema.ts';

import { isKeptForApproved, isPublished, notKeptWhere, publishedWhere, shownToAllWhere } from './published.ts';

/**
 * Who sees a profile and its protected details (DESIGN.md, Rules the server owns; README,
 * Security and privacy). Every answer that carries a profile asks these functions.
 */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
  profiles: Array<{ id: number; name: string; sex: number; active: number; reportHold: boolean }>;
  /** Profiles that approved a request from this viewer, each with the viewer's asking profile. */
  approvedFor: Map<number, number>;
  /** Accounts on the other side of a block, whichever side made it. */
  blocked: Set<number>;
}

export interface Target {
  id: number;
  ownerId: number;
  sex: number;
}

/** `isPublished` as a condition on the profiles table, for every public listing. */
export const publishedProfile = publishedWhere(profiles);

/** What one member is not shown: accounts on the other side of a block, profiles marked Not interested. */
export interface Hidden {
  owners: readonly number[];
  profiles: readonly number[];
}
export const NOTHING_HIDDEN: Hidden = { owners: [], profiles: [] };

/**
 * `Hidden` as a condition on the profiles table. `owners` holds the accounts on either side of a
 * block (blocks.repository.ts, `hiddenOwners`), so a block hides both ways; `isBlockedFrom` is the
 * same rule for one profile.
 */
export const notHiddenWhere = (hidden: Hidden) =>
  and(
    hidden.owners.length ? notInArray(profiles.ownerId, [...hidden.owners]) : undefined,
    hidden.profiles.length ? notInArray(profiles.id, [...hidden.profiles]) : undefined,
  );

/** Openings through the opposite-sex rule count toward the daily cap, and reopen for free, this long. */
export const withinCapWindow = gt(protectedViews.viewedAt, sql`now() - interval '24 hours'`);

/** This member's openings through the opposite-sex rule that still stand: what the daily cap counts. */
export const ruleOpeningsWhere = (viewerId: number) =>
  and(eq(protectedViews.viewerId, viewerId), eq(protectedViews.via, 'rule'), withinCapWindow);

/**
 * Those of them that opened `section` (horoscope, photo): the ones `HoroscopeOpening.opened` and a
 * card's opened photos are read from.
 */
export const openedByRuleWhere = (viewerId: number, section: ProtectedSection) =>
  and(ruleOpeningsWhere(viewerId), sql`(',' || ${protectedViews.sections} || ',') like ${`%,${section},%`}`);

/**
 * What a member may see of other profiles' horoscopes without a new look: the matches page ranks
 * only these, and "Horoscope must match" judges only these. A band from any other horoscope would
 * say something of a protected star that no look was counted for.
 */
export interface HoroscopeOpening {
  viewerId: number;
  /** The team sees every horoscope. */
  all: boolean;
  /** Profiles whose owners approved a request from this member. */
  approved: readonly number[];
  /** The member has a published profile of the other sex than the candidates (the opposite-sex rule). */
  byRule: boolean;
  /** Profiles whose horoscope this member opened through that rule in the last 24 hours (at most the daily cap). */
  opened: readonly number[];
}

/** A member's opening of the horoscopes of profiles of `sex`, with the ones they opened lately. */
export const horoscopeOpening = (viewer: Viewer, sex: number, opened: readonly number[]): HoroscopeOpening => ({
  viewerId: viewer.userId,
  all: viewer.isAdmin,
  approved: [...viewer.approvedFor.keys()],
  byRule: viewer.profiles.some((own) => isPublished(own) && own.sex !== sex),
  opened,
});

/** A candidate as the horoscope rule reads it. */
export interface HoroscopeCandidate {
  id: number;
  horoscopeProtected: boolean;
  horoscopeVisibility: string;
}

/**
 * How a candidate's horoscope stands for a member who has not opened it now (`sectionState`):
 * 'open' (shown to all, approved for them, or the team), 'rule' (it would open on its page and
 * count as a look), 'approvedOnly' or 'closed'.
 */
export function horoscopeState(opening: HoroscopeOpening, row: HoroscopeCandidate): SectionState {
  if (opening.all) return 'open';
  const access = opening.approved.includes(row.id) ? 'approved' : opening.byRule ? 'rule' : null;
  return sectionState(access, {
    protected: row.horoscopeProtected,
    visibility: ownerChoice(row.horoscopeVisibility),
  });
}

/** Whether the member sees the candidate's horoscope without a new look: open, or opened by rule lately. */
export function horoscopeOpenNow(opening: HoroscopeOpening, row: HoroscopeCandidate): boolean {
  const state = horoscopeState(opening, row);
  return state === 'open' || (state === 'rule' && opening.opened.includes(row.id));
}

/** `horoscopeOpenNow` as a condition on the profiles table: never null, so it can be negated. */
export function horoscopeOpenNowSql(opening: HoroscopeOpening): SQL {
  if (opening.all) return sql`true`;
  const idIn = (ids: readonly number[]) => (ids.length ? inArray(profiles.id, [...ids]) : undefined);
  const openedByRule = opening.byRule ? idIn(opening.opened) : undefined;
  return (
    or(
      idIn(opening.approved),
      shownToAllWhere({ protected: profiles.horoscopeProtected, visibility: profiles.horoscopeVisibility }),
      openedByRule && and(notKeptWhere(profiles.horoscopeVisibility), openedByRule),
    ) ?? sql`false`
  );
}

/**
 * Why a viewer may open a profile's protected details, or null when they may not. 'rule' (a
 * published profile of the opposite sex) is the one the daily cap counts; an approval comes first.
 */
export type ProtectedAccess = 'owner' | 'admin' | 'approved' | 'rule' | null;

/** The viewer's first published profile of the other sex: what the opposite-sex rule rests on. */
export const ruleProfile = (viewer: Viewer, target: Target) =>
  viewer.profiles.find((profile) => isPublished(profile) && profile.sex !== target.sex);

export function protectedAccess(viewer: Viewer | undefined, target: Target): ProtectedAccess {
  if (!viewer) return null;
  if (viewer.userId === target.ownerId) return 'owner';
  if (viewer.isAdmin) return 'admin';
  if (viewer.approvedFor.has(target.id)) return 'approved';
  return ruleProfile(viewer, target) ? 'rule' : null;
}

/** What the owner chose for one section, and whether the section is protected at all. */
export interface SectionRules {
  protected: boolean;
  visibility: SectionVisibility;
}

/**
 * How one section opens for a viewer with this access: 'open'; 'rule' (open through the
 * opposite-sex rule, so it counts toward the daily cap); 'approvedOnly' (closed: the owner shows
 * it only to members they approve); or 'closed'. The owner's "only members I approve" wins over
 * everything but the owner, the team and an approval.
 */
export type SectionState = 'open' | 'rule' | 'approvedOnly' | 'closed';

export function sectionState(access: ProtectedAccess, rules: SectionRules): SectionState {
  if (access === 'owner' || access === 'admin' || access === 'approved') return 'open';
  if (rules.visibility === 'approved') return 'approvedOnly';
  if (!rules.protected) return 'open';
  return access === 'rule' ? 'rule' : 'closed';
}

/**
 * Whom a section opens to beyond the owner, the team and the families the owner approved, as its
 * owner reads it: no one else, members under the opposite-sex rule, or everyone (`sectionState`
 * for a stranger and for a member under the rule).
 */
export function shownTo(rules: SectionRules): 'approved' | 'rule' | 'everyone' {
  if (sectionState('rule', rules) === 'approvedOnly') return 'approved';
  return sectionState(null, rules) === 'open' ? 'everyone' : 'rule';
}

/** A section that anyone without an approval may be refused: what an approved opening shows. */
export const isGuarded = (rules: SectionRules) => rules.protected || rules.visibility === 'approved';

/** The owner's choice for a section as stored: "Only members I approve", or the rule. */
export const ownerChoice = (value: string): SectionVisibility => (isKeptForApproved(value) ? 'approved' : 'members');

/** The three sections' rules of a profile row. */
export function sectionRules(row: {
  photoProtected: boolean;
  contactProtected: boolean;
  horoscopeProtected: boolean;
  photoVisibility: string;
  contactVisibility: string;
  horoscopeVisibility: string;
}): Record<ProtectedSection, SectionRules> {
  return {
    photo: { protected: row.photoProtected, visibility: ownerChoice(row.photoVisibility) },
    contact: { protected: row.contactProtected, visibility: ownerChoice(row.contactVisibility) },
    horoscope: { protected: row.horoscopeProtected, visibility: ownerChoice(row.horoscopeVisibility) },
  };
}

/** A card's profile as the photo rule reads it. */
export interface CardPhotoTarget extends Target {
  photoProtected: boolean;
  photoVisibility: string;
}

/**
 * Whether a card (search, latest, random, browse, matches, shortlist) shows the profile's photo to
 * this viewer: as its profile page would without a new look. A visitor sees photos the owner
 * neither protects nor keeps for approved members; a member also those of the profiles that
 * approved them, their own, and those they opened on the profile page through the opposite-sex
 * rule in the last 24 hours (`openedPhotos`: a card never counts a look); the team sees all.
 */
export function cardShowsPhoto(
  viewer: Viewer | undefined,
  row: CardPhotoTarget,
  openedPhotos: ReadonlySet<number> = NONE_OPENED,
): boolean {
  const state = sectionState(protectedAccess(viewer, row), {
    protected: row.photoProtected,
    visibility: ownerChoice(row.photoVisibility),
  });
  return state === 'open' || (state === 'rule' && openedPhotos.has(row.id));
}

const NONE_OPENED: ReadonlySet<number> = new Set();

/** A horoscope kept for approved members says nothing of itself on a card (Chevvai dosham, chart). */
export const cardShowsHoroscope = (row: { horoscopeVisibility: string }) => !isKeptForApproved(row.horoscopeVisibility);

/** A block between the viewer and the profile's owner hides the profile, except from the team. */
export const isBlockedFrom = (viewer: Viewer | undefined, target: Target) =>
  Boolean(viewer && !viewer.isAdmin && viewer.userId !== target.ownerId && viewer.blocked.has(target.ownerId));

/** Only the owner and admins see a profile that is not published. */
export const maySeeUnpublished = (viewer: Viewer | undefined, target: Target) =>
  Boolean(viewer && (viewer.isAdmin || viewer.userId === target.ownerId));

/** One stored photo as the rule below reads it: its profile's row and whether the team reviewed it. */
export interface PhotoTarget extends Target {
  active: number;
  reportHold: boolean;
  photoProtected: boolean;
  photoVisibility: string;
  reviewed: boolean;
}

/**
 * Whether a viewer may see one stored photo now, as the profile view would show it to them: the
 * profile is not behind a block, is published (or theirs, or the viewer is the team), its photo
 * section opens, and the team has reviewed the photo (its owner and the team see it before). A
 * visitor may see what a card shows. Photo addresses are checked against this when served
 * (media/photo-rights.ts). The daily cap is not counted again here: an address opened through the
 * opposite-sex rule was only written while the cap allowed it.
 */
export function photoShown(viewer: Viewer | undefined, photo: PhotoTarget): boolean {
  if (isBlockedFrom(viewer, photo)) return false;
  if (!isPublished(photo) && !maySeeUnpublished(viewer, photo)) return false;
  const access = protectedAccess(viewer, photo);
  if (!photo.reviewed && access !== 'owner' && access !== 'admin') return false;
  const state = sectionState(access, {
    protected: photo.photoProtected,
    visibility: ownerChoice(photo.photoVisibility),
  });
  return state === 'open' || state === 'rule';
}
