import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACTIVE_STATUS_CODES } from '@vivaha/shared/constants';

import type { Database } from '#src/db/client.ts';
import { profiles, protectedViews, users } from '#src/db/schema.ts';

import { openTestDatabase } from '../../../test/helpers.ts';

import {
  approvedByTeamWhere,
  horoscopeOpenNow,
  horoscopeOpenNowSql,
  isAdmin,
  isApprovedByTeam,
  isBlockedFrom,
  isKeptForApproved,
  isPublished,
  isShownToAll,
  keptForApprovedWhere,
  memberAccountWhere,
  notHiddenWhere,
  openedByRuleWhere,
  publishedProfile,
  shownToAllWhere,
  type HoroscopeOpening,
  type Viewer,
} from './index.ts';

/**
 * Each rule that a query applies in SQL is the same rule as its TypeScript predicate: every kind of
 * row is put in a real database, and the rows a condition selects are exactly the rows the
 * predicate accepts. A condition written apart from its predicate (a status code, a visibility
 * word, a side of a block) fails here on the rows where they part.
 */

type Row = {
  id: number;
  ownerId: number;
  sex: number;
  active: number;
  reportHold: boolean;
  horoscopeProtected: boolean;
  horoscopeVisibility: string;
  photoProtected: boolean;
  photoVisibility: string;
};

const OWNERS = [1, 2, 3];
const rows: Row[] = [];
let database: Database;

/** Every status, hold, and owner's choice for the horoscope and photo sections: 4 × 2 × 4 × 4 = 128 rows, over three owners. */
function everyKindOfRow(): Omit<Row, 'id'>[] {
  const sections = [
    [false, 'members'],
    [true, 'members'],
    [false, 'approved'],
    [true, 'approved'],
  ] as const;
  return ACTIVE_STATUS_CODES.flatMap((active) =>
    [false, true].flatMap((reportHold) =>
      sections.flatMap(([horoscopeProtected, horoscopeVisibility]) =>
        sections.map(([photoProtected, photoVisibility], i) => ({
          ownerId: OWNERS[(active + i + (reportHold ? 1 : 0)) % OWNERS.length]!,
          sex: 1 + (i % 2),
          active,
          reportHold,
          horoscopeProtected,
          horoscopeVisibility,
          photoProtected,
          photoVisibility,
        })),
      ),
    ),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  for (const id of OWNERS) {
    await db
      .insert(users)
      .values({ id, email: `owner${id}@example.lk`, passwordHash: 'x', role: id === 3 ? 'admin' : 'member' });
  }
  await db.insert(users).values({ id: 4, email: 'viewer@example.lk', passwordHash: 'x' });
  for (const kind of everyKindOfRow()) {
    const [made] = await db
      .insert(profiles)
      .values({
        ...kind,
        name: 'Row',
        createdBy: 1,
        maritalStatus: 1,
        dob: '1996-04-01',
        ethnicity: 1,
        motherTongue: 1,
        citizenCountry: 1,
        email: 'family@example.lk',
        contactName: 'Family',
        mobile: '+94 77 123 4567',
      })
      .returning({ id: profiles.id });
    rows.push({ ...kind, id: made!.id });
  }
});

afterAll(async () => {
  await database.close();
});

/** The ids of the profiles a condition selects, in order. */
async function selected(where: SQL | undefined): Promise<number[]> {
  const found = await database.db.select({ id: profiles.id }).from(profiles).where(where).orderBy(asc(profiles.id));
  return found.map((row) => row.id);
}

const accepted = (predicate: (row: Row) => boolean) => rows.filter(predicate).map((row) => row.id);

describe('each rule as a predicate and as SQL', () => {
  it('has every kind of row to tell them apart', () => {
    expect(rows).toHaveLength(128);
  });

  it('published', async () => {
    expect(accepted(isPublished).length).toBeGreaterThan(0);
    expect(await selected(publishedProfile)).toEqual(accepted(isPublished));
    expect(await selected(not(publishedProfile))).toEqual(accepted((row) => !isPublished(row)));
  });

  it('approved by the team (held or not)', async () => {
    expect(await selected(approvedByTeamWhere(profiles))).toEqual(accepted(isApprovedByTeam));
  });

  it('kept for approved members, section by section', async () => {
    expect(await selected(keptForApprovedWhere(profiles.horoscopeVisibility))).toEqual(
      accepted((row) => isKeptForApproved(row.horoscopeVisibility)),
    );
    expect(await selected(keptForApprovedWhere(profiles.photoVisibility))).toEqual(
      accepted((row) => isKeptForApproved(row.photoVisibility)),
    );
  });

  it('shown to everyone, section by section', async () => {
    expect(
      await selected(shownToAllWhere({ protected: profiles.photoProtected, visibility: profiles.photoVisibility })),
    ).toEqual(accepted((row) => isShownToAll({ protected: row.photoProtected, visibility: row.photoVisibility })));
    expect(
      await selected(
        not(shownToAllWhere({ protected: profiles.photoProtected, visibility: profiles.photoVisibility })),
      ),
    ).toEqual(accepted((row) => !isShownToAll({ protected: row.photoProtected, visibility: row.photoVisibility })));
  });

  describe('a horoscope open without a new look', () => {
    const some = () => rows.filter((_, i) => i % 3 === 0).map((row) => row.id);
    const openings: Array<[string, () => HoroscopeOpening]> = [
      ['a member with nothing', () => ({ viewerId: 4, all: false, approved: [], byRule: false, opened: [] })],
      ['the team', () => ({ viewerId: 4, all: true, approved: [], byRule: false, opened: [] })],
      ['a member approved by some', () => ({ viewerId: 4, all: false, approved: some(), byRule: false, opened: [] })],
      [
        'a member under the rule who opened some',
        () => ({ viewerId: 4, all: false, approved: [], byRule: true, opened: some() }),
      ],
      [
        'a member opened some but no longer under the rule',
        () => ({ viewerId: 4, all: false, approved: [], byRule: false, opened: some() }),
      ],
      [
        'a member under the rule, approved by some and opened others',
        () => ({
          viewerId: 4,
          all: false,
          approved: rows.filter((_, i) => i % 4 === 1).map((row) => row.id),
          byRule: true,
          opened: some(),
        }),
      ],
    ];
    it.each(openings)('%s', async (_, make) => {
      const opening = make();
      expect(await selected(horoscopeOpenNowSql(opening))).toEqual(accepted((row) => horoscopeOpenNow(opening, row)));
      // Never null, and whole under `not`, so the matches page's "the rest apart" is its exact complement.
      const rest = await selected(not(horoscopeOpenNowSql(opening)));
      expect(rest).toEqual(accepted((row) => !horoscopeOpenNow(opening, row)));
    });
  });

  describe('a block hides both ways', () => {
    const member = (blocked: number[]): Viewer => ({
      userId: 4,
      isAdmin: false,
      profiles: [],
      approvedFor: new Map(),
      blocked: new Set(blocked),
    });
    it.each([[[]], [[1]], [[1, 2]]])('blocked owners %j', async (blocked) => {
      const viewer = member(blocked);
      const hiddenProfiles = rows.filter((_, i) => i % 5 === 0).map((row) => row.id);
      expect(await selected(notHiddenWhere({ owners: blocked, profiles: [] }))).toEqual(
        accepted((row) => !isBlockedFrom(viewer, row)),
      );
      expect(await selected(notHiddenWhere({ owners: blocked, profiles: hiddenProfiles }))).toEqual(
        accepted((row) => !isBlockedFrom(viewer, row) && !hiddenProfiles.includes(row.id)),
      );
    });
  });
});

describe('the team’s accounts', () => {
  it('are the ones isAdmin names, and no others', async () => {
    const all = await database.db.select({ id: users.id, role: users.role }).from(users).orderBy(asc(users.id));
    const members = await database.db
      .select({ id: users.id })
      .from(users)
      .where(memberAccountWhere)
      .orderBy(asc(users.id));
    expect(all.filter((user) => isAdmin(user)).map((user) => user.id)).toEqual([3]);
    expect(members.map((user) => user.id)).toEqual(all.filter((user) => !isAdmin(user)).map((user) => user.id));
  });
});

describe('what a member opened through the opposite-sex rule', () => {
  it('is the rule openings of the last 24 hours that include the section', async () => {
    const { db } = database;
    const cases = [
      { via: 'rule', sections: 'horoscope', hoursAgo: 1 },
      { via: 'rule', sections: 'photo,horoscope', hoursAgo: 2 },
      { via: 'rule', sections: 'contact,photo', hoursAgo: 3 },
      { via: 'rule', sections: 'photo', hoursAgo: 23 },
      { via: 'rule', sections: 'horoscope,contact', hoursAgo: 25 },
      { via: 'approved', sections: 'horoscope,photo', hoursAgo: 1 },
      { via: 'rule', sections: 'contact', hoursAgo: 1 },
    ];
    const opened = cases.map((row, i) => ({ ...row, profileId: rows[i]!.id }));
    for (const row of opened) {
      await db.insert(protectedViews).values({
        viewerId: 4,
        profileId: row.profileId,
        via: row.via,
        sections: row.sections,
        viewedAt: sql`now() - make_interval(hours => ${row.hoursAgo})`,
      });
    }
    for (const section of ['horoscope', 'photo', 'contact'] as const) {
      const found = await db
        .select({ id: protectedViews.profileId })
        .from(protectedViews)
        .where(
          and(
            openedByRuleWhere(4, section),
            inArray(
              protectedViews.profileId,
              opened.map((row) => row.profileId),
            ),
          ),
        )
        .orderBy(asc(protectedViews.profileId));
      const expected = opened.filter(
        (row) => row.via === 'rule' && row.hoursAgo < 24 && row.sections.split(',').includes(section),
      );
      expect(found.map((row) => row.id)).toEqual(expected.map((row) => row.profileId));
    }
    // Another member's openings are not theirs.
    expect(await db.select().from(protectedViews).where(openedByRuleWhere(1, 'horoscope'))).toEqual([]);
    await db.delete(protectedViews).where(eq(protectedViews.viewerId, 4));
  });
});
