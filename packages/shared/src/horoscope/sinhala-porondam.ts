import { type FactorRule, type RuleSet, withRasis } from './engine.ts';
import { type SinhalaFactorId } from './meanings.ts';
import { animalOfStar, areEnemyAnimals, lordOfRasi, lordsAgree, nadiOfStar, ofRasi, ofStar } from './star-tables.ts';
import { rasiCount, starCount } from './stars.ts';
import { ganasAgree, isVedha, MAHENDRAM_COUNTS, sameRajju, VASIYAM, vasiyamPasses } from './tamil-porutham.ts';

/**
 * Sinhala porondam (විසි පොරොන්දම්, "twenty porondam"): the factors that follow from star, padam
 * and weekday of birth. Gothra, ayush, linga and graha porondam are not computed (graha needs the
 * full chart). Every count runs from the bride's star (or rasi) to the groom's.
 *
 * Sources
 * - [R] Vivaha's research notes, which describe a published Sinhala implementation built from a
 *   printed Sinhala jyotisha book (pp. 163-170, star table p. 37), and where its tables differ
 *   from the Tamil ones. That book's title and edition were not seen: TO BE CONFIRMED.
 * - [K] "தினப்பொருத்தம்", rajaramaneb.blogspot.com (address in tamil-porutham.ts): the
 *   remainder-of-9 star count, used here for nakath porondama.
 * - Tables shared with the Tamil rule set are in `star-tables.ts` and `tamil-porutham.ts`.
 *
 * No Sinhala almanac or book was read directly for this file. Every table below is TO BE
 * CONFIRMED by a Sinhala astrologer. Where no table could be found at all (vruksha, pakshi, bhuta,
 * dina), the factor is reported as unknown rather than guessed.
 *
 * Total: "N of M", where M counts the factors that could be judged for this couple (not unknown).
 * M is 12 when every input is known, until the four missing tables are recorded.
 */

// --- Nakath -----------------------------------------------------------------------------------
/**
 * Count from the bride's star to the groom's, divided by 9: a remainder of 3, 5 or 7 fails [K]
 * (the vipat, pratyak and naidhana taras). To be confirmed as the Sinhala rule.
 */
export const NAKATH_BAD_REMAINDERS: readonly number[] = [3, 5, 7];
const NAKATH_CYCLE = 9;

// --- Gana -------------------------------------------------------------------------------------
// As the Tamil Ganam: same gana, or Deva with Manushya, passes. To be confirmed.

// --- Yoni -------------------------------------------------------------------------------------
// As the Tamil table. [R] reports that the Sinhala animal list differs (it has a goat but no
// cow); the differing list was not seen, so the Tamil table is used. To be confirmed.

// --- Rashi ------------------------------------------------------------------------------------
/**
 * The groom's rasi 6th or 8th from the bride's fails (the "shashtashtaka"), as in the Sinhala
 * implementation in [R]. Other schools also avoid 2nd/12th. To be confirmed.
 */
export const RASHI_BAD_COUNTS: readonly number[] = [6, 8];

// --- Mahendra ---------------------------------------------------------------------------------
// As the Tamil Mahendram: counts 4, 7, 10, ... 25. To be confirmed.

// --- Stree deergha ----------------------------------------------------------------------------
/**
 * Passes when the count is more than 14, as in the Sinhala implementation in [R]. The Tamil rule
 * set passes from 8, counting the middling band; whether Sinhala practice has such a band is not
 * known. To be confirmed.
 */
export const STREE_DEERGHA_MORE_THAN = 14;

// --- Rajju ------------------------------------------------------------------------------------
/**
 * The Tamil groups with Dhanishta (23) and Shatabhisha (24) swapped, as [R] reports of the
 * Sinhala book. To be confirmed: this is the table most worth an astrologer's check.
 */
export const SINHALA_RAJJU_GROUPS: readonly (readonly number[])[] = [
  [1, 9, 10, 18, 19, 27], // feet: Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati
  [2, 8, 11, 17, 20, 26], // thigh: Bharani, Pushya, Purva Phalguni, Anuradha, Purva Ashadha, Uttara Bhadrapada
  [3, 7, 12, 16, 21, 25], // navel: Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva Bhadrapada
  [4, 6, 13, 15, 22, 23], // neck: Rohini, Ardra, Hasta, Swati, Shravana, Dhanishta
  [5, 14, 24], // head: Mrigashira, Chitra, Shatabhisha
];

// --- Vashya -----------------------------------------------------------------------------------
// As the Tamil Vasiyam table. To be confirmed.

// --- Vedha ------------------------------------------------------------------------------------
/**
 * As the Tamil pairs, except four that [R] reports from the Sinhala book: Ardra-Shatabhisha,
 * Punarvasu-Purva Ashadha, Pushya-Uttara Ashadha, Hasta-Shravana (Tamil: Ardra-Shravana,
 * Punarvasu-Uttara Ashadha, Pushya-Purva Ashadha, Hasta-Shatabhisha). Whether the Sinhala book
 * has the Mrigashira-Chitra-Dhanishta triad is not known; it is kept. To be confirmed.
 */
export const SINHALA_VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [1, 18], // Ashwini - Jyeshtha
  [2, 17], // Bharani - Anuradha
  [3, 16], // Krittika - Vishakha
  [4, 15], // Rohini - Swati
  [6, 24], // Ardra - Shatabhisha (Sinhala)
  [7, 20], // Punarvasu - Purva Ashadha (Sinhala)
  [8, 21], // Pushya - Uttara Ashadha (Sinhala)
  [9, 19], // Ashlesha - Mula
  [10, 27], // Magha - Revati
  [11, 26], // Purva Phalguni - Uttara Bhadrapada
  [12, 25], // Uttara Phalguni - Purva Bhadrapada
  [13, 22], // Hasta - Shravana (Sinhala)
  [5, 14], // Mrigashira - Chitra
  [14, 23], // Chitra - Dhanishta
  [5, 23], // Mrigashira - Dhanishta
];

// --- Nadi -------------------------------------------------------------------------------------
// Both stars in the same nadi (`nadiOfStar` in star-tables.ts) fails.

// --- Varna ------------------------------------------------------------------------------------
/**
 * Varna of each rasi, highest first (4 = Brahmana ... 1 = Shudra), by the classical 4-way table;
 * passes when the groom's varna is the same as the bride's or higher. [R] reports that the
 * Sinhala book's varna column is a 6-way cycle that does not match this table. To be confirmed.
 */
export const VARNA_OF_RASI: readonly number[] = [
  3, // 1 Mesha: Kshatriya
  2, // 2 Vrishabha: Vaishya
  1, // 3 Mithuna: Shudra
  4, // 4 Kataka: Brahmana
  3, // 5 Simha: Kshatriya
  2, // 6 Kanya: Vaishya
  1, // 7 Thula: Shudra
  4, // 8 Vrischika: Brahmana
  3, // 9 Dhanu: Kshatriya
  2, // 10 Makara: Vaishya
  1, // 11 Kumbha: Shudra
  4, // 12 Meena: Brahmana
];

// --- Vruksha, pakshi, bhuta, dina -------------------------------------------------------------
// NOT RECORDED. The tree, bird and element of each star and the weekday rule were not found in a
// source that could be read and cited. Until an astrologer supplies them (with the book and page),
// these factors are reported as unknown. Dina needs both weekdays of birth first.

// --- The rule set -----------------------------------------------------------------------------
const factors: readonly FactorRule<SinhalaFactorId>[] = [
  {
    id: 'nakath',
    judge: (b, g) => !NAKATH_BAD_REMAINDERS.includes(starCount(b.star, g.star) % NAKATH_CYCLE),
  },
  { id: 'gana', judge: (b, g) => ganasAgree(b.star, g.star) },
  { id: 'yoni', judge: (b, g) => !areEnemyAnimals(ofStar(animalOfStar, b.star), ofStar(animalOfStar, g.star)) },
  { id: 'rashi', judge: (b, g) => withRasis(b, g, (br, gr) => !RASHI_BAD_COUNTS.includes(rasiCount(br, gr))) },
  {
    id: 'rashyadhipathi',
    judge: (b, g) => withRasis(b, g, (br, gr) => lordsAgree(ofRasi(lordOfRasi, br), ofRasi(lordOfRasi, gr))),
  },
  { id: 'mahendra', judge: (b, g) => MAHENDRAM_COUNTS.includes(starCount(b.star, g.star)) },
  { id: 'streeDeergha', judge: (b, g) => starCount(b.star, g.star) > STREE_DEERGHA_MORE_THAN },
  { id: 'rajju', veto: true, judge: (b, g) => !sameRajju(SINHALA_RAJJU_GROUPS, b.star, g.star) },
  { id: 'vashya', judge: (b, g) => withRasis(b, g, (br, gr) => vasiyamPasses(VASIYAM, br, gr)) },
  { id: 'vedha', veto: true, judge: (b, g) => !isVedha(SINHALA_VEDHA_PAIRS, b.star, g.star) },
  { id: 'nadi', judge: (b, g) => ofStar(nadiOfStar, b.star) !== ofStar(nadiOfStar, g.star) },
  {
    id: 'varna',
    judge: (b, g) => withRasis(b, g, (br, gr) => ofRasi(VARNA_OF_RASI, gr) >= ofRasi(VARNA_OF_RASI, br)),
  },
  { id: 'vruksha', judge: () => 'noTable' },
  { id: 'pakshi', judge: () => 'noTable' },
  { id: 'bhuta', judge: () => 'noTable' },
  {
    id: 'dina',
    judge: (b, g) => (b.weekday === undefined || g.weekday === undefined ? 'noWeekday' : 'noTable'),
  },
];

/** Sinhala porondam: the total is "N of M" over the factors judged; Rajju or Vedha failing is a veto. */
export const sinhalaPorondam: RuleSet<SinhalaFactorId> = {
  id: 'sinhala',
  name: 'Sinhala porondam',
  factors,
  outOf: 'judged',
};
