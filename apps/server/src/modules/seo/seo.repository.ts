import { and, asc, count, eq } from 'drizzle-orm';

import type { Db } from '#src/db/client.ts';
import { profiles } from '#src/db/schema.ts';
import { publishedProfile as published } from '#src/modules/access/index.ts';

export function createSeoRepository(db: Db) {
  return {
    /** What a published profile's page title needs. */
    async publishedSummary(id: number) {
      const [row] = await db
        .select({
          id: profiles.id,
          name: profiles.name,
          dob: profiles.dob,
          sex: profiles.sex,
          ethnicity: profiles.ethnicity,
          religion: profiles.religion,
          livingCity: profiles.livingCity,
          residentCountry: profiles.residentCountry,
        })
        .from(profiles)
        .where(and(eq(profiles.id, id), published))
        .limit(1);
      return row;
    },

    async publishedCount(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(profiles).where(published);
      return row?.value ?? 0;
    },

    publishedPage(page: number, size: number) {
      return db
        .select({ id: profiles.id, name: profiles.name, updatedAt: profiles.updatedAt })
        .from(profiles)
        .where(published)
        .orderBy(asc(profiles.id))
        .limit(size)
        .offset((page - 1) * size);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
