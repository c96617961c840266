import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';

import { REQUEST_STATUS } from '@vivaha/shared/constants';

import type { Db } from '#src/db/client.ts';
import { profileStateColumns, profileWithOwner } from '#src/db/profile-owner.ts';
import { accessRequests, conversationMessages, conversations, profiles } from '#src/db/schema.ts';

/** A pair of profiles as the conversations table keys it: the lower id first. */
export const pairOf = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

export function createConversationsRepository(db: Db) {
  async function findPair(a: number, b: number) {
    const { low, high } = pairOf(a, b);
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.profileLow, low), eq(conversations.profileHigh, high)))
      .limit(1);
    return row;
  }

  async function message(id: number) {
    const [row] = await db
      .select({
        id: conversationMessages.id,
        conversationId: conversationMessages.conversationId,
        fromProfileId: conversationMessages.fromProfileId,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, id))
      .limit(1);
    return row;
  }

  /** The profiles of an account. */
  async function ownProfiles(ownerId: number) {
    return db
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .where(eq(profiles.ownerId, ownerId))
      .orderBy(asc(profiles.id));
  }

  /** The conversations of these profiles, newest first, with each side's names and unread counts. */
  async function listFor(profileIds: number[]) {
    if (!profileIds.length) return [];
    const rows = await db
      .select({
        id: conversations.id,
        profileLow: conversations.profileLow,
        profileHigh: conversations.profileHigh,
        lowReadUpTo: conversations.lowReadUpTo,
        highReadUpTo: conversations.highReadUpTo,
        createdAt: conversations.createdAt,
        lastMessageAt: conversations.lastMessageAt,
      })
      .from(conversations)
      .where(or(inArray(conversations.profileLow, profileIds), inArray(conversations.profileHigh, profileIds)))
      .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id));
    return rows;
  }

  /** Names and states of profiles, for a list. */
  async function profilesById(ids: number[]) {
    if (!ids.length) return [];
    return db.select(profileStateColumns).from(profiles).where(inArray(profiles.id, ids));
  }

  return {
    findPair,
    message,
    ownProfiles,
    listFor,
    profilesById,

    /** A profile with its owner, as a conversation needs it. */
    async profile(id: number) {
      const [row] = await profileWithOwner(db, id, { ...profileStateColumns, messageMails: profiles.messageMails });
      return row;
    },

    /** The approved requests between two profiles: which of them opened its details to the other. */
    async approvals(a: number, b: number): Promise<{ aOpenedToB: boolean; bOpenedToA: boolean }> {
      const rows = await db
        .select({ requester: accessRequests.requesterProfileId })
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.status, REQUEST_STATUS.approved),
            or(
              and(eq(accessRequests.requesterProfileId, a), eq(accessRequests.receiverProfileId, b)),
              and(eq(accessRequests.requesterProfileId, b), eq(accessRequests.receiverProfileId, a)),
            ),
          ),
        );
      // A request approved from `a` to `b` opens b's details to a.
      return {
        bOpenedToA: rows.some((row) => row.requester === a),
        aOpenedToB: rows.some((row) => row.requester === b),
      };
    },

    async find(id: number) {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
      return row;
    },

    /** The pair's conversation, made now if it has none; `created` says which. */
    async open(a: number, b: number): Promise<{ id: number; created: boolean }> {
      const { low, high } = pairOf(a, b);
      const [made] = await db
        .insert(conversations)
        .values({ profileLow: low, profileHigh: high })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (made) return { id: made.id, created: true };
      const existing = await findPair(a, b);
      return { id: existing!.id, created: false };
    },

    /** Messages from the other side after a read mark, per conversation. */
    async unread(items: Array<{ id: number; mine: number; readUpTo: number }>): Promise<Map<number, number>> {
      if (!items.length) return new Map();
      const rows = await Promise.all(
        items.map(async (item) => {
          const [row] = await db
            .select({ value: count() })
            .from(conversationMessages)
            .where(
              and(
                eq(conversationMessages.conversationId, item.id),
                sql`${conversationMessages.fromProfileId} <> ${item.mine}`,
                gt(conversationMessages.id, item.readUpTo),
              ),
            );
          return [item.id, row?.value ?? 0] as const;
        }),
      );
      return new Map(rows);
    },

    /** The last message of each conversation: who wrote it. */
    async lastWriters(ids: number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .selectDistinctOn([conversationMessages.conversationId], {
          conversationId: conversationMessages.conversationId,
          fromProfileId: conversationMessages.fromProfileId,
        })
        .from(conversationMessages)
        .where(inArray(conversationMessages.conversationId, ids))
        .orderBy(conversationMessages.conversationId, desc(conversationMessages.id));
      return new Map(rows.map((row) => [row.conversationId, row.fromProfileId]));
    },

    /** A page of messages, newest first, older than `before` when given. */
    async messages(conversationId: number, before: number | undefined, limit: number) {
      return db
        .select({
          id: conversationMessages.id,
          fromProfileId: conversationMessages.fromProfileId,
          text: conversationMessages.text,
          sentAt: conversationMessages.sentAt,
        })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            before ? lt(conversationMessages.id, before) : undefined,
          ),
        )
        .orderBy(desc(conversationMessages.id))
        .limit(limit);
    },

    /** How many messages this profile sent since the other side last wrote. */
    async inARow(conversationId: number, fromProfileId: number): Promise<number> {
      const recent = await db
        .select({ fromProfileId: conversationMessages.fromProfileId })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(desc(conversationMessages.id))
        .limit(20);
      const other = recent.findIndex((row) => row.fromProfileId !== fromProfileId);
      return other === -1 ? recent.length : other;
    },

    /** Stores a message and moves the conversation's time and the writer's read mark to it. */
    async add(conversationId: number, from: { profileId: number; userId: number }, text: string, side: 'low' | 'high') {
      return db.transaction(async (tx) => {
        const [message] = await tx
          .insert(conversationMessages)
          .values({ conversationId, fromProfileId: from.profileId, fromUserId: from.userId, text })
          .returning({
            id: conversationMessages.id,
            fromProfileId: conversationMessages.fromProfileId,
            text: conversationMessages.text,
            sentAt: conversationMessages.sentAt,
          });
        await tx
          .update(conversations)
          .set({
            lastMessageAt: message!.sentAt,
            ...(side === 'low' ? { lowReadUpTo: message!.id } : { highReadUpTo: message!.id }),
          })
          .where(eq(conversations.id, conversationId));
        return message!;
      });
    },

    /** Marks a side's messages read up to a message. */
    async markRead(conversationId: number, side: 'low' | 'high', upTo: number) {
      const column = side === 'low' ? conversations.lowReadUpTo : conversations.highReadUpTo;
      await db
        .update(conversations)
        .set(
          side === 'low'
            ? { lowReadUpTo: sql`greatest(${column}, ${upTo})` }
            : { highReadUpTo: sql`greatest(${column}, ${upTo})` },
        )
        .where(eq(conversations.id, conversationId));
    },

    /** A reported message with at most `before` messages before it, oldest first, with the writers' names. */
    async context(messageId: number, before: number) {
      const reported = await message(messageId);
      if (!reported) return [];
      const rows = await db
        .select({
          id: conversationMessages.id,
          fromProfileId: conversationMessages.fromProfileId,
          fromName: profiles.name,
          text: conversationMessages.text,
          sentAt: conversationMessages.sentAt,
        })
        .from(conversationMessages)
        .innerJoin(profiles, eq(profiles.id, conversationMessages.fromProfileId))
        .where(
          and(
            eq(conversationMessages.conversationId, reported.conversationId),
            sql`${conversationMessages.id} <= ${messageId}`,
          ),
        )
        .orderBy(desc(conversationMessages.id))
        .limit(before + 1);
      return rows.reverse();
    },

    /** The account's profiles with their message-mail choice. */
    async settings(ownerId: number) {
      return db
        .select({ id: profiles.id, name: profiles.name, mails: profiles.messageMails })
        .from(profiles)
        .where(eq(profiles.ownerId, ownerId))
        .orderBy(asc(profiles.id));
    },

    async setMessageMails(profileId: number, on: boolean) {
      const rows = await db
        .update(profiles)
        .set({ messageMails: on })
        .where(eq(profiles.id, profileId))
        .returning({ id: profiles.id });
      return rows.length === 1;
    },

    /** Conversations whose last message (or start, if none) is older than the cut: the retention job's. */
    async removeOlderThan(cut: Date): Promise<number> {
      const rows = await db
        .delete(conversations)
        .where(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) < ${cut.toISOString()}`)
        .returning({ id: conversations.id });
      return rows.length;
    },

    /** Every conversation of an account's profiles with its messages, for the member's copy of their data. */
    async allFor(ownerId: number) {
      const own = await ownProfiles(ownerId);
      const ids = own.map((row) => row.id);
      const list = await listFor(ids);
      const others = await profilesById(
        list.map((row) => (ids.includes(row.profileLow) ? row.profileHigh : row.profileLow)),
      );
      return Promise.all(
        list.map(async (row) => {
          const mine = ids.includes(row.profileLow) ? row.profileLow : row.profileHigh;
          const theirs = mine === row.profileLow ? row.profileHigh : row.profileLow;
          const messages = await db
            .select({
              fromProfileId: conversationMessages.fromProfileId,
              text: conversationMessages.text,
              sentAt: conversationMessages.sentAt,
            })
            .from(conversationMessages)
            .where(eq(conversationMessages.conversationId, row.id))
            .orderBy(asc(conversationMessages.id));
          return {
            profileId: mine,
            withProfileId: theirs,
            withName: others.find((other) => other.id === theirs)?.name ?? '',
            messages: messages.map((message) => ({
              from: message.fromProfileId === mine ? 'us' : 'them',
              text: message.text,
              sentAt: message.sentAt.toISOString(),
            })),
          };
        }),
      );
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
