import { z } from 'zod';

import { MATCH_SYSTEMS } from './constants.ts';
import { matchMessages } from './field-messages.ts';
import { carried, catalog } from './said.ts';
import { queryId } from './wire.ts';

const matchErrors = carried(matchMessages);

/** The words of GET/PUT /api/matchsystem. */
export const matchSystemMessages = catalog('matchSystem', {
  saved: 'Your horoscope matches will open on this rule set.',
  notFound: 'Profile not found.',
});

/** GET /api/matchsystem?profile=: one of the member's own profiles. */
export const matchSystemQuerySchema = z.object({ profile: queryId(matchErrors.with) });

/**
 * The rule set that profile's matches open on: the member's own choice (`remembered`), else the
 * family's tradition (`horoscope/tradition.ts`).
 */
export const matchSystemAnswerSchema = z.object({
  system: z.enum(MATCH_SYSTEMS),
  remembered: z.boolean(),
});
export type MatchSystemAnswer = z.infer<typeof matchSystemAnswerSchema>;

/** PUT /api/matchsystem: the member chose a rule set; their matches open on it from now on. */
export const matchSystemBodySchema = z.object({
  system: z.enum(MATCH_SYSTEMS, { error: matchErrors.system }),
});
