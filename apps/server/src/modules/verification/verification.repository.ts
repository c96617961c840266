import { and, asc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';

import type { VerificationKind } from '@vivaha/shared/verification';

import type { Db } from '#src/db/client.ts';
import { profileWithOwner } from '#src/db/profile-owner.ts';
import { photoChecks, phoneCodes, profileChecks, profileImages, profiles } from '#src/db/schema.ts';

import type { CheckRow } from './badges.ts';

/** What a profile's checks are held to (badges.ts, CheckedProfile). */
const checkedColumns = {
  id: profiles.id,
  mobile: profiles.mobile,
  dob: profiles.dob,
  sex: profiles.sex,
  // Its names written out: a one-table select leaves columns unqualified, and `id` would be the photo's.
  lastPhotoAt:
    sql<Date | null>`(select max(pi.created_at) from ${profileImages} pi where pi.profile_id = "profiles"."id")`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
};

/** A profile's checks as stored (schema.ts, profile_checks, photo_checks). */
export function createVerificationRepository(db: Db) {
  return {
    /** The owner's profile with what its checks are held to, or undefined when it is not theirs. */
    async ownedProfile(id: number, ownerId: number) {
      const [row] = await db
        .select(checkedColumns)
        .from(profiles)
        .where(and(eq(profiles.id, id), eq(profiles.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    /** Any profile with what its checks are held to, and its owner (the team's view). */
    async profile(id: number) {
      const [row] = await profileWithOwner(db, id, { ...checkedColumns, name: profiles.name });
      return row;
    },

    async checks(profileId: number): Promise<Array<CheckRow & { checkedAt: Date }>> {
      return db
        .select({
          kind: profileChecks.kind,
          result: profileChecks.result,
          subject: profileChecks.subject,
          dob: profileChecks.dob,
          sex: profileChecks.sex,
          checkedAt: profileChecks.checkedAt,
        })
        .from(profileChecks)
        .where(eq(profileChecks.profileId, profileId));
    },

    /** Keeps a check's latest result, in place of the one before. */
    async record(
      profileId: number,
      kind: VerificationKind,
      values: { result: string; subject?: string | null; dob?: string | null; sex?: number | null },
    ): Promise<void> {
      const row = { subject: null, dob: null, sex: null, ...values, checkedAt: new Date() };
      await db
        .insert(profileChecks)
        .values({ profileId, kind, ...row })
        .onConflictDoUpdate({ target: [profileChecks.profileId, profileChecks.kind], set: row });
    },

    /** The code last sent for a profile, if any. */
    async phoneCode(profileId: number) {
      const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.profileId, profileId));
      return row;
    },

    /** A new code in place of any earlier one: its tries start again. */
    async savePhoneCode(profileId: number, values: { mobile: string; codeHash: string; expiresAt: Date }) {
      const row = { ...values, tries: 0, state: 'queued', createdAt: new Date() };
      await db
        .insert(phoneCodes)
        .values({ profileId, ...row })
        .onConflictDoUpdate({ target: phoneCodes.profileId, set: row });
    },

    /** Whether that code's SMS went or failed; a newer code is left as it is. */
    async setPhoneCodeState(profileId: number, codeHash: string, state: 'sent' | 'failed') {
      await db
        .update(phoneCodes)
        .set({ state })
        .where(and(eq(phoneCodes.profileId, profileId), eq(phoneCodes.codeHash, codeHash)));
    },

    /**
     * Spends one try of a working code at once (so tries made together still count each), and
     * answers the code to compare with; undefined when it has none left, ran out or never was.
     */
    async spendTry(profileId: number, maxTries: number) {
      const [row] = await db
        .update(phoneCodes)
        .set({ tries: sql`${phoneCodes.tries} + 1` })
        .where(
          and(
            eq(phoneCodes.profileId, profileId),
            lt(phoneCodes.tries, maxTries),
            gt(phoneCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ codeHash: phoneCodes.codeHash, mobile: phoneCodes.mobile });
      return row;
    },

    async deletePhoneCode(profileId: number): Promise<void> {
      await db.delete(phoneCodes).where(eq(phoneCodes.profileId, profileId));
    },

    /** The photo check under way, if any. */
    async photoCheck(profileId: number) {
      const [row] = await db.select().from(photoChecks).where(eq(photoChecks.profileId, profileId));
      return row;
    },

    /**
     * A newly drawn pose in place of one never answered; false (and nothing changed) while a
     * selfie waits for the team.
     */
    async drawPose(profileId: number, pose: string, expiresAt: Date): Promise<boolean> {
      const row = { pose, posedAt: new Date(), expiresAt, selfieKey: null, sentAt: null };
      const saved = await db
        .insert(photoChecks)
        .values({ profileId, ...row })
        .onConflictDoUpdate({ target: photoChecks.profileId, set: row, setWhere: isNull(photoChecks.selfieKey) })
        .returning({ profileId: photoChecks.profileId });
      return saved.length > 0;
    },

    /**
     * Keeps the selfie of a pose still waiting for one (drawn, unanswered, not past its time);
     * false when there is none, and the caller removes the file it stored.
     */
    async saveSelfie(profileId: number, selfieKey: string, expiresAt: Date): Promise<boolean> {
      const saved = await db
        .update(photoChecks)
        .set({ selfieKey, sentAt: new Date(), expiresAt })
        .where(
          and(
            eq(photoChecks.profileId, profileId),
            isNull(photoChecks.selfieKey),
            gt(photoChecks.expiresAt, sql`now()`),
          ),
        )
        .returning({ profileId: photoChecks.profileId });
      return saved.length > 0;
    },

    /**
     * Takes the check under way out of the table, at once (so two of the team deciding together
     * decide once); undefined when there is none. `sentOnly`: only a selfie sent, never a pose
     * the owner is still to answer.
     */
    async takeSelfie(profileId: number, { sentOnly = false } = {}) {
      const [row] = await db
        .delete(photoChecks)
        .where(and(eq(photoChecks.profileId, profileId), sentOnly ? isNotNull(photoChecks.selfieKey) : undefined))
        .returning({ selfieKey: photoChecks.selfieKey, pose: photoChecks.pose });
      return row;
    },

    /** Removes every photo check past its time; answers the selfies' keys, whose files go next. */
    async expirePhotoChecks(): Promise<{ checks: number; selfies: string[] }> {
      const gone = await db
        .delete(photoChecks)
        .where(lte(photoChecks.expiresAt, sql`now()`))
        .returning({ selfieKey: photoChecks.selfieKey });
      return { checks: gone.length, selfies: gone.flatMap((row) => (row.selfieKey ? [row.selfieKey] : [])) };
    },

    /** The selfies waiting for the team, oldest first. */
    waitingSelfies() {
      return db
        .select({ profileid: profiles.id, name: profiles.name, pose: photoChecks.pose, sentAt: photoChecks.sentAt })
        .from(photoChecks)
        .innerJoin(profiles, eq(profiles.id, photoChecks.profileId))
        .where(isNotNull(photoChecks.selfieKey))
        .orderBy(asc(photoChecks.sentAt))
        .limit(200);
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
