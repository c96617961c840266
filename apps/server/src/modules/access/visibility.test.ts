import { describe, expect, it } from 'vitest';

import {
  cardShowsHoroscope,
  cardShowsPhoto,
  horoscopeOpening,
  isBlockedFrom,
  isPublished,
  photoShown,
  protectedAccess,
  sectionState,
  type ProtectedAccess,
  type SectionState,
  type Viewer,
} from '#src/modules/access/index.ts';

const BRIDE = { id: 10, ownerId: 1, sex: 2 };

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  userId: 2,
  isAdmin: false,
  profiles: [],
  approvedFor: new Map(),
  blocked: new Set(),
  ...overrides,
});
const groom = (active: number, reportHold = false) => ({ id: 20, name: 'G', sex: 1, active, reportHold });

describe('who may open a profile’s protected details', () => {
  it.each<[string, Viewer | undefined, ProtectedAccess]>([
    ['a visitor', undefined, null],
    ['the owner', viewer({ userId: 1 }), 'owner'],
    ['an admin', viewer({ isAdmin: true }), 'admin'],
    ['a member whose request was approved', viewer({ approvedFor: new Map([[10, 30]]) }), 'approved'],
    ['a member with a published profile of the other sex', viewer({ profiles: [groom(1)] }), 'rule'],
    ['a member whose other-sex profile waits for review', viewer({ profiles: [groom(0)] }), null],
    ['a member whose other-sex profile is held after reports', viewer({ profiles: [groom(1, true)] }), null],
    ['a member whose only published profile is of the same sex', viewer({ profiles: [{ ...groom(1), sex: 2 }] }), null],
    ['a member with no profile', viewer(), null],
  ])('%s', (_, who, expected) => {
    expect(protectedAccess(who, BRIDE)).toBe(expected);
  });
});

describe('the horoscopes a member may see without a new look', () => {
  // A bride's horoscopes are opened by the rule only through a published groom profile of one's own.
  it.each<[string, Viewer, boolean]>([
    ['a member with a published groom', viewer({ profiles: [groom(1)] }), true],
    ['a member whose groom waits for review', viewer({ profiles: [groom(0)] }), false],
    ['a member whose groom is held after reports', viewer({ profiles: [groom(1, true)] }), false],
    ['a member whose only published profile is a bride', viewer({ profiles: [{ ...groom(1), sex: 2 }] }), false],
  ])('%s', (_, who, byRule) => {
    const opening = horoscopeOpening(who, 2, [10]);
    expect(opening.byRule).toBe(byRule);
    expect(opening.opened).toEqual([10]);
  });

  it('the team sees every one, and approvals count for their profiles', () => {
    expect(horoscopeOpening(viewer({ isAdmin: true }), 2, []).all).toBe(true);
    expect(horoscopeOpening(viewer({ approvedFor: new Map([[10, 30]]) }), 2, []).approved).toEqual([10]);
  });
});

describe('how one section opens', () => {
  const accesses: ProtectedAccess[] = ['owner', 'admin', 'approved', 'rule', null];
  // [protected, visibility] → state for owner, admin, approved, rule, nobody.
  const table: Array<[boolean, 'members' | 'approved', SectionState[]]> = [
    [true, 'members', ['open', 'open', 'open', 'rule', 'closed']],
    [true, 'approved', ['open', 'open', 'open', 'approvedOnly', 'approvedOnly']],
    [false, 'members', ['open', 'open', 'open', 'open', 'open']],
    // The owner's "only members I approve" wins over a section the team left unprotected.
    [false, 'approved', ['open', 'open', 'open', 'approvedOnly', 'approvedOnly']],
  ];
  it.each(table)('protected %s, %s', (isProtected, visibility, states) => {
    expect(accesses.map((access) => sectionState(access, { protected: isProtected, visibility }))).toEqual(states);
  });
});

describe('what a card shows', () => {
  it.each([
    [false, 'members', true],
    [false, 'approved', false],
    [true, 'members', false],
    [true, 'approved', false],
  ] as const)('to a visitor, photos protected %s, %s: photo %s', (photoProtected, photoVisibility, shown) => {
    expect(cardShowsPhoto(undefined, { ...BRIDE, photoProtected, photoVisibility })).toBe(shown);
  });

  // [viewer, opened her photos by the rule lately] → shown for: protected for members, kept for
  // approved members, unprotected.
  const PROTECTED = { ...BRIDE, photoProtected: true, photoVisibility: 'members' };
  const APPROVED_ONLY = { ...BRIDE, photoProtected: false, photoVisibility: 'approved' };
  const OPEN = { ...BRIDE, photoProtected: false, photoVisibility: 'members' };
  it.each<[string, Viewer, boolean, [boolean, boolean, boolean]]>([
    ['her owner', viewer({ userId: 1 }), false, [true, true, true]],
    ['the team', viewer({ isAdmin: true }), false, [true, true, true]],
    ['a member she approved', viewer({ approvedFor: new Map([[10, 30]]) }), false, [true, true, true]],
    [
      'a groom’s family who opened her photos on her page lately',
      viewer({ profiles: [groom(1)] }),
      true,
      [true, false, true],
    ],
    [
      'a groom’s family who has not opened them (a card never counts a look)',
      viewer({ profiles: [groom(1)] }),
      false,
      [false, false, true],
    ],
    [
      'a member with no published profile, even after opening',
      viewer({ profiles: [groom(0)] }),
      true,
      [false, false, true],
    ],
    [
      'a member approved for another profile only',
      viewer({ approvedFor: new Map([[11, 30]]) }),
      false,
      [false, false, true],
    ],
  ])('to %s', (_, who, opened, shown) => {
    const openedPhotos = new Set(opened ? [BRIDE.id] : []);
    expect([PROTECTED, APPROVED_ONLY, OPEN].map((row) => cardShowsPhoto(who, row, openedPhotos))).toEqual(shown);
  });

  it('says nothing of a horoscope kept for approved members', () => {
    expect(cardShowsHoroscope({ horoscopeVisibility: 'members' })).toBe(true);
    expect(cardShowsHoroscope({ horoscopeVisibility: 'approved' })).toBe(false);
  });
});

describe('what is public, and blocks', () => {
  it('publishes only Active profiles no reports hold back', () => {
    expect(isPublished({ active: 1, reportHold: false })).toBe(true);
    expect(isPublished({ active: 1, reportHold: true })).toBe(false);
    for (const active of [0, 60, 99]) expect(isPublished({ active, reportHold: false })).toBe(false);
  });

  it('hides a profile across a block, except from its owner and the team', () => {
    const blocked = viewer({ blocked: new Set([1]) });
    expect(isBlockedFrom(blocked, BRIDE)).toBe(true);
    expect(isBlockedFrom(viewer(), BRIDE)).toBe(false);
    expect(isBlockedFrom(undefined, BRIDE)).toBe(false);
    expect(isBlockedFrom({ ...blocked, isAdmin: true }, BRIDE)).toBe(false);
    expect(isBlockedFrom({ ...blocked, userId: 1 }, BRIDE)).toBe(false);
  });
});

describe('who may see a stored photo now (a photo address, when served)', () => {
  const photo = (overrides: Partial<Parameters<typeof photoShown>[1]> = {}) => ({
    ...BRIDE,
    active: 1,
    reportHold: false,
    photoProtected: true,
    photoVisibility: 'members',
    reviewed: true,
    ...overrides,
  });
  const rule = viewer({ profiles: [groom(1)] });
  const approved = viewer({ approvedFor: new Map([[10, 30]]) });
  it.each<[string, Viewer | undefined, ReturnType<typeof photo>, boolean]>([
    ['a visitor, protected photos', undefined, photo(), false],
    ['a visitor, photos anyone may see', undefined, photo({ photoProtected: false }), true],
    [
      'a visitor, unprotected but kept for approved members',
      undefined,
      photo({ photoProtected: false, photoVisibility: 'approved' }),
      false,
    ],
    ['a visitor, a profile held after reports', undefined, photo({ photoProtected: false, reportHold: true }), false],
    ['a member by the opposite-sex rule', rule, photo(), true],
    ['a member by the rule, "Only members I approve"', rule, photo({ photoVisibility: 'approved' }), false],
    ['a member by the rule, blocked by the owner', { ...rule, blocked: new Set([1]) }, photo(), false],
    ['a member with no published profile', viewer({ profiles: [groom(0)] }), photo(), false],
    ['an approved member, "Only members I approve"', approved, photo({ photoVisibility: 'approved' }), true],
    ['an approved member, blocked', { ...approved, blocked: new Set([1]) }, photo(), false],
    ['a member by the rule, a photo not yet reviewed', rule, photo({ reviewed: false }), false],
    ['a member by the rule, a suspended profile', rule, photo({ active: 60 }), false],
    [
      'the owner, a photo not yet reviewed on a profile waiting for review',
      viewer({ userId: 1 }),
      photo({ active: 0, reviewed: false, photoVisibility: 'approved' }),
      true,
    ],
    [
      'the team, a photo not yet reviewed on a suspended profile',
      viewer({ isAdmin: true, blocked: new Set([1]) }),
      photo({ active: 60, reviewed: false }),
      true,
    ],
  ])('%s', (_, who, target, shown) => {
    expect(photoShown(who, target)).toBe(shown);
  });
});
