import { type Birth, type FactorRule, type Judgement, type RuleSet, withRasis } from './engine.ts';
import { type TamilFactorId } from './meanings.ts';
import {
  animalOfStar,
  areEnemyAnimals,
  DEVA,
  ganaOfStar,
  lordOfRasi,
  lordsAgree,
  MANUSHYA,
  ofRasi,
  ofStar,
} from './star-tables.ts';
import { rasiCount, starCount } from './stars.ts';

/**
 * Tamil 10 porutham (Thirumana porutham), as Sri Lankan Tamil families use it. Every count runs
 * from the bride's star (or rasi) to the groom's, the bride's own star being 1.
 *
 * Sources
 * - [S] "10 Porutham", scribd.com, https://ru.scribd.com/document/240285402/10-Porutham (page 1
 *   of 20 read): the Dinam rule with its padam exceptions, same-star lists and the ashtama rasi
 *   rule.
 * - [K] "தினப்பொருத்தம்", rajaramaneb.blogspot.com,
 *   https://rajaramaneb.blogspot.com/search?max-results=1&reverse-paginate=true&updated-max=2019-03-30T10%3A34%3A00-07%3A00:
 *   the same Dinam count list, and the remainder-of-9 form.
 * - [M] "மகேந்திர பொருத்தம்", astrosiva.in, https://astrosiva.in/mahendra-porutham-in-tamil:
 *   Mahendram counts 4, 7, 10, ... 25.
 * - [D] "திருமணத்தில் ஸ்திரீ பொருத்தம் எப்படி பார்க்க வேண்டும்?", seithipunal.com,
 *   https://seithipunal.com/culture/stree-poruththam: Stree Deergham counts.
 * - [P] "ராசி பொருத்தம் என்றால் என்ன?", arivomayiram.com,
 *   https://arivomayiram.com/rasi-porutham-endral-enna/?amp=1, and "ராசி பொருத்தம்",
 *   ibcbakthi.com, https://ibcbakthi.com/porutham/rasi-porutham: Rasi counts.
 * - [N] "ரஜ்ஜுப் பொருத்தம்", neerkondar.blogspot.com,
 *   http://neerkondar.blogspot.com/2013/06/blog-post_1528.html?m=1: the five rajju groups with
 *   their ascending and descending halves.
 * - [V] "வேதைப்பொருத்தம்", rajaramaneb.blogspot.com,
 *   https://rajaramaneb.blogspot.com/search?max-results=1&reverse-paginate=true&updated-max=2019-04-01T23%3A40%3A00-07%3A00:
 *   the twelve Vedhai pairs and the Mrigashira-Chitra-Dhanishta triad.
 * - [G] "Gana Kootam", yoginataraj.com, https://www.yoginataraj.com/gana-kootam/: the gana of
 *   each star (agrees with `star-tables.ts`) and a grading of gana pairs.
 * - [R] Vivaha's research notes, which compare published implementations and name where the Tamil
 *   and Kerala schools differ (Stree Deergham threshold, Rasi distances, Vedha pairs).
 * - Star attributes (gana, yoni, rasi lords) come from `star-tables.ts`, with their sources.
 *
 * Middling ("mathimam") counts as a pass throughout: the sources call it a weaker match, not no
 * match. The middling cases are named beside each table so a later version can show them.
 * Rows marked "to be confirmed" were not found in a source read and follow the classical tables;
 * a volunteer astrologer should check them first.
 */

// --- Dinam ------------------------------------------------------------------------------------
/**
 * Counts (bride's star = 1) that give Dinam [vysyamala, rajaramaneb]. Schools differ: the
 * remainder-of-9 form [tamilhoroscope, matrimonyWebsite, jothidaMatrimony] also passes 17, 22
 * and 27 (see `dinamSchools`).
 *
 * Dropped: an earlier version also failed every pair whose rasis are 8th from each other
 * ("ashtama rasi") and passed the counts 12, 14 and 16 unless the groom's padam was 1, 4 or 3.
 * Both came from one source ("10 Porutham", scribd.com) that could not be read in full, and no
 * source read knows either rule: bride Ashwini 1, groom Jyeshtha (count 18) passes in all of them,
 * bride Ashwini, groom Chitra (count 14) fails in all of them.
 */
export const DINAM_COUNTS: readonly number[] = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];

/**
 * Same star for both [S]: uthamam for Rohini, Ardra, Pushya, Magha, Hasta, Shravana; mathimam for
 * Ashwini, Bharani, Krittika, Mrigashira, Punarvasu, Uttara Phalguni, Chitra, Anuradha (both pass
 * here); the other 13 stars do not match.
 */
export const DINAM_SAME_STAR: readonly number[] = [
  4, // Rohini
  6, // Ardra
  8, // Pushya
  10, // Magha
  13, // Hasta
  22, // Shravana
  1, // Ashwini (mathimam)
  2, // Bharani (mathimam)
  3, // Krittika (mathimam)
  5, // Mrigashira (mathimam)
  7, // Punarvasu (mathimam)
  12, // Uttara Phalguni (mathimam)
  14, // Chitra (mathimam)
  17, // Anuradha (mathimam)
];

/** Count 27 (the groom's star just before the bride's) passes only within one rasi [vysyamala]. */
export const DINAM_27 = 27;

function dinam(bride: Birth, groom: Birth): Judgement {
  if (bride.star === groom.star) return DINAM_SAME_STAR.includes(bride.star);
  const count = starCount(bride.star, groom.star);
  if (count === DINAM_27) return withRasis(bride, groom, (b, g) => b === g);
  return DINAM_COUNTS.includes(count);
}

// --- Ganam ------------------------------------------------------------------------------------
/**
 * Same gana passes; Deva with Manushya passes either way; Rakshasa with Deva or Manushya fails.
 * This is the rule of the Tamil implementations compared in [R]; to be confirmed. Schools differ:
 * [G] grades a Rakshasa groom with a Deva or Manushya bride as middling (which would pass here)
 * and both Rakshasa as "not at all good"; [R] notes books that pass both Rakshasa only under a
 * star-count threshold.
 */
export function ganasAgree(brideStar: number, groomStar: number): boolean {
  const b = ofStar(ganaOfStar, brideStar);
  const g = ofStar(ganaOfStar, groomStar);
  if (b === g) return true;
  return (b === DEVA && g === MANUSHYA) || (b === MANUSHYA && g === DEVA);
}

// --- Mahendram --------------------------------------------------------------------------------
/** Counts that give Mahendram: 4, 7, 10, ... 25 [M]. */
export const MAHENDRAM_COUNTS: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25];

// --- Stree Deergham ---------------------------------------------------------------------------
/**
 * Stree Deergham [D]: a count up to 7 fails, 8 to 13 is middling (passes here), more than 13 is
 * best. Schools differ [R]: the implementations compared there pass only above 9, 13, 14 or 15,
 * which treats the middling band as a failure. To be confirmed.
 */
export const STREE_DEERGHAM_MORE_THAN = 7;

// --- Yoni -------------------------------------------------------------------------------------
// Fails only when the two animals are sworn enemies (`enemyAnimals` in star-tables.ts).

// --- Rasi -------------------------------------------------------------------------------------
/**
 * Counts from the bride's rasi to the groom's that give Rasi porutham: the same rasi, or beyond
 * the 6th [P, arivomayiram], but never the 8th [P, ibcbakthi: the 6th/8th "shashtashtaka"]. The
 * same set is used by a Tamil implementation compared in [R]. Schools differ: [P, ibcbakthi]
 * grades 3 and 5 as middling and does not mention 4; [R] notes others that only avoid 6 and 8, or
 * 2, 6, 8 and 12. To be confirmed.
 */
export const RASI_COUNTS: readonly number[] = [1, 7, 9, 10, 11, 12];

/** Rasi porutham of a bride's rasi and a groom's (also the Sinhala rashi porondama). */
export const rasiPasses = (brideRasi: number, groomRasi: number): boolean =>
  RASI_COUNTS.includes(rasiCount(brideRasi, groomRasi));

// --- Rasi Adhipathi ---------------------------------------------------------------------------
// Graded by friendship of the two lords (`lordsAgree` in star-tables.ts): fails only when one
// lord counts the other an enemy and the other is not a friend in return.

// --- Vasiyam ----------------------------------------------------------------------------------
/**
 * The rasis each rasi attracts. Vasiyam passes when either partner's rasi is in the other's row.
 * Every row as printed by three tables that agree row for row [pyjhora, matrimonyWebsite,
 * jothidaMatrimony]. An earlier version had Kanya: Vrishabha, Meena; Thula: Makara only;
 * Makara: Kumbha only, which no source read has. A Kerala table [poruthamBackend] differs in two
 * rows: Thula without Kanya, Vrischika also Kanya.
 */
export const VASIYAM: readonly (readonly number[])[] = [
  [5, 8], // 1 Mesha: Simha, Vrischika
  [4, 7], // 2 Vrishabha: Kataka, Thula
  [6], // 3 Mithuna: Kanya
  [8, 9], // 4 Kataka: Vrischika, Dhanu
  [7], // 5 Simha: Thula
  [3, 12], // 6 Kanya: Mithuna, Meena
  [6, 10], // 7 Thula: Kanya, Makara
  [4], // 8 Vrischika: Kataka
  [12], // 9 Dhanu: Meena
  [1, 11], // 10 Makara: Mesha, Kumbha
  [1], // 11 Kumbha: Mesha
  [10], // 12 Meena: Makara
];

export const vasiyamPasses = (table: readonly (readonly number[])[], a: number, b: number): boolean =>
  ofRasi(table, a).includes(b) || ofRasi(table, b).includes(a);

// --- Rajju ------------------------------------------------------------------------------------
/**
 * The five rajju groups (feet, thigh, navel, neck, head) [N]; the implementations compared in [R]
 * agree. Both stars in one group is a veto, the same star included. Not applied: [N] also allows
 * a couple in the same rajju when one star is in its ascending half and the other in its
 * descending half (e.g. Ashwini and Revati); most families read the same rajju as a veto, so the
 * exception is left for an astrologer to confirm.
 */
export const RAJJU_GROUPS: readonly (readonly number[])[] = [
  [1, 9, 10, 18, 19, 27], // feet (pada): Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati
  [2, 8, 11, 17, 20, 26], // thigh (kati): Bharani, Pushya, Purva Phalguni, Anuradha, Purva Ashadha, Uttara Bhadrapada
  [3, 7, 12, 16, 21, 25], // navel (nabhi): Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva Bhadrapada
  [4, 6, 13, 15, 22, 24], // neck (kantha): Rohini, Ardra, Hasta, Swati, Shravana, Shatabhisha
  [5, 14, 23], // head (siro): Mrigashira, Chitra, Dhanishta
];

export const sameRajju = (groups: readonly (readonly number[])[], a: number, b: number): boolean =>
  groups.some((group) => group.includes(a) && group.includes(b));

// --- Vedhai -----------------------------------------------------------------------------------
/**
 * Stars that afflict each other; a pair is a veto. Twelve pairs plus the triad Mrigashira,
 * Chitra, Dhanishta, each afflicting the other two [V]. Schools differ [R]: one list leaves
 * Chitra out; a star-sum shortcut also flags pairs such as Ashlesha-Magha; the Sinhala pairs
 * differ (see sinhala-porondam.ts).
 */
export const VEDHAI_PAIRS: readonly (readonly [number, number])[] = [
  [1, 18], // Ashwini - Jyeshtha
  [2, 17], // Bharani - Anuradha
  [3, 16], // Krittika - Vishakha
  [4, 15], // Rohini - Swati
  [6, 22], // Ardra - Shravana
  [7, 21], // Punarvasu - Uttara Ashadha
  [8, 20], // Pushya - Purva Ashadha
  [9, 19], // Ashlesha - Mula
  [10, 27], // Magha - Revati
  [11, 26], // Purva Phalguni - Uttara Bhadrapada
  [12, 25], // Uttara Phalguni - Purva Bhadrapada
  [13, 24], // Hasta - Shatabhisha
  [5, 14], // Mrigashira - Chitra
  [14, 23], // Chitra - Dhanishta
  [5, 23], // Mrigashira - Dhanishta
];

export const isVedha = (pairs: readonly (readonly [number, number])[], a: number, b: number): boolean =>
  pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

// --- The rule set -----------------------------------------------------------------------------
const factors: readonly FactorRule<TamilFactorId>[] = [
  {
    id: 'dinam',
    rule:
      "Counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 from the bride's star pass; 27 only within one rasi; " +
      'a shared star passes for 14 stars',
    sources: ['rajaramaneb', 'vysyamala'],
    judge: (b, g) => dinam(b, g),
  },
  {
    id: 'ganam',
    rule: 'The same gana, or Deva with Manushya either way, passes; Rakshasa with Deva or Manushya fails',
    sources: ['yoginataraj', 'matrimonyWebsite'],
    judge: (b, g) => ganasAgree(b.star, g.star),
  },
  {
    id: 'mahendram',
    rule: "Counts 4, 7, 10, 13, 16, 19, 22, 25 from the bride's star pass",
    sources: ['astrosiva', 'tamilhoroscope'],
    judge: (b, g) => MAHENDRAM_COUNTS.includes(starCount(b.star, g.star)),
  },
  {
    id: 'streeDeergham',
    rule: "A count of more than 7 from the bride's star passes (8 to 13 middling, more than 13 best)",
    sources: ['seithipunal'],
    judge: (b, g) => starCount(b.star, g.star) > STREE_DEERGHAM_MORE_THAN,
  },
  {
    id: 'yoni',
    rule: 'Fails only when the two yoni animals are one of the seven pairs of sworn enemies',
    sources: ['tirumanaporutham', 'tamilhoroscope'],
    judge: (b, g) => !areEnemyAnimals(ofStar(animalOfStar, b.star), ofStar(animalOfStar, g.star)),
  },
  {
    id: 'rasi',
    rule: "The groom's rasi 1st, 7th, 9th, 10th, 11th or 12th from the bride's passes",
    sources: ['arivomayiram', 'ibcbakthi', 'hosuronline'],
    judge: (b, g) => withRasis(b, g, rasiPasses),
  },
  {
    id: 'rasiAdhipathi',
    rule: 'Fails only when one rasi lord counts the other an enemy and is not counted a friend in return',
    sources: ['tamizhdb', 'ibcbakthi'],
    judge: (b, g) => withRasis(b, g, (br, gr) => lordsAgree(ofRasi(lordOfRasi, br), ofRasi(lordOfRasi, gr))),
  },
  {
    id: 'vasiyam',
    rule: "Passes when either rasi is in the other's row of the vasiyam table",
    sources: ['pyjhora', 'matrimonyWebsite', 'jothidaMatrimony'],
    judge: (b, g) => withRasis(b, g, (br, gr) => vasiyamPasses(VASIYAM, br, gr)),
  },
  {
    id: 'rajju',
    veto: true,
    rule: 'Both stars in one of the five rajju groups fails (a veto)',
    sources: ['neerkondar', 'tamilhoroscope'],
    judge: (b, g) => !sameRajju(RAJJU_GROUPS, b.star, g.star),
  },
  {
    id: 'vedhai',
    veto: true,
    rule: 'The twelve Vedhai pairs and the Mrigashira-Chitra-Dhanishta triad fail (a veto)',
    sources: ['rajaramaneb', 'matrimonyWebsite'],
    judge: (b, g) => !isVedha(VEDHAI_PAIRS, b.star, g.star),
  },
];

/** Tamil 10 porutham: the total is "N of 10"; a Rajju or Vedhai failure is a veto. */
export const tamilPorutham: RuleSet<TamilFactorId> = {
  id: 'tamil',
  name: 'Tamil 10 porutham',
  factors,
  outOf: 'all',
};
