import { expect } from 'vitest';

import { type MatchResult, type Verdict } from './engine.ts';

/**
 * A hand-worked case: bride's star and padam, groom's star and padam (null = not given), and the
 * expected verdict of each factor in the rule set's order: P pass, F fail, ? unknown.
 */
export type Case = [
  brideStar: number,
  bridePadam: number | null,
  groomStar: number,
  groomPadam: number | null,
  expected: string,
];

const verdictOf: Record<string, Verdict> = { P: 'pass', F: 'fail', '?': 'unknown' };

/** Checks a result against a case's expected letters, its total and its vetoes. */
export function expectCase(result: MatchResult, expected: string) {
  const letters = expected.replace(/\s/g, '');
  expect(result.factors.map((factor) => factor.verdict)).toEqual([...letters].map((letter) => verdictOf[letter]));
  const passes = [...letters].filter((letter) => letter === 'P').length;
  expect(result.passes).toBe(passes);
  const vetoes = result.factors.filter((factor, index) => factor.veto && letters[index] === 'F');
  expect(result.vetoes).toEqual(vetoes.map((factor) => factor.name));
}
