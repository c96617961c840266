import { z } from 'zod';

import { STORY_CONSENT_MAX, STORY_PLACE_MAX, STORY_TEXT_MAX, STORY_TITLE_MAX } from './constants.ts';
import { storyMessages } from './field-messages.ts';
import { LANGUAGES } from './languages.ts';
import { carried } from './said.ts';
import { wireString } from './wire.ts';

const storyErrors = carried(storyMessages);

/**
 * Success stories: a couple's few words that the team publishes on the homepage, only after both
 * families have agreed to the words as written. Not in the spec; the team writes them in the
 * admin area (/admin/stories) and the homepage shows the newest few.
 */

export {
  HOME_STORIES,
  STORY_CONSENT_MAX,
  STORY_LIMIT,
  STORY_PLACE_MAX,
  STORY_TEXT_MAX,
  STORY_TITLE_MAX,
} from './constants.ts';
export { storyMessages } from './field-messages.ts';

const text = (label: string, max: number, error: string, required = false) => {
  const trimmed = wireString(label, { error }).trim().max(max, { error });
  return required ? trimmed.min(1, { error }) : trimmed.default('');
};

/**
 * POST /api/admin/stories and PUT /api/admin/stories/{id} (the team's form checks the same). A draft may lack the families'
 * consent; a published story may not: each family's record says who agreed and how.
 */
export const storyFieldsSchema = z
  .object({
    title: text('Title', STORY_TITLE_MAX, storyErrors.title, true),
    story: text('Story', STORY_TEXT_MAX, storyErrors.story, true),
    place: text('Place', STORY_PLACE_MAX, storyErrors.place),
    language: z.enum(LANGUAGES, { error: storyErrors.language }),
    brideFamilyConsent: text("Bride's family's consent", STORY_CONSENT_MAX, storyErrors.consent),
    groomFamilyConsent: text("Groom's family's consent", STORY_CONSENT_MAX, storyErrors.consent),
    published: z.boolean({ error: storyErrors.publishedInvalid }).default(false),
  })
  .superRefine((story, context) => {
    if (!story.published) return;
    if (!story.brideFamilyConsent) {
      context.addIssue({ code: 'custom', message: storyErrors.brideConsentNeeded, path: ['brideFamilyConsent'] });
    }
    if (!story.groomFamilyConsent) {
      context.addIssue({ code: 'custom', message: storyErrors.groomConsentNeeded, path: ['groomFamilyConsent'] });
    }
  });
export const storyBodySchema = z.preprocess((body) => body ?? {}, storyFieldsSchema);
export type StoryBody = z.input<typeof storyFieldsSchema>;
export type StoryFields = z.output<typeof storyFieldsSchema>;

/** A story as the homepage shows it: no record of consent, no one's account. */
export const publicStorySchema = z.object({
  id: z.number(),
  title: z.string(),
  story: z.string(),
  place: z.string(),
  language: z.enum(LANGUAGES),
  publishedOn: z.string(),
});
export type PublicStory = z.infer<typeof publicStorySchema>;
/** GET /api/pp/stories: the newest HOME_STORIES published stories; none is an empty list. */
export const publicStoryListSchema = z.object({ items: z.array(publicStorySchema) });
export type PublicStoryList = z.infer<typeof publicStoryListSchema>;

/** A story as the team sees it (GET /api/admin/stories). */
export const storySchema = z.object({
  id: z.number(),
  title: z.string(),
  story: z.string(),
  place: z.string(),
  language: z.enum(LANGUAGES),
  brideFamilyConsent: z.string(),
  groomFamilyConsent: z.string(),
  published: z.boolean(),
  /** When it was last published; null for a draft. */
  publishedOn: z.string().nullable(),
  updatedOn: z.string(),
  /** The team member who saved it last. */
  updatedBy: z.string(),
});
export type Story = z.infer<typeof storySchema>;
export const storyListSchema = z.object({ items: z.array(storySchema) });
export type StoryList = z.infer<typeof storyListSchema>;
