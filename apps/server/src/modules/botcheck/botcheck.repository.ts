import { lt, sql } from 'drizzle-orm';

import type { Db } from '#src/db/client.ts';
import { usedBotChecks } from '#src/db/schema.ts';

export function createBotCheckRepository(db: Db) {
  return {
    /** Records a spent challenge; false when it was spent before. */
    async markUsed(challengeId: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(usedBotChecks)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ id: usedBotChecks.challengeId });
      return rows.length === 1;
    },

    async deleteExpired(): Promise<void> {
      await db.delete(usedBotChecks).where(lt(usedBotChecks.expiresAt, sql`now()`));
    },
  };
}

export type BotCheckRepository = ReturnType<typeof createBotCheckRepository>;
