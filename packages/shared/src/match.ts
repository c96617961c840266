import { z } from 'zod';

import { MATCH_SYSTEMS } from './constants.ts';
import { requestMessages } from './requests.ts';

export { MATCH_SYSTEMS, type MatchSystem } from './constants.ts';

export const matchMessages = {
  with: requestMessages.selectProfile,
  system: 'Choose Tamil porutham or Sinhala porondam.',
  sameSex: 'A horoscope match is counted between a bride and a groom.',
} as const;

/** GET /api/pp/{id}/match: `with` is one of the signed-in member's own profiles. */
export const matchQuerySchema = z.object({
  with: z.coerce
    .number({ error: matchMessages.with })
    .int({ error: matchMessages.with })
    .min(1, { error: matchMessages.with })
    .max(2_147_483_647, { error: matchMessages.with }),
  system: z.enum(MATCH_SYSTEMS, { error: matchMessages.system }).default('tamil'),
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
