import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type HoroscopePerson, matchBrideGroom, matchCouple, type RuleSet } from './engine.ts';
import { sinhalaPorondam } from './sinhala-porondam.ts';
import { tamilPorutham } from './tamil-porutham.ts';

const ruleSets: RuleSet[] = [tamilPorutham, sinhalaPorondam];

const star = fc.integer({ min: 1, max: 27 });
const padam = fc.integer({ min: 1, max: 4 });
const weekday = fc.integer({ min: 0, max: 6 });

/** A person as a profile may hold one: any field may be missing or out of range. */
const anyPerson = fc.record({
  star: fc.oneof(star, fc.constantFrom(null, undefined, 0, 28)),
  padam: fc.oneof(padam, fc.constantFrom(null, undefined, 0, 5)),
  weekday: fc.oneof(weekday, fc.constantFrom(null, undefined)),
  followsHoroscopes: fc.boolean(),
});

/** A person with every detail known. */
const fullPerson = fc.record({ star, padam, weekday, followsHoroscopes: fc.constant(true) });

const sexed = fc.record({ person: anyPerson, sex: fc.constantFrom(1, 2, null, undefined) });

const verdicts = (ruleSet: RuleSet, bride: HoroscopePerson, groom: HoroscopePerson) =>
  matchBrideGroom(ruleSet, bride, groom).factors.map((factor) => factor.verdict);

describe.each(ruleSets)('$name', (ruleSet) => {
  it('gives the same answer whichever side asks', () => {
    fc.assert(
      fc.property(sexed, sexed, (a, b) => {
        const fromA = matchCouple(ruleSet, { ...a.person, sex: a.sex }, { ...b.person, sex: b.sex });
        const fromB = matchCouple(ruleSet, { ...b.person, sex: b.sex }, { ...a.person, sex: a.sex });
        expect(fromA).toEqual(fromB);
      }),
    );
  });

  it('gives every factor as pass, fail or unknown, and totals that count the passes', () => {
    fc.assert(
      fc.property(anyPerson, anyPerson, (bride, groom) => {
        const result = matchBrideGroom(ruleSet, bride, groom);
        expect(result.factors).toHaveLength(ruleSet.factors.length);
        for (const factor of result.factors) expect(['pass', 'fail', 'unknown']).toContain(factor.verdict);
        const passes = result.factors.filter((factor) => factor.verdict === 'pass').length;
        const judged = result.factors.filter((factor) => factor.verdict !== 'unknown').length;
        expect(result.passes).toBe(passes);
        expect(result.outOf).toBe(ruleSet.outOf === 'all' ? ruleSet.factors.length : judged);
        expect(result.total).toBe(`${passes} of ${result.outOf}`);
        const failedVetoes = result.factors.filter((factor) => factor.veto && factor.verdict === 'fail');
        expect(result.vetoes).toEqual(failedVetoes.map((factor) => factor.name));
        for (const factor of result.factors) expect(factor.reason !== undefined).toBe(factor.verdict === 'unknown');
      }),
    );
  });

  it('never fails a couple when a family does not follow horoscopes or a star is missing', () => {
    fc.assert(
      fc.property(anyPerson, fullPerson, fc.boolean(), (unknown, known, brideUnknown) => {
        fc.pre(!unknown.followsHoroscopes || typeof unknown.star !== 'number' || unknown.star < 1 || unknown.star > 27);
        const [bride, groom] = brideUnknown ? [unknown, known] : [known, unknown];
        expect(verdicts(ruleSet, bride, groom).every((verdict) => verdict === 'unknown')).toBe(true);
      }),
    );
  });

  it('never judges a factor otherwise for lack of a padam or weekday than with them', () => {
    fc.assert(
      fc.property(fullPerson, fullPerson, fc.boolean(), fc.boolean(), (bride, groom, dropPadam, dropBride) => {
        const drop = dropPadam ? { padam: null } : { weekday: null };
        const partial = dropBride
          ? verdicts(ruleSet, { ...bride, ...drop }, groom)
          : verdicts(ruleSet, bride, { ...groom, ...drop });
        const full = verdicts(ruleSet, bride, groom);
        partial.forEach((verdict, index) => {
          if (verdict !== 'unknown') expect(verdict).toBe(full[index]);
        });
      }),
    );
  });

  it('judges every factor it lists when all details are known', () => {
    fc.assert(
      fc.property(fullPerson, fullPerson, (bride, groom) => {
        const unknown = matchBrideGroom(ruleSet, bride, groom).factors.filter((f) => f.verdict === 'unknown');
        expect(unknown).toEqual([]);
      }),
    );
  });

  it('names another school only for a factor it judged', () => {
    fc.assert(
      fc.property(anyPerson, anyPerson, (bride, groom) => {
        for (const factor of matchBrideGroom(ruleSet, bride, groom).factors) {
          if (factor.verdict === 'unknown') expect(factor).not.toHaveProperty('otherSchools');
        }
      }),
    );
  });
});

describe('matchCouple', () => {
  it('takes the woman as the bride', () => {
    const woman = { star: 1, padam: 1, followsHoroscopes: true, sex: 2 };
    const man = { star: 18, padam: 1, followsHoroscopes: true, sex: 1 };
    expect(matchCouple(tamilPorutham, man, woman)).toEqual(matchBrideGroom(tamilPorutham, woman, man));
  });

  it('judges nothing for two people of the same sex', () => {
    const a = { star: 1, padam: 1, followsHoroscopes: true, sex: 2 };
    const result = matchCouple(tamilPorutham, a, { ...a, star: 5 });
    expect(result.factors.every((factor) => factor.verdict === 'unknown')).toBe(true);
    expect(result.reason).toBe('The match needs one bride and one groom');
  });
});
