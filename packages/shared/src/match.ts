import { z } from 'zod';

import { MATCH_LISTS, MATCH_SYSTEMS } from './constants.ts';
import { matchMessages, matchesMessages } from './field-messages.ts';
import { MATCH_BANDS } from './horoscope/ranking.ts';
import { searchQuerySchema, searchResultSchema } from './public.ts';
import { carried } from './said.ts';
import { queryId } from './wire.ts';

const matchErrors = carried(matchMessages);
const matchesErrors = carried(matchesMessages);

export { matchMessages, matchesMessages };

export { MATCH_LISTS, MATCH_SYSTEMS, type MatchList, type MatchSystem } from './constants.ts';

/** GET /api/pp/{id}/match: `with` is one of the signed-in member's own profiles. */
export const matchQuerySchema = z.object({
  with: queryId(matchErrors.with),
  system: z.enum(MATCH_SYSTEMS, { error: matchErrors.system }).default('tamil'),
});
export type MatchQuery = z.input<typeof matchQuerySchema>;

const matchSide = z.object({
  profileId: z.number(),
  name: z.string(),
  /** As the family declared it: Chevvai dosham needs the full chart, so it is not computed. */
  chevaiThosam: z.boolean(),
  /** The family's chart link, '' when none. */
  chartLink: z.string(),
});

/** One factor's answer, with its one-line meaning; `reason` says why it is unknown. */
export const matchFactorSchema = z.object({
  id: z.string(),
  name: z.string(),
  meaning: z.string(),
  verdict: z.enum(['pass', 'fail', 'unknown']),
  veto: z.boolean(),
  reason: z.string().optional(),
  /** Where published tables split: a line for each school that answers this couple otherwise. */
  otherSchools: z.array(z.string()).optional(),
});

/** The answer: each factor, "N of M", the failed vetoes by name, and what the chart must settle. */
export const matchAnswerSchema = z.object({
  ruleSet: z.enum(MATCH_SYSTEMS),
  name: z.string(),
  factors: z.array(matchFactorSchema),
  passes: z.number(),
  outOf: z.number(),
  total: z.string(),
  vetoes: z.array(z.string()),
  reason: z.string().optional(),
  note: z.string(),
  bride: matchSide,
  groom: matchSide,
});
export type MatchAnswer = z.infer<typeof matchAnswerSchema>;

/**
 * GET /api/matches/{myProfileId}: the search filters (spec section 3) without `sx`, which is the
 * other sex of the member's profile, with the rule set and the list.
 */
export const matchesQuerySchema = searchQuerySchema.omit({ sx: true }).extend({
  system: matchQuerySchema.shape.system,
  list: z.enum(MATCH_LISTS, { error: matchesErrors.list }).default('ranked'),
});
export type MatchesQuery = z.output<typeof matchesQuerySchema>;
export type MatchesParams = z.input<typeof matchesQuerySchema>;

/** An open horoscope's result in short: the total, the failed vetoes, and why nothing was judged. */
export const matchSummarySchema = z.object({
  passes: z.number(),
  outOf: z.number(),
  total: z.string(),
  vetoes: z.array(z.string()),
  reason: z.string().optional(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/**
 * Why a profile is listed apart: the family shows its horoscope only to members it approves, or
 * its horoscope opens on its page, where the look is counted (the list gives no band before).
 */
export const APART_REASONS = ['approvedOnly', 'openProfile'] as const;
export type ApartReason = (typeof APART_REASONS)[number];

export const matchesItemSchema = z.object({
  lastSeen: z.string().nullable(),
  searchResults: searchResultSchema,
  /** The ranked list's band (ranking.ts); null in the list apart. */
  band: z.enum(MATCH_BANDS).nullable(),
  /**
   * The ranked list's exact result: it holds only horoscopes open to the member without a new look
   * (shown to all, approved, or opened on its page in the last 24 hours). Null in the list apart.
   */
  match: matchSummarySchema.nullable(),
  /** The list apart's reason; null in the ranked list. */
  apart: z.enum(APART_REASONS).nullable(),
});
export type MatchesItem = z.infer<typeof matchesItemSchema>;

/** A count that stops `SEARCH_COUNT_CAP` past the page's start, as the search's does. */
const listCount = z.object({ count: z.number(), capped: z.boolean() });

export const matchesAnswerSchema = z.object({
  profile: z.object({ profileId: z.number(), name: z.string() }),
  system: z.enum(MATCH_SYSTEMS),
  list: z.enum(MATCH_LISTS),
  /**
   * Why the profile cannot be matched (no star or padam, no horoscope); then there are no items.
   * A profile that is not published is refused (409) instead.
   */
  reason: z.string().optional(),
  items: z.array(matchesItemSchema),
  ranked: listCount,
  apart: listCount,
});
export type MatchesAnswer = z.infer<typeof matchesAnswerSchema>;

/** GET /api/matches: the member's own profiles, each with whether it can be matched. */
export const matchableAnswerSchema = z.object({
  items: z.array(
    z.object({
      profileId: z.number(),
      name: z.string(),
      sex: z.number(),
      /** Published now: matches are made only from a published profile (reason then says why not). */
      published: z.boolean(),
      /** Why it cannot be matched, absent when it can. */
      reason: z.string().optional(),
    }),
  ),
});
export type MatchableAnswer = z.infer<typeof matchableAnswerSchema>;
