import { sexes } from '../options/sexes.ts';

import {
  type FactorId,
  factorWords,
  type SchoolId,
  schoolNotes,
  type UnknownReason,
  unknownReasons,
} from './meanings.ts';
import { type SourceId } from './sources.ts';
import { isPadam, isStar, isWeekday, rasiOf, rasiOfWholeStar } from './stars.ts';

/**
 * The horoscope match: applies a rule set (Tamil porutham or Sinhala porondam) to a bride and a
 * groom. Pure and table-driven: the tables and rules live in the rule-set files.
 */

export type Verdict = 'pass' | 'fail' | 'unknown';

/** One person's horoscope details as a profile holds them. */
export interface HoroscopePerson {
  /** Birth star 1-27 (`astro_star`). */
  star?: number | null;
  /** Padam 1-4 (`astro_padam`). */
  padam?: number | null;
  /** Weekday of birth 0-6 (Sunday = 0), from the date of birth with `weekdayOf`. */
  weekday?: number | null;
  /** False when the family does not follow horoscopes (`notbeleiveinhor`). */
  followsHoroscopes: boolean;
}

/** A person with a sex id from `sexes` (1 = Male, 2 = Female). */
export interface SexedPerson extends HoroscopePerson {
  sex: number | null | undefined;
}

/** Birth details as the rules read them: the star is known, the rest only when known. */
export interface Birth {
  star: number;
  padam?: number;
  rasi?: number;
  weekday?: number;
}

/** A rule's answer: pass (true), fail (false), or why it cannot be judged. */
export type Judgement = boolean | UnknownReason;

/**
 * Another school's reading of a factor: where it answers a couple otherwise than the rule set,
 * the answer names it in a line (`schoolNotes`), so a family whose astrologer follows it knows.
 */
export interface School {
  id: SchoolId;
  /** Where it was read (`sources.ts`). */
  sources: readonly SourceId[];
  judge: (bride: Birth, groom: Birth) => Judgement;
}

export interface FactorRule<F extends FactorId = FactorId> {
  id: F;
  /** A failure vetoes the match whatever the count. */
  veto?: boolean;
  /** The rule in one line, for the expected tables' headers and an astrologer's check. */
  rule: string;
  /** Where the rule was read (`sources.ts`). */
  sources: readonly SourceId[];
  /** Where sources split: the readings this rule set does not follow. */
  schools?: readonly School[];
  judge: (bride: Birth, groom: Birth) => Judgement;
}

export interface RuleSet<F extends FactorId = FactorId> {
  id: 'tamil' | 'sinhala';
  name: string;
  factors: readonly FactorRule<F>[];
  /**
   * What the total counts out of: every factor ("N of 10"), or only the factors that could be
   * judged ("N of M").
   */
  outOf: 'all' | 'judged';
  /** What the rule set does not compute and must be checked elsewhere, shown with every result. */
  note: string;
}

export interface FactorResult {
  id: FactorId;
  name: string;
  meaning: string;
  verdict: Verdict;
  veto: boolean;
  /** Why the factor is unknown. */
  reason?: string;
  /** The same, by its key in `unknownReasons` (what a translation looks up). */
  reasonId?: UnknownReason;
  /** The other schools that answer this couple otherwise, one line each ("Some astrologers ..."). */
  otherSchools?: string[];
  /** The same schools, by their keys in `schoolNotes`. */
  schoolIds?: SchoolId[];
}

export interface MatchResult {
  ruleSet: RuleSet['id'];
  name: string;
  factors: FactorResult[];
  passes: number;
  outOf: number;
  /** e.g. "7 of 10". */
  total: string;
  /** Names of the veto factors that failed; a match with any is not acceptable. */
  vetoes: string[];
  /** Why nothing could be judged, when that is so. */
  reason?: string;
  /** The same, by its key in `unknownReasons`. */
  reasonId?: UnknownReason;
  /** What must still be checked from the full chart. */
  note: string;
}

const MALE = sexes[0].id;
const FEMALE = sexes[1].id;

/** Both rasis, or why they are not known. */
export function withRasis(
  bride: Birth,
  groom: Birth,
  rule: (brideRasi: number, groomRasi: number) => Judgement,
): Judgement {
  if (bride.rasi === undefined || groom.rasi === undefined) return 'noPadam';
  return rule(bride.rasi, groom.rasi);
}

/** A person's birth details as the rules read them, or undefined without a birth star. */
function birthOf(person: HoroscopePerson): Birth | undefined {
  if (!isStar(person.star)) return undefined;
  const star = person.star;
  const padam = isPadam(person.padam) ? person.padam : undefined;
  const rasi = padam === undefined ? rasiOfWholeStar(star) : rasiOf(star, padam);
  const weekday = isWeekday(person.weekday) ? person.weekday : undefined;
  return { star, padam, rasi, weekday };
}

/** Everything unknown for one reason (no horoscope, no star, not a bride and a groom). */
function allUnknown(ruleSet: RuleSet, reason: UnknownReason): MatchResult {
  const factors = ruleSet.factors.map((rule) => factorResult(rule, reason));
  return summarise(ruleSet, factors, reason);
}

/** The schools that answer a couple otherwise than the rule (not those that cannot judge them). */
export const schoolsAnsweringOtherwise = (rule: FactorRule, bride: Birth, groom: Birth, judgement: Judgement) =>
  typeof judgement === 'boolean'
    ? (rule.schools ?? []).filter((school) => {
        const theirs = school.judge(bride, groom);
        return typeof theirs === 'boolean' && theirs !== judgement;
      })
    : [];

function factorResult(rule: FactorRule, judgement: Judgement, others: readonly School[] = []): FactorResult {
  const words = factorWords[rule.id];
  const base = { id: rule.id, name: words.name, meaning: words.meaning, veto: rule.veto === true };
  const schools =
    others.length > 0
      ? { otherSchools: others.map((school) => schoolNotes[school.id]), schoolIds: others.map((school) => school.id) }
      : {};
  if (judgement === true) return { ...base, verdict: 'pass', ...schools };
  if (judgement === false) return { ...base, verdict: 'fail', ...schools };
  return { ...base, verdict: 'unknown', reason: unknownReasons[judgement], reasonId: judgement };
}

function summarise(ruleSet: RuleSet, factors: FactorResult[], reason?: UnknownReason): MatchResult {
  const passes = factors.filter((factor) => factor.verdict === 'pass').length;
  const judged = factors.filter((factor) => factor.verdict !== 'unknown').length;
  const outOf = ruleSet.outOf === 'all' ? factors.length : judged;
  const vetoes = factors.filter((factor) => factor.veto && factor.verdict === 'fail').map((factor) => factor.name);
  return {
    ruleSet: ruleSet.id,
    name: ruleSet.name,
    factors,
    passes,
    outOf,
    total: `${passes} of ${outOf}`,
    vetoes,
    ...(reason === undefined ? {} : { reason: unknownReasons[reason], reasonId: reason }),
    note: ruleSet.note,
  };
}

/** The match counted from the bride's star to the groom's. */
export function matchBrideGroom(ruleSet: RuleSet, bride: HoroscopePerson, groom: HoroscopePerson): MatchResult {
  // A family that does not follow horoscopes is named before a missing star.
  if (!bride.followsHoroscopes || !groom.followsHoroscopes) return allUnknown(ruleSet, 'doesNotFollowHoroscopes');
  const b = birthOf(bride);
  const g = birthOf(groom);
  if (b === undefined || g === undefined) return allUnknown(ruleSet, 'noStar');
  const factors = ruleSet.factors.map((rule) => {
    const judgement = rule.judge(b, g);
    return factorResult(rule, judgement, schoolsAnsweringOtherwise(rule, b, g, judgement));
  });
  return summarise(ruleSet, factors);
}

/**
 * The match of two people whichever of them asks: the woman is the bride, the man the groom.
 * Two people of the same sex, or of unknown sex, get an unknown result.
 */
export function matchCouple(ruleSet: RuleSet, a: SexedPerson, b: SexedPerson): MatchResult {
  if (a.sex === FEMALE && b.sex === MALE) return matchBrideGroom(ruleSet, a, b);
  if (a.sex === MALE && b.sex === FEMALE) return matchBrideGroom(ruleSet, b, a);
  return allUnknown(ruleSet, 'notBrideAndGroom');
}
