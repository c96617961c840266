import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';

import { REQUEST_STATUS } from '@vivaha/shared/constants';

import { anyRow } from '#src/db/any-row.ts';
import type { Db } from '#src/db/client.ts';
import { onePage } from '#src/db/paged.ts';
import { profileStateColumns, profileWithOwner } from '#src/db/profile-owner.ts';
import { accessRequests, profiles, users } from '#src/db/schema.ts';

const requester = alias(profiles, 'requester');
const receiver = alias(profiles, 'receiver');

const itemColumns = {
  id: accessRequests.id,
  requestProfileId: accessRequests.requesterProfileId,
  requesterName: requester.name,
  receiverProfileId: accessRequests.receiverProfileId,
  receiverName: receiver.name,
  isApproved: accessRequests.status,
  reason: accessRequests.reason,
  createdAt: accessRequests.createdAt,
};

function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const byName = or(ilike(requester.name, pattern), ilike(receiver.name, pattern));
  if (!/^\d{1,9}$/.test(search)) return byName;
  const id = Number(search);
  return or(byName, eq(accessRequests.requesterProfileId, id), eq(accessRequests.receiverProfileId, id));
}

export interface ListOptions {
  page: number;
  pageSize: number;
  search: string;
  status?: number;
}

export function createRequestsRepository(db: Db) {
  /** Requests with both their profiles: `requester` and `receiver`. */
  const withProfiles = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(requester, eq(requester.id, accessRequests.requesterProfileId))
      .innerJoin(receiver, eq(receiver.id, accessRequests.receiverProfileId));

  async function list(side: SQL, options: ListOptions) {
    const where = and(
      side,
      matching(options.search),
      options.status === undefined ? undefined : eq(accessRequests.status, options.status),
    );
    return onePage(
      withProfiles(db.select(itemColumns).from(accessRequests).$dynamic())
        .where(where)
        .orderBy(desc(accessRequests.id)),
      withProfiles(db.select({ value: count() }).from(accessRequests).$dynamic()).where(where),
      options,
    );
  }

  return {
    async profile(id: number) {
      const [row] = await profileWithOwner(db, id, profileStateColumns);
      return row;
    },

    /** Whether the pair already has a pending or approved request. */
    async isOpen(requesterProfileId: number, receiverProfileId: number): Promise<boolean> {
      return anyRow(
        db,
        accessRequests,
        and(
          eq(accessRequests.requesterProfileId, requesterProfileId),
          eq(accessRequests.receiverProfileId, receiverProfileId),
          inArray(accessRequests.status, [REQUEST_STATUS.pending, REQUEST_STATUS.approved]),
        ),
      );
    },

    /** A new pending request; 'open' when the pair already has a pending or approved one. */
    async create(requesterProfileId: number, receiverProfileId: number) {
      const [row] = await db
        .insert(accessRequests)
        .values({ requesterProfileId, receiverProfileId })
        .onConflictDoNothing({
          target: [accessRequests.requesterProfileId, accessRequests.receiverProfileId],
          where: sql`${accessRequests.status} in (0, 1)`,
        })
        .returning({ id: accessRequests.id });
      return row ?? ('open' as const);
    },

    /** Requests made by the user's profiles. */
    listMade: (ownerId: number, options: ListOptions) => list(eq(requester.ownerId, ownerId), options),

    /** Requests made to the user's profiles. */
    listReceived: (ownerId: number, options: ListOptions) => list(eq(receiver.ownerId, ownerId), options),

    /** The request as its receiving owner sees it, or undefined when it is not theirs. */
    async findReceived(id: number, ownerId: number) {
      const [row] = await withProfiles(
        db
          .select({
            ...itemColumns,
            requesterActive: requester.active,
            receiverActive: receiver.active,
            requesterOwnerId: requester.ownerId,
            requesterOwnerEmail: users.email,
            requesterOwnerLanguage: users.language,
          })
          .from(accessRequests)
          .$dynamic(),
      )
        .innerJoin(users, eq(users.id, requester.ownerId))
        .where(and(eq(accessRequests.id, id), eq(receiver.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    /** Decides a pending request; false when it was decided already (by another tab, say). */
    async decide(id: number, status: number, reason: string | null): Promise<boolean> {
      const rows = await db
        .update(accessRequests)
        .set({ status, reason, decidedAt: sql`now()` })
        .where(and(eq(accessRequests.id, id), eq(accessRequests.status, REQUEST_STATUS.pending)))
        .returning({ id: accessRequests.id });
      return rows.length === 1;
    },

    /** Turns an approved request into a rejected one; false when it is not approved (any more). */
    async withdraw(id: number, reason: string): Promise<boolean> {
      const rows = await db
        .update(accessRequests)
        .set({ status: REQUEST_STATUS.rejected, reason, decidedAt: sql`now()` })
        .where(and(eq(accessRequests.id, id), eq(accessRequests.status, REQUEST_STATUS.approved)))
        .returning({ id: accessRequests.id });
      return rows.length === 1;
    },

    /** The latest request one profile made to another, whatever its state. */
    async latest(requesterProfileId: number, receiverProfileId: number) {
      const [row] = await db
        .select({ id: accessRequests.id, status: accessRequests.status })
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.requesterProfileId, requesterProfileId),
            eq(accessRequests.receiverProfileId, receiverProfileId),
          ),
        )
        .orderBy(desc(accessRequests.id))
        .limit(1);
      return row;
    },

    /**
     * Opens a profile's protected details to another profile's family: approves the pending
     * request between them, or records an approved one if none is open (an approval already
     * given stays as it is). Answers the approved request's id.
     */
    async approveOpen(requesterProfileId: number, receiverProfileId: number): Promise<number | undefined> {
      const answer = await db.execute<{ id: number }>(sql`
        insert into ${accessRequests} (requester_profile_id, receiver_profile_id, status, decided_at)
        values (${requesterProfileId}, ${receiverProfileId}, ${REQUEST_STATUS.approved}, now())
        on conflict (requester_profile_id, receiver_profile_id) where status in (0, 1)
        do update set status = ${REQUEST_STATUS.approved}, decided_at = now()
        where ${accessRequests}.status = ${REQUEST_STATUS.pending}
        returning id`);
      return (answer as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
    },

    /** The pending requests from one member's profiles to another member's, oldest first. */
    async pendingBetween(askerId: number, ownerId: number) {
      return withProfiles(
        db
          .select({
            id: accessRequests.id,
            requesterProfileId: requester.id,
            requesterName: requester.name,
            requesterActive: requester.active,
            receiverProfileId: receiver.id,
            receiverName: receiver.name,
          })
          .from(accessRequests)
          .$dynamic(),
      )
        .where(
          and(
            eq(requester.ownerId, askerId),
            eq(receiver.ownerId, ownerId),
            eq(accessRequests.status, REQUEST_STATUS.pending),
          ),
        )
        .orderBy(accessRequests.id);
    },

    /** The profiles that approved a request from any of this user's profiles, with the asking one. */
    async approvedFor(ownerId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: accessRequests.receiverProfileId, asking: accessRequests.requesterProfileId })
        .from(accessRequests)
        .innerJoin(requester, eq(requester.id, accessRequests.requesterProfileId))
        .where(and(eq(requester.ownerId, ownerId), eq(accessRequests.status, REQUEST_STATUS.approved)));
      return new Map(rows.map((row) => [row.id, row.asking]));
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
