import { and, eq } from 'drizzle-orm';

import type { VerificationKind } from '@vivaha/shared/verification';

import type { Db } from '#src/db/client.ts';
import { profileChecks, profiles } from '#src/db/schema.ts';

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
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
