import { and, eq } from 'drizzle-orm';

import type { MatchSystem } from '@vivaha/shared/constants';

import type { Db } from '#src/db/client.ts';
import { profiles, users } from '#src/db/schema.ts';

/** The member's chosen rule set (`users.match_system`) and the community of their own profiles. */
export function createMatchSystemRepository(db: Db) {
  return {
    async chosen(userId: number): Promise<string | null> {
      const [row] = await db.select({ system: users.matchSystem }).from(users).where(eq(users.id, userId));
      return row?.system ?? null;
    },

    async choose(userId: number, system: MatchSystem): Promise<void> {
      await db.update(users).set({ matchSystem: system }).where(eq(users.id, userId));
    },

    /** The ethnicity of one of the member's own profiles; undefined if it is not theirs. */
    async ownEthnicity(userId: number, profileId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ ethnicity: profiles.ethnicity })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.ownerId, userId)));
      return row?.ethnicity;
    },
  };
}

export type MatchSystemRepository = ReturnType<typeof createMatchSystemRepository>;
