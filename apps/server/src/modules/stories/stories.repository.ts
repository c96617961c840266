import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';

import type { StoryFields } from '@vivaha/shared/stories';

import type { Db } from '#src/db/client.ts';
import { successStories } from '#src/db/schema.ts';

type Fields = Omit<StoryFields, 'published'> & { published: boolean; updatedBy: string };

/** The columns a save writes: a published story that is edited keeps the date it was published on. */
const columns = ({ published, ...fields }: Fields) => ({
  ...fields,
  publishedAt: published ? sql`coalesce(${successStories.publishedAt}, now())` : null,
  updatedAt: sql`now()`,
});

export function createStoriesRepository(db: Db) {
  return {
    /** Every story for the team, the newest saved first. */
    all() {
      return db.select().from(successStories).orderBy(desc(successStories.updatedAt), desc(successStories.id));
    },

    /** The newest `limit` published stories, for the homepage. */
    published(limit: number) {
      return db
        .select({
          id: successStories.id,
          title: successStories.title,
          story: successStories.story,
          place: successStories.place,
          language: successStories.language,
          publishedAt: successStories.publishedAt,
        })
        .from(successStories)
        .where(isNotNull(successStories.publishedAt))
        .orderBy(desc(successStories.publishedAt), desc(successStories.id))
        .limit(limit);
    },

    /** Adds a story unless the list holds `limit` already; a lock orders two saves at once. */
    async add(fields: Fields, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(72431911)`);
        const [held] = await tx.select({ value: count() }).from(successStories);
        if ((held?.value ?? 0) >= limit) return undefined;
        const [made] = await tx
          .insert(successStories)
          .values({ ...columns(fields), publishedAt: fields.published ? sql`now()` : null })
          .returning({ id: successStories.id });
        return made;
      });
    },

    async change(id: number, fields: Fields): Promise<boolean> {
      const changed = await db
        .update(successStories)
        .set(columns(fields))
        .where(eq(successStories.id, id))
        .returning({ id: successStories.id });
      return changed.length > 0;
    },

    async remove(id: number) {
      const [gone] = await db
        .delete(successStories)
        .where(eq(successStories.id, id))
        .returning({ title: successStories.title });
      return gone;
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
