import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { matchCouple, type RuleSet } from './engine.ts';
import { bandRank, matchBand, rankIndex, rankTable, UNJUDGED_RANK } from './ranking.ts';
import { sinhalaPorondam } from './sinhala-porondam.ts';
import { tamilPorutham } from './tamil-porutham.ts';

const ruleSets: RuleSet[] = [tamilPorutham, sinhalaPorondam];
const MALE = 1;
const FEMALE = 2;

const person = fc.record({
  star: fc.integer({ min: 1, max: 27 }),
  padam: fc.integer({ min: 0, max: 4 }),
  weekday: fc.integer({ min: 0, max: 6 }),
});
const known = (value: { star: number; padam: number; weekday: number }, sex: number) => ({
  ...value,
  padam: value.padam || null,
  sex,
  followsHoroscopes: true,
});

describe.each(ruleSets)('$name bands', (ruleSet) => {
  it('puts a failed veto last whatever the count, and never calls a judged match unjudged', () => {
    fc.assert(
      fc.property(person, person, (a, b) => {
        const result = matchCouple(ruleSet, known(a, FEMALE), known(b, MALE));
        const band = matchBand(result);
        expect(band === 'vetoed').toBe(result.vetoes.length > 0);
        expect(band).not.toBe('unjudged');
      }),
    );
  });

  it('calls a family without horoscopes unjudged, never vetoed', () => {
    const bride = { sex: FEMALE, star: 1, padam: 1, weekday: 0, followsHoroscopes: false };
    const groom = { sex: MALE, star: 1, padam: 1, weekday: 0, followsHoroscopes: true };
    expect(matchBand(matchCouple(ruleSet, bride, groom))).toBe('unjudged');
    expect(bandRank('unjudged')).toBe(UNJUDGED_RANK);
  });

  it('never ranks a match with more factors passed below one with fewer, without vetoes', () => {
    fc.assert(
      fc.property(person, person, person, (me, a, b) => {
        const mine = known(me, FEMALE);
        const ra = matchCouple(ruleSet, mine, known(a, MALE));
        const rb = matchCouple(ruleSet, mine, known(b, MALE));
        if (ra.vetoes.length || rb.vetoes.length || ra.outOf !== rb.outOf) return;
        if (ra.passes > rb.passes) expect(bandRank(matchBand(ra))).toBeLessThanOrEqual(bandRank(matchBand(rb)));
      }),
    );
  });

  it("holds each candidate's band rank at its position: 27 stars, 5 padams (0 = not known), 7 weekdays", () => {
    const groom = { sex: MALE, star: 20, padam: 3, weekday: 5, followsHoroscopes: true };
    const table = rankTable(ruleSet, groom, FEMALE);
    expect(table).toHaveLength(27 * 5 * 7);
    fc.assert(
      fc.property(person, (bride) => {
        const expected = bandRank(matchBand(matchCouple(ruleSet, groom, known(bride, FEMALE))));
        expect(table[rankIndex(bride.star, bride.padam, bride.weekday)]).toBe(expected);
      }),
    );
  });
});

it('bands Tamil porutham by the count: 7 of 10 or more strong, 5 or 6 fair, fewer weak', () => {
  const result = (passes: number) => ({
    ...matchCouple(
      tamilPorutham,
      known({ star: 1, padam: 1, weekday: 0 }, FEMALE),
      known({ star: 2, padam: 1, weekday: 0 }, MALE),
    ),
    passes,
    outOf: 10,
    vetoes: [],
  });
  expect([10, 7, 6, 5, 4, 0].map((passes) => matchBand(result(passes)))).toEqual([
    'strong',
    'strong',
    'fair',
    'fair',
    'weak',
    'weak',
  ]);
});
