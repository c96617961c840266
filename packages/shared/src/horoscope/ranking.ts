import { matchCouple, type FactorResult, type MatchResult, type RuleSet, type SexedPerson } from './engine.ts';
import { PADAMS_PER_STAR, STAR_COUNT, WEEKDAY_COUNT } from './stars.ts';

/**
 * How the matches page orders profiles: by band, best first. A band says little of a star (five
 * answers from 108 star-padams), so the page can show it for every horoscope the member may see,
 * where the exact total and the vetoes by name are shown only for horoscopes already open to
 * them (docs/decisions/009).
 */
export const MATCH_BANDS = ['strong', 'fair', 'weak', 'unjudged', 'vetoed'] as const;
export type MatchBand = (typeof MATCH_BANDS)[number];

/** The share of factors passed (of those counted) at which a match is strong, and fair. */
export const STRONG_SHARE = 0.7;
export const FAIR_SHARE = 0.5;

/**
 * A result's band (the engine's result, or the match panel's answer): any failed veto (Rajju,
 * Vedha) is 'vetoed' whatever the count; nothing judged (a family without horoscopes, a missing
 * star) is 'unjudged', never a failure; the rest by the share of factors passed: Tamil 7 of 10 or
 * more is strong, 5 or 6 fair.
 */
export function matchBand(
  result: Pick<MatchResult, 'passes' | 'outOf' | 'vetoes'> & { factors: ReadonlyArray<Pick<FactorResult, 'verdict'>> },
): MatchBand {
  if (result.vetoes.length > 0) return 'vetoed';
  if (!result.factors.some((factor) => factor.verdict !== 'unknown')) return 'unjudged';
  const share = result.outOf > 0 ? result.passes / result.outOf : 0;
  if (share >= STRONG_SHARE) return 'strong';
  return share >= FAIR_SHARE ? 'fair' : 'weak';
}

/** The position of a band in the order (0 comes first). */
export const bandRank = (band: MatchBand) => MATCH_BANDS.indexOf(band);

/** The band rank of every profile whose horoscope cannot be judged at all. */
export const UNJUDGED_RANK = bandRank('unjudged');

/**
 * The band rank of every candidate who follows horoscopes, by star (1-27), then padam (0 = not
 * known, 1-4), then weekday of birth (0-6): 945 numbers, so the database can order any number of
 * profiles by the match with one profile, reading the rank by position, without the engine
 * running once per profile. A candidate outside the table (no horoscope, no star) ranks
 * `UNJUDGED_RANK`.
 */
export function rankTable(ruleSet: RuleSet, mine: SexedPerson, candidateSex: number): number[] {
  const ranks: number[] = [];
  for (let star = 1; star <= STAR_COUNT; star += 1) {
    for (let padam = 0; padam <= PADAMS_PER_STAR; padam += 1) {
      for (let weekday = 0; weekday < WEEKDAY_COUNT; weekday += 1) {
        const candidate = { sex: candidateSex, star, padam: padam || null, weekday, followsHoroscopes: true };
        ranks.push(bandRank(matchBand(matchCouple(ruleSet, mine, candidate))));
      }
    }
  }
  return ranks;
}

/** The position of a candidate's rank in `rankTable`'s list. */
export const rankIndex = (star: number, padam: number, weekday: number) =>
  (star - 1) * (PADAMS_PER_STAR + 1) * WEEKDAY_COUNT + padam * WEEKDAY_COUNT + weekday;
