import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';

import { REQUEST_STATUS } from '@vivaha/shared/constants';
import { WITHDRAWN_REASON } from '@vivaha/shared/requests';

import { anyRow } from '#src/db/any-row.ts';
import type { Db } from '#src/db/client.ts';
import { onePage } from '#src/db/paged.ts';
import { accessRequests, blocks, profiles } from '#src/db/schema.ts';
import { publishedProfile } from '#src/modules/access/index.ts';

/** Profiles of one account, as a subquery. */
const profilesOf = (db: Pick<Db, 'select'>, ownerId: number) =>
  db.select({ id: profiles.id }).from(profiles).where(eq(profiles.ownerId, ownerId));

export function createBlocksRepository(db: Db) {
  return {
    /** The accounts on the other side of a block with this one, whichever side made it. */
    async hiddenOwners(userId: number): Promise<Set<number>> {
      const rows = await db
        .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
        .from(blocks)
        .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
      return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
    },

    /** Whether either account blocked the other. */
    async between(a: number, b: number): Promise<boolean> {
      return anyRow(
        db,
        blocks,
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      );
    },

    /**
     * The profile a member may block from: any published one, or one tied to them by a request
     * either way or by having seen their details. Nothing else is admitted to exist.
     */
    async blockable(userId: number, profileId: number) {
      const [row] = await db
        .select({
          id: profiles.id,
          ownerId: profiles.ownerId,
          name: profiles.name,
          public: sql<boolean>`(${publishedProfile})`,
          related: sql<boolean>`exists (
            select 1 from access_requests r
            join profiles mine on mine.owner_id = ${userId}
            where (r.requester_profile_id = ${profileId} and r.receiver_profile_id = mine.id)
               or (r.receiver_profile_id = ${profileId} and r.requester_profile_id = mine.id))
            or exists (
            select 1 from protected_views pv
            join profiles mine on mine.id = pv.profile_id and mine.owner_id = ${userId}
            where pv.viewer_profile_id = ${profileId})`,
        })
        .from(profiles)
        .where(eq(profiles.id, profileId))
        .limit(1);
      return row && (row.public || row.related) ? row : undefined;
    },

    /**
     * Blocks the owner of a profile, unless the blocker already has `limit` blocks; any request
     * between the two accounts that is pending or approved is closed, without a mail.
     */
    async block(
      blockerId: number,
      target: { ownerId: number; id: number; name: string },
      limit: number,
    ): Promise<'blocked' | 'already' | 'limit'> {
      return db.transaction(async (tx) => {
        if (await anyRow(tx, blocks, and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, target.ownerId)))) {
          return 'already';
        }
        const [made] = await tx.select({ value: count() }).from(blocks).where(eq(blocks.blockerId, blockerId));
        if ((made?.value ?? 0) >= limit) return 'limit';
        const inserted = await tx
          .insert(blocks)
          .values({ blockerId, blockedId: target.ownerId, profileId: target.id, profileName: target.name })
          .onConflictDoNothing()
          .returning({ id: blocks.id });
        if (!inserted.length) return 'already';
        const mine = profilesOf(tx, blockerId);
        const theirs = profilesOf(tx, target.ownerId);
        await tx
          .update(accessRequests)
          .set({
            reason: sql`case when ${accessRequests.status} = ${REQUEST_STATUS.approved} then ${WITHDRAWN_REASON} else null end`,
            status: REQUEST_STATUS.rejected,
            decidedAt: sql`now()`,
          })
          .where(
            and(
              inArray(accessRequests.status, [REQUEST_STATUS.pending, REQUEST_STATUS.approved]),
              or(
                and(
                  inArray(accessRequests.requesterProfileId, mine),
                  inArray(accessRequests.receiverProfileId, theirs),
                ),
                and(
                  inArray(accessRequests.requesterProfileId, theirs),
                  inArray(accessRequests.receiverProfileId, mine),
                ),
              ),
            ),
          );
        return 'blocked';
      });
    },

    /** Lifts the block made from that profile; answers whether there was one. */
    async unblock(blockerId: number, profileId: number): Promise<boolean> {
      const removed = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.profileId, profileId)))
        .returning({ id: blocks.id });
      return removed.length > 0;
    },

    async list(blockerId: number, page: number, pageSize: number) {
      const where = eq(blocks.blockerId, blockerId);
      return onePage(
        db
          .select({ profileId: blocks.profileId, name: blocks.profileName, createdAt: blocks.createdAt })
          .from(blocks)
          .where(where)
          .orderBy(desc(blocks.id))
          .$dynamic(),
        db.select({ value: count() }).from(blocks).where(where),
        { page, pageSize },
      );
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
