import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { serialId, updatedAt } from './columns.ts';

/**
 * The homepage's success stories, written by the team with both families' consent: who agreed
 * and how is recorded per family, and a story without both is never published. Not tied to any
 * profile or account, so a couple's profiles can go without the story going, and the other way.
 */
export const successStories = pgTable(
  'success_stories',
  {
    id: serialId(),
    title: varchar('title', { length: 80 }).notNull(),
    story: text('story').notNull(),
    place: varchar('place', { length: 80 }).notNull().default(''),
    language: varchar('language', { length: 2 }).notNull(),
    brideFamilyConsent: varchar('bride_family_consent', { length: 200 }).notNull().default(''),
    groomFamilyConsent: varchar('groom_family_consent', { length: 200 }).notNull().default(''),
    /** Set while the story is on the homepage: when it was last published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: varchar('updated_by', { length: 254 }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('success_stories_published_idx')
      .on(table.publishedAt)
      .where(sql`${table.publishedAt} is not null`),
  ],
);
