// The horoscope side of the public answers: the rule sets, a profile as the engine reads it, a match's words.
import { type MatchResult, type RuleSet } from '@vivaha/shared/horoscope/engine';
import { sinhalaPorondam } from '@vivaha/shared/horoscope/sinhala-porondam';
import { isPadam, isStar, weekdayOf } from '@vivaha/shared/horoscope/stars';
import { tamilPorutham } from '@vivaha/shared/horoscope/tamil-porutham';
import type { Language } from '@vivaha/shared/languages';
import { matchesMessages, type ApartReason, type MatchSummary, type MatchSystem } from '@vivaha/shared/match';
import { sexes } from '@vivaha/shared/options/sexes';

import { horoscopeText, said, sayIn, type Said } from '#src/lib/messages.ts';
import { horoscopeState, type HoroscopeCandidate, type HoroscopeOpening } from '#src/modules/access/index.ts';

/** The sexes of a bride and a groom (`sexes`). */
export const FEMALE = sexes.find((option) => option.label === 'Female')!.id;
export const MALE = sexes.find((option) => option.label === 'Male')!.id;

export const ruleSets: Record<MatchSystem, RuleSet> = { tamil: tamilPorutham, sinhala: sinhalaPorondam };

/** The sex of the profiles a bride or a groom is matched with. */
export const otherSex = (sex: number) => (sex === FEMALE ? MALE : FEMALE);

/**
 * Why a profile's horoscope is listed apart: the family keeps it for members they approve, or it
 * opens on the profile's page (counted as a look there).
 */
export const apartReason = (opening: HoroscopeOpening, row: HoroscopeCandidate): ApartReason =>
  horoscopeState(opening, row) === 'approvedOnly' ? 'approvedOnly' : 'openProfile';

/** What the horoscope engine reads of a profile. */
export interface Horoscope {
  sex: number;
  dob: string;
  astroStar: number;
  astroPadam: number;
  noHoroscope: boolean;
}

export const horoscopePerson = (profile: Horoscope) => ({
  sex: profile.sex,
  star: profile.astroStar,
  padam: profile.astroPadam,
  weekday: weekdayOf(profile.dob),
  followsHoroscopes: !profile.noHoroscope,
});

/** Why one of the member's profiles cannot be matched: the matches page needs a bride or a groom with star and padam. */
export function unmatchable(profile: Horoscope): Said | undefined {
  if (profile.sex !== FEMALE && profile.sex !== MALE) return said(matchesMessages, 'noSex');
  if (profile.noHoroscope) return said(matchesMessages, 'noHoroscope');
  if (!isStar(profile.astroStar) || !isPadam(profile.astroPadam)) return said(matchesMessages, 'noStar');
  return undefined;
}

/**
 * A match's words in a language, each by its key in the 'horoscope' catalog: the rule set's name
 * and note, the factors' names and meanings, the total, the vetoes, the reasons (by the engine's
 * `reasonId`) and the other schools (by `schoolIds`). The keys themselves stay on the server.
 */
export function resultIn(result: MatchResult, language: Language): MatchResult {
  const say = (key: string, values?: Record<string, number>) =>
    sayIn(language)(said(horoscopeText, key as keyof typeof horoscopeText, values));
  const tamil = result.ruleSet === 'tamil';
  const { reasonId, ...rest } = result;
  return {
    ...rest,
    name: say(tamil ? 'tamilName' : 'sinhalaName'),
    factors: result.factors.map(({ reasonId: factorReason, schoolIds, ...factor }) => ({
      ...factor,
      name: say(`${factor.id}.name`),
      meaning: say(`${factor.id}.meaning`),
      ...(factorReason === undefined ? {} : { reason: say(factorReason) }),
      ...(schoolIds === undefined ? {} : { otherSchools: schoolIds.map((school) => say(`school.${school}`)) }),
    })),
    total: say('total', { passes: result.passes, outOf: result.outOf }),
    vetoes: result.factors
      .filter((factor) => factor.veto && factor.verdict === 'fail')
      .map((factor) => say(`${factor.id}.name`)),
    ...(reasonId === undefined ? {} : { reason: say(reasonId) }),
    note: say(tamil ? 'notComputed' : 'notComputedSinhala'),
  };
}

export const matchSummary = ({ passes, outOf, total, vetoes, reason }: MatchResult): MatchSummary => ({
  passes,
  outOf,
  total,
  vetoes,
  ...(reason === undefined ? {} : { reason }),
});
