import type { Language } from '@vivaha/shared/languages';
import {
  HOME_STORIES,
  STORY_LIMIT,
  storyMessages,
  type PublicStoryList,
  type StoryFields,
  type StoryList,
} from '@vivaha/shared/stories';

import { badRequest, notFound } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

import type { StoriesRepository } from './stories.repository.ts';

export const storyText = messages('stories', storyMessages);

/** What the team did, for the team's record (admin_audit): not tied to a profile. */
export interface AuditEntry {
  adminId: number;
  adminEmail: string;
  action: string;
  details: string;
}

interface Deps {
  repository: StoriesRepository;
  record: (entry: AuditEntry) => Promise<void>;
}

interface TeamMember {
  id: number;
  email: string;
}

/**
 * Success stories: the team writes, publishes, withdraws and deletes them; the homepage reads the
 * newest published. Publishing needs both families' consent on record (the body's schema holds
 * that rule); withdrawing takes the story off the homepage at once.
 */
export function createStoriesService({ repository, record }: Deps) {
  const audit = (admin: TeamMember, action: string, details: string) =>
    record({ adminId: admin.id, adminEmail: admin.email, action, details });

  return {
    async list(): Promise<StoryList> {
      const rows = await repository.all();
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          story: row.story,
          place: row.place,
          language: row.language as Language,
          brideFamilyConsent: row.brideFamilyConsent,
          groomFamilyConsent: row.groomFamilyConsent,
          published: row.publishedAt !== null,
          publishedOn: row.publishedAt?.toISOString() ?? null,
          updatedOn: row.updatedAt.toISOString(),
          updatedBy: row.updatedBy,
        })),
      };
    },

    async homepage(): Promise<PublicStoryList> {
      const rows = await repository.published(HOME_STORIES);
      return {
        items: rows.map(({ publishedAt, language, ...row }) => ({
          ...row,
          language: language as Language,
          publishedOn: publishedAt!.toISOString(),
        })),
      };
    },

    async add(admin: TeamMember, fields: StoryFields): Promise<number> {
      const made = await repository.add({ ...fields, updatedBy: admin.email }, STORY_LIMIT);
      if (!made) throw badRequest(said(storyText, 'limit'));
      await audit(admin, fields.published ? 'story-publish' : 'story-save', `Story ${made.id}: "${fields.title}".`);
      return made.id;
    },

    async change(admin: TeamMember, id: number, fields: StoryFields): Promise<void> {
      const changed = await repository.change(id, { ...fields, updatedBy: admin.email });
      if (!changed) throw notFound(said(storyText, 'notFound'));
      await audit(admin, fields.published ? 'story-publish' : 'story-save', `Story ${id}: "${fields.title}".`);
    },

    async remove(admin: TeamMember, id: number): Promise<void> {
      const gone = await repository.remove(id);
      if (!gone) throw notFound(said(storyText, 'notFound'));
      await audit(admin, 'story-delete', `Story ${id}: "${gone.title}".`);
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
