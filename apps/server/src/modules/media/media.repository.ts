import { eq } from 'drizzle-orm';

import type { Db } from '#src/db/client.ts';
import { profileImages, profiles } from '#src/db/schema.ts';
import type { PhotoTarget } from '#src/modules/access/index.ts';

export function createMediaRepository(db: Db) {
  return {
    /** A stored photo by its key, with what decides who may see it (modules/access, photoShown). */
    async photo(storageKey: string): Promise<PhotoTarget | undefined> {
      const [row] = await db
        .select({
          id: profiles.id,
          ownerId: profiles.ownerId,
          sex: profiles.sex,
          active: profiles.active,
          reportHold: profiles.reportHold,
          photoProtected: profiles.photoProtected,
          photoVisibility: profiles.photoVisibility,
          reviewed: profileImages.reviewed,
        })
        .from(profileImages)
        .innerJoin(profiles, eq(profiles.id, profileImages.profileId))
        .where(eq(profileImages.storageKey, storageKey))
        .limit(1);
      return row;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
