import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';

import { BROKER_WEEKLY_THRESHOLD, type ProfileSignals } from '@vivaha/shared/privacy';
import { PHONE_ACCOUNTS_BEFORE_SIGNAL } from '@vivaha/shared/verification';

import { bulkInsert } from '#src/db/bulk-insert.ts';
import type { Db } from '#src/db/client.ts';
import { contactKeys, profiles, reports } from '#src/db/schema.ts';
import { standsNowSql } from '#src/modules/verification/index.ts';

import { contactKeys as keysOf, type ContactValues } from './contact-keys.ts';

/** Other accounts' profiles named in a "same contact as" or "same NIC as" flag, at most. */
const SAME_CONTACT_SHOWN = 5;
/** Profiles whose keys are worked out per statement when filling in missing keys. */
/** Profiles per round of the backfill; their keys go in one statement of column arrays. */
const BACKFILL_BATCH = 5_000;

const contactColumns = {
  id: profiles.id,
  ownerId: profiles.ownerId,
  mobile: profiles.mobile,
  phone1: profiles.phone1,
  phone2: profiles.phone2,
  email: profiles.email,
  country: profiles.country,
  pendingChanges: profiles.pendingChanges,
};

type ContactRow = { id: number; ownerId: number; pendingChanges: Record<string, unknown> | null } & ContactValues;

/** The keys of both the reviewed values and an owner's edit waiting for review. */
function keysForRow(row: ContactRow): string[] {
  const pending = row.pendingChanges as Partial<ContactValues> | null;
  return [...new Set([...keysOf(row), ...(pending ? keysOf({ ...row, ...pending }) : [])])];
}

/** A list of ids as bound parameters: `(1, 2, 3)`. */
const idList = (ids: readonly number[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** The rows of a raw statement: both drivers (pg and PGlite) answer `{ rows }`. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** What the review queue tells the team: shared contacts, heavy askers, open reports. */
export function createSignalsRepository(db: Db) {
  return {
    /** Rewrites one profile's contact keys after any save. */
    async refresh(profileId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select(contactColumns).from(profiles).where(eq(profiles.id, profileId)).for('update');
        await tx.delete(contactKeys).where(eq(contactKeys.profileId, profileId));
        if (!row) return;
        const keys = keysForRow(row);
        if (keys.length) {
          await tx.insert(contactKeys).values(keys.map((key) => ({ profileId, ownerId: row.ownerId, key })));
        }
      });
    },

    /**
     * Works out the keys of profiles that have none (profiles written before the keys existed, or
     * by the seed), in id order; answers how many profiles it filled.
     */
    async backfill(): Promise<number> {
      let after = 0;
      let filled = 0;
      for (;;) {
        const rows = await db
          .select(contactColumns)
          .from(profiles)
          .where(
            and(
              gt(profiles.id, after),
              sql`not exists (select 1 from contact_keys ck where ck.profile_id = "profiles"."id")`,
            ),
          )
          .orderBy(asc(profiles.id))
          .limit(BACKFILL_BATCH);
        const last = rows.at(-1);
        if (!last) return filled;
        after = last.id;
        const values = rows.flatMap((row) =>
          keysForRow(row).map((key) => ({ profileId: row.id, ownerId: row.ownerId, key })),
        );
        if (values.length) await db.execute(bulkInsert(contactKeys, values, sql`on conflict do nothing`));
        filled += rows.length;
      }
    },

    /** The signals for a page of profiles, by profile id. */
    async forProfiles(rows: ReadonlyArray<{ id: number; ownerId: number }>): Promise<Map<number, ProfileSignals>> {
      const ids = [...new Set(rows.map((row) => row.id))];
      const owners = [...new Set(rows.map((row) => row.ownerId))];
      if (!ids.length) return new Map();
      const [shared, sameNic, samePhone, asked, reported] = await Promise.all([
        rowsOf<{ profile_id: number; others: number[] }>(
          db.execute(sql`
          select a.profile_id, (array_agg(distinct b.profile_id order by b.profile_id))[1:${SAME_CONTACT_SHOWN}] as others
          from contact_keys a
          join contact_keys b on b.key = a.key and b.owner_id <> a.owner_id
          where a.profile_id in ${idList(ids)}
          group by a.profile_id`),
        ),
        // The same NIC number on another account's profile: only the numbers' keyed hashes meet.
        rowsOf<{ profile_id: number; others: number[] }>(
          db.execute(sql`
          select a.profile_id, (array_agg(distinct b.profile_id order by b.profile_id))[1:${SAME_CONTACT_SHOWN}] as others
          from profile_checks a
          join profiles pa on pa.id = a.profile_id
          join profile_checks b on b.kind = a.kind and b.subject = a.subject and b.profile_id <> a.profile_id
          join profiles pb on pb.id = b.profile_id and pb.owner_id <> pa.owner_id
          where a.kind = 'nic' and a.profile_id in ${idList(ids)}
          group by a.profile_id`),
        ),
        // The accounts a verified mobile number is verified on (each check still standing).
        rowsOf<{ profile_id: number; accounts: number }>(
          db.execute(sql`
          select a.profile_id, count(distinct pb.owner_id)::int as accounts
          from profile_checks a
          join profiles pa on pa.id = a.profile_id and ${standsNowSql('a', 'pa')}
          join profile_checks b on b.kind = a.kind
            and regexp_replace(b.subject, '[^0-9]', '', 'g') = regexp_replace(a.subject, '[^0-9]', '', 'g')
          join profiles pb on pb.id = b.profile_id and ${standsNowSql('b', 'pb')}
          where a.kind = 'phone' and a.profile_id in ${idList(ids)}
          group by a.profile_id`),
        ),
        // Distinct profiles whose details each owner opened or asked for in the last 7 days.
        rowsOf<{ owner_id: number; asked: number }>(
          db.execute(sql`
          select owner_id, count(distinct profile_id)::int as asked from (
            select pv.viewer_id as owner_id, pv.profile_id from protected_views pv
            where pv.viewer_id in ${idList(owners)} and pv.viewed_at > now() - interval '7 days'
            union
            select p.owner_id, r.receiver_profile_id from access_requests r
            join profiles p on p.id = r.requester_profile_id
            where p.owner_id in ${idList(owners)} and r.created_at > now() - interval '7 days'
          ) as asked group by owner_id`),
        ),
        db
          .select({ profileId: reports.profileId, open: count() })
          .from(reports)
          .where(and(eq(reports.status, 'open'), inArray(reports.profileId, ids)))
          .groupBy(reports.profileId),
      ]);
      const sameContact = new Map(shared.map((row) => [Number(row.profile_id), row.others.map(Number)]));
      const nicShared = new Map(sameNic.map((row) => [Number(row.profile_id), row.others.map(Number)]));
      const phoneAccounts = new Map(samePhone.map((row) => [Number(row.profile_id), Number(row.accounts)]));
      const askedBy = new Map(asked.map((row) => [Number(row.owner_id), Number(row.asked)]));
      const openReports = new Map(reported.map((row) => [row.profileId, row.open]));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            sameContactAs: sameContact.get(row.id) ?? [],
            sameNicAs: nicShared.get(row.id) ?? [],
            phoneOnAccounts:
              (phoneAccounts.get(row.id) ?? 0) > PHONE_ACCOUNTS_BEFORE_SIGNAL ? phoneAccounts.get(row.id)! : 0,
            possibleBroker: (askedBy.get(row.ownerId) ?? 0) > BROKER_WEEKLY_THRESHOLD,
            openReports: openReports.get(row.id) ?? 0,
          },
        ]),
      );
    },
  };
}

export type SignalsRepository = ReturnType<typeof createSignalsRepository>;

/** The signals of a profile nobody has flagged. */
export const NO_SIGNALS: ProfileSignals = {
  sameContactAs: [],
  sameNicAs: [],
  phoneOnAccounts: 0,
  possibleBroker: false,
  openReports: 0,
};

/** What other modules read and ask of the warning signs: the signs of profiles, a profile's new reckoning. */
export type Signals = Pick<SignalsRepository, 'forProfiles' | 'refresh'>;
