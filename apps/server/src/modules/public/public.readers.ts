import { ageOn } from '@vivaha/shared/dates';
import type { Language } from '@vivaha/shared/languages';
import { optionLabelIn, type OptionListName } from '@vivaha/shared/locales/options';
import { measureText } from '@vivaha/shared/measures';
import type { LatestResult, SearchResult } from '@vivaha/shared/public';
import { profilePath } from '@vivaha/shared/slugs';

import { measureWordsIn } from '#src/lib/messages.ts';
import {
  isAdmin,
  cardShowsHoroscope,
  cardShowsPhoto,
  NOTHING_HIDDEN,
  type Hidden,
  type Viewer,
} from '#src/modules/access/index.ts';
import type { MediaSigner, PhotoViewer } from '#src/modules/media/index.ts';

import type { PublicRepository } from './public.repository.ts';

export type CardRow = Awaited<ReturnType<PublicRepository['latest']>>[number];
export type ProfileRow = NonNullable<Awaited<ReturnType<PublicRepository['findById']>>>;

/** A coded list's labels in one language ('' for an unknown id). */
export const labelsIn = (language: Language) => (list: OptionListName, id: number) =>
  optionLabelIn(language, list, id) ?? '';
export type Labels = ReturnType<typeof labelsIn>;

/** The wire's `sex` stays the list's English word in every language: screens tell brides and grooms apart by it. */
export const sexWord = labelsIn('en');

/** A height or a weight as the page's language writes it (`@vivaha/shared/measures`). */
export const measure = (kind: 'height' | 'weight', value: string, unit: number, l: Labels, language: Language) =>
  measureText(kind, value, unit, measureWordsIn(language), (id) =>
    l(kind === 'height' ? 'heightUnits' : 'weightUnits', id),
  );

/** The signed-in member a list is drawn for (an administrator's role lets the team see every photo). */
export interface ListUser {
  id: number;
  role?: string;
}

/**
 * Whom a list's cards are drawn for: the viewer the photo rule reads (none for a visitor), the
 * profiles whose photos they opened through the opposite-sex rule lately, and whom the photo
 * addresses are written for.
 */
export interface CardViewer {
  viewer: Viewer | undefined;
  openedPhotos: ReadonlySet<number>;
  who: PhotoViewer;
}

export const VISITOR_CARDS: CardViewer = { viewer: undefined, openedPhotos: new Set(), who: 'visitor' };

export interface PublicDeps {
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

/**
 * What every public answer reads of its reader: who they are (`viewerOf`), what a list leaves out
 * for them and whom its cards are drawn for (`listReader`), and the cards themselves.
 */
export function createReaders({ repository, signer, approvedFor, hiddenOwners, notInterested }: PublicDeps) {
  /**
   * A card's picture, where this viewer may see the photo without a new look (`cardShowsPhoto` in
   * modules/access), its address written for the viewer of the answer (it answers only while they
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
   * Signed-in members do not see the profiles of accounts on the other side of a block, nor those
   * they marked "Not interested".
   */
  const hiddenFrom = async (user: { id: number } | null): Promise<Hidden> => {
    if (!user) return NOTHING_HIDDEN;
    const [owners, profiles] = await Promise.all([hiddenOwners(user.id), notInterested(user.id)]);
    return { owners: [...owners], profiles };
  };

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

  return { latestResult, searchResult, hiddenFrom, viewerOf, listReader };
}

export type Readers = ReturnType<typeof createReaders>;
