import { z } from 'zod';

import { pagedSchema } from './answers.ts';
import { LIST_PAGE_SIZE, MATCH_SYSTEMS } from './constants.ts';
import { searchQuerySchema, searchResultSchema } from './public.ts';
import { carried, catalog } from './said.ts';
import { VERIFICATION_KINDS } from './verification.ts';
import { jsonId, pageQuery, queryId, wireString } from './wire.ts';

/**
 * What a member keeps track of: the shortlist (profiles saved with the heart) and the profiles
 * marked "Not interested", which leave the member's searches, home cards and new-match mails.
 */

/** Profiles one member may keep on the shortlist. */
export const SHORTLIST_LIMIT = 100;
/** Profiles one member may mark "Not interested". */
export const HIDDEN_LIMIT = 500;

export const listMessages = catalog('lists', {
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
});
const listErrors = carried(listMessages);

const paging = pageQuery(LIST_PAGE_SIZE);

/** GET /api/shortlist: newest first; `for` keeps those saved for one of the member's own profiles. */
export const shortlistQuerySchema = z.object({ ...paging, for: queryId(listErrors.forProfile).optional() });
export type ShortlistQuery = z.input<typeof shortlistQuerySchema>;

/** POST /api/shortlist/{profileId}: which of the member's own profiles it is saved for, if any. */
export const shortlistSaveSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    forProfileId: jsonId(listErrors.forProfile).optional(),
  }),
);
export type ShortlistSave = z.input<typeof shortlistSaveSchema>;

/** A saved or hidden profile: its card, as a search shows it to this member. */
export const listItemSchema = z.object({
  profileId: z.number(),
  /** When it was saved or hidden. */
  on: z.string(),
  /** The member's own profile it was saved for (shortlist only). */
  forProfileId: z.number().nullable(),
  /** The card, with the owner's last visit (YYYY-MM-DD) as search results carry it. */
  card: searchResultSchema.extend({ lastSeen: z.string().nullable() }),
});
export type ListItem = z.infer<typeof listItemSchema>;
export const listPageSchema = pagedSchema(listItemSchema);
export type ListPage = z.infer<typeof listPageSchema>;

/** GET /api/shortlist/ids and /api/hidden/ids: every profile id on the list, for the hearts on cards. */
export const listIdsSchema = z.object({ profileIds: z.array(z.number()) });
export type ListIds = z.infer<typeof listIdsSchema>;

export const hiddenQuerySchema = z.object({ ...paging });
export type HiddenQuery = z.input<typeof hiddenQuerySchema>;

/** Saved searches one member may keep (a profile's partner preferences are not counted). */
export const SAVED_SEARCH_LIMIT = 10;
/** "New since last seen" is counted up to this; more shows as "99+". */
export const NEW_COUNT_CAP = 99;

export const savedSearchMessages = catalog('savedSearches', {
  saved: 'Search saved.',
  changed: 'Saved search changed.',
  deleted: 'Saved search deleted.',
  notFound: 'Saved search not found.',
  name: 'Please give the search a name of at most 60 characters.',
  limit: `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one first.`,
  preferencesSaved: 'Partner preferences saved.',
  preferencesDelete: 'Partner preferences are changed on the profile, not deleted here.',
  horoscopeSystem: 'Please choose Tamil porutham or Sinhala porondam.',
  seen: 'Marked as seen.',
});
const savedSearchErrors = carried(savedSearchMessages);

/** A search's filters, as GET /api/pp/search takes them, without the page. */
export const savedFiltersSchema = searchQuerySchema.omit({ page: true, pageSize: true });
export type SavedFilters = z.output<typeof savedFiltersSchema>;
/** The filters as an answer carries them: numbers, the caste text and the city (none in a search saved before it). */
export const savedFiltersAnswerSchema = z.object({
  sx: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ms: z.number(),
  re: z.number(),
  ec: z.number(),
  mt: z.number(),
  ed: z.number(),
  oc: z.number(),
  rc: z.number(),
  af: z.number(),
  at: z.number(),
  st: z.string(),
  ct: z.string().default(''),
  vf: z.array(z.enum(VERIFICATION_KINDS)).default([]),
});

const searchName = wireString('Name', { error: savedSearchErrors.name })
  .trim()
  .min(1, { error: savedSearchErrors.name })
  .max(60, { error: savedSearchErrors.name });

/** POST /api/savedsearches, PUT /api/savedsearches/{id}. */
export const savedSearchBodySchema = z.preprocess(
  (body) => body ?? {},
  // No filters is a search for everyone, as an empty search form is.
  z.object({ name: searchName, filters: z.preprocess((filters) => filters ?? {}, savedFiltersSchema) }),
);
export type SavedSearchBody = z.input<typeof savedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  filters: savedFiltersAnswerSchema,
  /** Set when these are a profile's partner preferences. */
  profileId: z.number().nullable(),
  horoscopeSystem: z.enum(MATCH_SYSTEMS).nullable(),
  /** Published since the member last opened it, up to NEW_COUNT_CAP + 1. */
  newCount: z.number(),
  lastSeenOn: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/**
 * GET/PUT /api/profilecx/{id}/preferences: what one of the member's profiles looks for. Before
 * they are saved, GET answers a suggestion made from the profile (`saved: false`).
 */
export const preferencesBodySchema = z.object({
  filters: savedFiltersSchema,
  /** "Horoscope must match", under this rule set; null when it need not. */
  horoscopeSystem: z.enum(MATCH_SYSTEMS, { error: savedSearchErrors.horoscopeSystem }).nullable(),
});
export type PreferencesBody = z.input<typeof preferencesBodySchema>;
export const preferencesSchema = z.object({
  filters: savedFiltersAnswerSchema,
  horoscopeSystem: z.enum(MATCH_SYSTEMS).nullable(),
  saved: z.boolean(),
  savedSearchId: z.number().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** How often a member gets new-match mails; weekly until they choose. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const digestMessages = catalog('digest', {
  saved: 'Your choice of new-match mails is saved.',
  unsubscribed: 'You will no longer get new-match mails. You can turn them on again on My Saved Searches.',
  badToken: 'This unsubscribe link is not valid. Sign in and choose on My Saved Searches instead.',
  frequency: 'Please choose daily, weekly or off.',
});
const digestErrors = carried(digestMessages);

/** GET/PUT /api/digest. */
export const digestFrequencySchema = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES, { error: digestErrors.frequency }),
});
