import { describe, expect, it } from 'vitest';

import { matchBrideGroom } from './engine.ts';
import { schoolNotes } from './meanings.ts';
import { tamilPorutham } from './tamil-porutham.ts';
import { type Case, expectCase } from './test-cases.ts';

const person = (star: number | null, padam: number | null) => ({ star, padam, followsHoroscopes: true });
const match = (bs: number, bp: number | null, gs: number, gp: number | null) =>
  matchBrideGroom(tamilPorutham, person(bs, bp), person(gs, gp));

/*
 * Worked by hand from the tables in tamil-porutham.ts and star-tables.ts. Letters in factor order:
 * Dinam Ganam Mahendram StreeDeergham Yoni | Rasi RasiAdhipathi Vasiyam Rajju Vedhai.
 *
 * Worked example, bride Ashwini 1 (Mesha), groom Jyeshtha 1 (Vrischika): count 18.
 *   Dinam: 18 is in the list: P (Vrischika being the 8th rasi from Mesha does not matter).
 *   Ganam: a Deva bride with a Rakshasa groom: P. Mahendram: 18 is not 4, 7, ... 25: F.
 *   Stree Deergham: 18 > 7: P. Yoni: horse and deer are not enemies: P.
 *   Rasi: count 8 is not in 1, 7, 9-12: F. Rasi Adhipathi: Mars and Mars: P.
 *   Vasiyam: Mesha's row holds Vrischika: P. Rajju: both feet: F. Vedhai: Ashwini-Jyeshtha: F.
 *
 * Worked example, bride Uttara Phalguni 1 (Simha) or 2 (Kanya), groom Shravana 1 (Makara), count 11:
 *   padam 1: Rasi count 6 F; lords Sun and Saturn are enemies F.
 *   padam 2: Rasi count 5 F; lords Mercury and Saturn are neutral P. So the straddling padam matters.
 *
 * Worked example, bride Hasta without padam (all of Hasta is in Kanya), groom Ashwini 2: count 16,
 *   not in the list, whatever the groom's padam: Dinam F. Rasi: Mesha is 8th from Kanya: F.
 */
const cases: Case[] = [
  [1, 1, 2, 1, 'PPFFP PPFPP'], // count 2, same rasi
  [4, 1, 4, 2, 'PPFFP PPFFP'], // same star Rohini: Dinam uthamam, Rajju veto
  [9, 1, 9, 3, 'FPFFP PPFFP'], // same star Ashlesha: no Dinam, Rajju veto
  [1, 1, 10, 1, 'FPPPP FPPFP'], // both feet rajju; a Deva bride with a Rakshasa groom
  [1, 1, 18, 1, 'PPFPP FPPFF'], // Vedhai pair; rasis 8th from each other leave Dinam alone
  [5, 1, 23, 3, 'FPPPP PPFFF'], // Mrigashira-Dhanishta triad, both head rajju
  [1, 1, 13, 1, 'PPPPF FFFPP'], // Stree Deergham at 13: middling, passes; horse-buffalo enemies
  [1, 1, 14, 1, 'FPFPP FFFPP'], // count 14 fails, whatever the groom's padam
  [1, 1, 7, 1, 'FPPFP FFFPP'], // Stree Deergham at 7: fails; Mars counts Mercury an enemy
  [1, 1, 8, 1, 'PPFPP FPFPP'], // Stree Deergham at 8: middling, passes
  [1, 1, 14, 4, 'FPFPP PPFPP'], // count 14 with groom padam 4: no Dinam; Chitra 4 is in Thula
  [12, 1, 22, 1, 'PPFPP FFFPP'], // straddling star, padam 1 in Simha
  [12, 2, 22, 1, 'PPFPP FPFPP'], // straddling star, padam 2 in Kanya
  [12, null, 22, 1, 'PPFPP ???PP'], // straddling star without padam: rasi factors unknown
  [13, null, 1, 2, 'FPPPF FFFPP'], // Hasta without padam: rasi known (Kanya)
  [1, 1, 12, null, 'FPFPP ???PP'], // count 12 fails without the groom's padam too
  [1, 1, 12, 1, 'FPFPP FPPPP'], // count 12 with groom padam 1: no Dinam
  [1, 1, 16, 3, 'FPPPP PPFPP'], // count 16 with groom padam 3: no Dinam
  [2, 1, 1, 1, 'PPFPP PPFPP'], // count 27 in one rasi
  [4, 1, 3, 1, 'FFFPP PPFPP'], // count 27 across two rasis
  [7, 4, 21, 1, 'PPFPP FPPFF'], // Punarvasu-Uttara Ashadha: Vedhai and Rajju
  [7, 3, 21, 2, 'PPFPP FPFFF'], // same stars, other padas: rasis 8th apart, Dinam still passes
  [10, 2, 17, 1, 'PFFPP FPFPP'],
  [17, 1, 27, 4, 'PPFPP FPFPP'],
  [26, 1, 10, 1, 'FFFPP FPFPP'], // count 12 with groom padam 1
  [26, 1, 10, 2, 'FFFPP FPFPP'], // count 12 with groom padam 2 fails too
  [14, 3, 5, 4, 'FFPPP PPFFF'], // Chitra-Mrigashira triad
  [6, 1, 17, 2, 'FPFPF FFFPP'], // dog-deer enemies
  [2, 1, 15, 1, 'FPFPP PPFPP'], // rasi 7th
  [8, 1, 23, 1, 'FPPPP FFFPP'], // Kataka and Makara: 7th, yet no Rasi; Saturn counts the Moon an enemy
  [19, 1, 12, 4, 'FFFPP PFFPP'], // Jupiter counts Mercury an enemy
  [20, 1, 3, 2, 'PFFPF FFFPP'], // goat-monkey enemies
  [24, 1, 1, 1, 'FFFFP FFPPP'], // Vasiyam: Kumbha's row holds Mesha
  [1, 1, 24, 1, 'PPFPP PFPPP'], // Vasiyam either way
  [8, 1, 6, 1, 'PPFPP PPFPP'], // Moon counts Mercury a friend, Mercury the Moon an enemy: middling, passes
  [1, 1, 22, 1, 'FPPPP PFPPP'], // Mars counts Saturn neutral, Saturn Mars an enemy: fails; Makara attracts Mesha
];

const dinamOf = (bs: number, bp: number, gs: number, gp: number) =>
  match(bs, bp, gs, gp).factors.find((factor) => factor.id === 'dinam')?.verdict;

describe('Dinam, as every source read counts it', () => {
  // No source read fails a pair for its rasis being 8th from each other, or passes the counts
  // 12, 14 and 16 for the groom's padam: bride Ashwini 1 (Mesha), groom Jyeshtha (Vrischika,
  // count 18) passes; grooms 12, 14 and 16 stars on fail, whatever their padam.
  it.each([1, 2, 3, 4])('passes bride Ashwini 1, groom Jyeshtha %i (count 18)', (padam) => {
    expect(dinamOf(1, 1, 18, padam)).toBe('pass');
  });

  it.each([
    [12, 'Uttara Phalguni'],
    [14, 'Chitra'],
    [16, 'Vishakha'],
  ])('fails count %i (groom %s) in every padam', (count, _name) => {
    for (const padam of [1, 2, 3, 4]) expect(dinamOf(1, 1, count, padam)).toBe('fail');
  });

  it('needs no padam for a count from 2 to 26', () => {
    expect(match(1, 1, 12, null).factors[0]?.verdict).toBe('fail');
    expect(match(1, 1, 18, null).factors[0]?.verdict).toBe('pass');
  });
});

const vasiyamOf = (bs: number, gs: number) =>
  match(bs, 1, gs, 1).factors.find((factor) => factor.id === 'vasiyam')?.verdict;

describe('Vasiyam, as the published tables have it', () => {
  // Padam 1 of Rohini is in Vrishabha, Ardra Mithuna, Hasta Kanya, Swati Thula, Shravana Makara,
  // Ashwini Mesha. Kanya attracts Mithuna and Meena (not Vrishabha), Thula attracts Kanya and
  // Makara, Makara attracts Mesha and Kumbha; the match holds whichever of the two is the bride.
  it.each([
    ['Kanya and Vrishabha', 13, 4, 'fail'],
    ['Vrishabha and Kanya', 4, 13, 'fail'],
    ['Kanya and Mithuna', 13, 6, 'pass'],
    ['Thula and Kanya', 15, 13, 'pass'],
    ['Kanya and Thula', 13, 15, 'pass'],
    ['Makara and Mesha', 22, 1, 'pass'],
    ['Mesha and Makara', 1, 22, 'pass'],
  ])('%s (bride star %i, groom star %i): %s', (_pair, bride, groom, verdict) => {
    expect(vasiyamOf(bride, groom)).toBe(verdict);
  });
});

const factorOf = (id: string, bs: number, bp: number | null, gs: number, gp: number | null) =>
  match(bs, bp, gs, gp).factors.find((factor) => factor.id === id);

describe('where the sources split: the reading followed, and the others named', () => {
  it.each([
    [16, 'Vishakha'],
    [27, 'Revati'],
    [21, 'Uttara Ashadha'],
  ])('gives Dinam to a couple who share %s (%s), as all three same-star lists do', (star) => {
    expect(factorOf('dinam', star, 1, star, 2)).toMatchObject({ verdict: 'pass' });
  });

  it.each([
    [2, 'Bharani'],
    [8, 'Pushya'],
    [12, 'Uttara Phalguni'],
  ])('does not give Dinam for a shared %i (%s), where the lists split, and says some astrologers do', (star) => {
    expect(factorOf('dinam', star, 1, star, 2)).toEqual(
      expect.objectContaining({ verdict: 'fail', otherSchools: [schoolNotes.dinamSameStar] }),
    );
  });

  it('names the remainder-of-9 reading of Dinam for the 17th star', () => {
    expect(factorOf('dinam', 1, 1, 17, 1)).toEqual(
      expect.objectContaining({ verdict: 'fail', otherSchools: [schoolNotes.dinamRemainder] }),
    );
  });

  it('passes a Deva bride with a Rakshasa groom (middling in its source), naming those who fail it', () => {
    // Ashwini is Deva, Krittika Rakshasa.
    expect(factorOf('ganam', 1, 1, 3, 1)).toEqual(
      expect.objectContaining({ verdict: 'pass', otherSchools: [schoolNotes.ganamStrict] }),
    );
    expect(factorOf('ganam', 3, 1, 1, 1)).toMatchObject({ verdict: 'fail' });
  });

  it.each([
    ['Kataka', 8, 'Makara', 22],
    ['Makara', 22, 'Kataka', 8],
    ['Simha', 10, 'Kumbha', 24],
    ['Kumbha', 24, 'Simha', 10],
  ])('fails %s (star %i) with %s (star %i) though they are 7th, naming those who pass it', (_b, bride, _g, groom) => {
    expect(factorOf('rasi', bride, 1, groom, 1)).toEqual(
      expect.objectContaining({ verdict: 'fail', otherSchools: [schoolNotes.rasiSeventhAlways] }),
    );
  });

  it('names the ascending and descending halves of a rajju only where they would save the couple', () => {
    // Ashwini ascends the feet rajju, Ashlesha descends it, Magha ascends it.
    expect(factorOf('rajju', 1, 1, 9, 1)).toEqual(
      expect.objectContaining({ verdict: 'fail', otherSchools: [schoolNotes.rajjuHalves] }),
    );
    expect(factorOf('rajju', 1, 1, 10, 1)).not.toHaveProperty('otherSchools');
  });

  it('names no other school where every source agrees', () => {
    // Bride Ashwini 1, groom Bharani 1: count 2, both in Mesha.
    expect(match(1, 1, 2, 1).factors.filter((factor) => factor.otherSchools)).toEqual([]);
  });
});

describe('Tamil 10 porutham, hand-worked cases', () => {
  it.each(cases)('bride %i/%s, groom %i/%s: %s', (bs, bp, gs, gp, expected) => {
    const result = match(bs, bp, gs, gp);
    expectCase(result, expected);
    expect(result.total).toBe(`${result.passes} of 10`);
  });

  it('counts out of all ten even when some are unknown', () => {
    expect(match(12, null, 22, 1).total).toBe('6 of 10');
  });

  it('names the vetoes', () => {
    expect(match(1, 1, 18, 1).vetoes).toEqual(['Rajju', 'Vedhai']);
    expect(match(1, 1, 2, 1).vetoes).toEqual([]);
  });

  it('judges nothing when a family does not follow horoscopes', () => {
    const result = matchBrideGroom(tamilPorutham, person(1, 1), { star: 2, padam: 1, followsHoroscopes: false });
    expect(result.factors.every((factor) => factor.verdict === 'unknown')).toBe(true);
    expect(result.reason).toBe('A family does not follow horoscopes');
    expect(result.total).toBe('0 of 10');
  });

  it('judges nothing without a star', () => {
    const result = matchBrideGroom(tamilPorutham, person(1, 1), person(null, 2));
    expect(result.factors.every((factor) => factor.verdict === 'unknown')).toBe(true);
    expect(result.reason).toBe('A birth star is missing');
  });

  it('says what must be checked from the chart', () => {
    expect(match(1, 1, 2, 1).note).toMatch(/Graha porondam and Chevvai/);
  });
});
