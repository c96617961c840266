import { z } from 'zod';

import { LIST_PAGE_SIZE } from './constants.ts';
import { searchResultSchema } from './public.ts';

/**
 * What a member keeps track of: the shortlist (profiles saved with the heart) and the profiles
 * marked "Not interested", which leave the member's searches, home cards and new-match mails.
 */

/** Profiles one member may keep on the shortlist. */
export const SHORTLIST_LIMIT = 100;
/** Profiles one member may mark "Not interested". */
export const HIDDEN_LIMIT = 500;

export const listMessages = {
  saved: 'Saved to your shortlist.',
  unsaved: 'Removed from your shortlist.',
  notSaved: 'This profile is not on your shortlist.',
  shortlistLimit: `Your shortlist can hold at most ${SHORTLIST_LIMIT} profiles. Remove some first.`,
  ownProfile: 'This is one of your own profiles.',
  forProfile: 'Please choose one of your own profiles.',
  hidden: 'Hidden. This profile will no longer show in your searches, home page or new-match mails.',
  unhidden: 'Shown again.',
  notHidden: 'This profile is not hidden.',
  hiddenLimit: `You can hide at most ${HIDDEN_LIMIT} profiles. Show some again in My Hidden Profiles first.`,
  notFound: 'Profile not found.',
} as const;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(LIST_PAGE_SIZE);
const ownProfileId = z.coerce
  .number({ error: listMessages.forProfile })
  .int({ error: listMessages.forProfile })
  .min(1, { error: listMessages.forProfile })
  .max(2_147_483_647, { error: listMessages.forProfile });

/** GET /api/shortlist: newest first; `for` keeps those saved for one of the member's own profiles. */
export const shortlistQuerySchema = z.object({ page, pageSize, for: ownProfileId.optional() });
export type ShortlistQuery = z.input<typeof shortlistQuerySchema>;

/** POST /api/shortlist/{profileId}: which of the member's own profiles it is saved for, if any. */
export const shortlistSaveSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ forProfileId: ownProfileId.nullable().optional() }),
);
export type ShortlistSave = z.input<typeof shortlistSaveSchema>;

/** A saved or hidden profile: its card, as a search shows it to this member. */
export const listItemSchema = z.object({
  profileId: z.number(),
  /** When it was saved or hidden. */
  on: z.string(),
  /** The member's own profile it was saved for (shortlist only). */
  forProfileId: z.number().nullable(),
  card: searchResultSchema,
});
export type ListItem = z.infer<typeof listItemSchema>;
export const listPageSchema = z.object({ items: z.array(listItemSchema), totalCount: z.number() });
export type ListPage = z.infer<typeof listPageSchema>;

/** GET /api/shortlist/ids and /api/hidden/ids: every profile id on the list, for the hearts on cards. */
export const listIdsSchema = z.object({ profileIds: z.array(z.number()) });
export type ListIds = z.infer<typeof listIdsSchema>;

export const hiddenQuerySchema = z.object({ page, pageSize });
export type HiddenQuery = z.input<typeof hiddenQuerySchema>;
