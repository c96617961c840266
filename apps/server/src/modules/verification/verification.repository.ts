import { and, eq, gt, lt, sql } from 'drizzle-orm';

import type { VerificationKind } from '@vivaha/shared/verification';

import type { Db } from '#src/db/client.ts';
import { phoneCodes, profileChecks, profiles } from '#src/db/schema.ts';

import type { CheckRow } from './badges.ts';

/** A profile's checks as stored (schema.ts, profile_checks). */
export function createVerificationRepository(db: Db) {
  return {
    /** The owner's profile with what its checks are held to, or undefined when it is not theirs. */
    async ownedProfile(id: number, ownerId: number) {
      const [row] = await db
        .select({ id: profiles.id, mobile: profiles.mobile, dob: profiles.dob, sex: profiles.sex })
        .from(profiles)
        .where(and(eq(profiles.id, id), eq(profiles.ownerId, ownerId)))
        .limit(1);
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
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
