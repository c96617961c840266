import { type FactorRule, type RuleSet, withRasis } from './engine.ts';
import { type SinhalaFactorId } from './meanings.ts';
import { animalOfStar, areEnemyAnimals, lordOfRasi, lordsAgree, nadiOfStar, ofRasi, ofStar } from './star-tables.ts';
import { starCount } from './stars.ts';
import {
  ganasAgree,
  isVedha,
  MAHENDRAM_COUNTS,
  rasiPasses,
  sameRajju,
  VASIYAM,
  vasiyamPasses,
} from './tamil-porutham.ts';

/**
 * Sinhala porondam (විසි පොරොන්දම්, "twenty porondam"): the factors that follow from star, padam
 * and weekday of birth. Gothra, ayush, linga and graha porondam are not computed (graha needs the
 * full chart). Every count runs from the bride's star (or rasi) to the groom's.
 *
 * Sources
 * - [PD] dilum97/porondama, a published Sinhala porondam tool, read for what it reports of a
 *   printed Sinhala jyotisha book (chapter "පොරොන්දම් පරීක්ෂාව", pp. 163-170, star table p. 37;
 *   title and edition not given), as read at
 *   https://github.com/dilum97/porondama/blob/7e9e96936275e1cebd78ae6a0141dd16c6891e09/js/matching.js
 *   and
 *   https://github.com/dilum97/porondama/blob/2a461389a7fd9c0701772cfeedbc339faabb9fe7/data/reference.js.
 *   Only rules it says come from the book are used, and only as rules (no code is taken from it).
 * - [R] Vivaha's research notes, which compare published implementations.
 * - [K] "தினப்பொருத்தம்", rajaramaneb.blogspot.com (address in tamil-porutham.ts): the
 *   remainder-of-9 star count, used here for nakath porondama.
 * - Tables shared with the Tamil rule set are in `star-tables.ts` and `tamil-porutham.ts`.
 *
 * No Sinhala almanac or book was read directly for this file. Every table below is TO BE
 * CONFIRMED by a Sinhala astrologer. Where no table could be found (vruksha, pakshi, bhuta), the
 * factor is reported as unknown rather than guessed.
 *
 * Total: "N of M", where M counts the factors that could be judged for this couple (not unknown):
 * 13 when every input is known (12 without both dates of birth), until the three missing tables
 * are recorded.
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
// As the Tamil table. [PD] uses a different list (sheep and goat, no cow) and assigns some stars
// differently, but does not say it comes from the book, so the Tamil table is used. To be
// confirmed.

// --- Rashi ------------------------------------------------------------------------------------
/**
 * As the Tamil Rasi (`rasiPasses`, sourced in tamil-porutham.ts): the groom's rasi 1st, 7th, 9th,
 * 10th, 11th or 12th from the bride's passes. No Sinhala source for this table was read. An
 * earlier version failed only the 6th and 8th, after [PD], which took that rule from the North
 * Indian bhakoot rather than from its Sinhala book; it passed the 2nd and the 4th, which every
 * rasi table read fails (e.g. bride Ashwini in Mesha, groom Rohini in Vrishabha). To be confirmed.
 */

// --- Mahendra ---------------------------------------------------------------------------------
// As the Tamil Mahendram: counts 4, 7, 10, ... 25. To be confirmed.

// --- Stree deergha ----------------------------------------------------------------------------
/**
 * Passes when the count is more than 14, as [PD] has it among the rules it took from the book.
 * The Tamil rule set passes from 8, counting the middling band; whether Sinhala practice has such a band is not
 * known. To be confirmed.
 */
export const STREE_DEERGHA_MORE_THAN = 14;

// --- Rajju ------------------------------------------------------------------------------------
/**
 * The classical five groups, as in the Tamil rule set (sourced there). [R] reports a Sinhala table
 * with Dhanishta (23) at the neck and Shatabhisha (24) at the head, but [PD], where it comes from,
 * says its rajju table was taken from the web, not from the Sinhala book; so the sourced table is
 * used. Kept as its own table so a Sinhala correction does not change the Tamil one. To be
 * confirmed: with Vedha, the table most worth an astrologer's check, as both are vetoes.
 */
export const SINHALA_RAJJU_GROUPS: readonly (readonly number[])[] = [
  [1, 9, 10, 18, 19, 27], // feet: Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati
  [2, 8, 11, 17, 20, 26], // thigh: Bharani, Pushya, Purva Phalguni, Anuradha, Purva Ashadha, Uttara Bhadrapada
  [3, 7, 12, 16, 21, 25], // navel: Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva Bhadrapada
  [4, 6, 13, 15, 22, 24], // neck: Rohini, Ardra, Hasta, Swati, Shravana, Shatabhisha
  [5, 14, 23], // head: Mrigashira, Chitra, Dhanishta
];

// --- Vashya -----------------------------------------------------------------------------------
// As the Tamil Vasiyam table. To be confirmed.

// --- Vedha ------------------------------------------------------------------------------------
/**
 * The classical pairs and triad, as in the Tamil rule set (sourced there). [R] reports Sinhala
 * pairs Ardra-Shatabhisha, Punarvasu-Purva Ashadha, Pushya-Uttara Ashadha and Hasta-Shravana,
 * with no pair for Dhanishta; but [PD], where they come from, calls that table a web cross-check
 * "not independently re-verified against a Sinhala-specific text". So the sourced pairs are used.
 * To be confirmed.
 */
export const SINHALA_VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [1, 18], // Ashwini - Jyeshtha
  [2, 17], // Bharani - Anuradha
  [3, 16], // Krittika - Vishakha
  [4, 15], // Rohini - Swati
  [6, 22], // Ardra - Shravana (variant: Ardra - Shatabhisha)
  [7, 21], // Punarvasu - Uttara Ashadha (variant: Punarvasu - Purva Ashadha)
  [8, 20], // Pushya - Purva Ashadha (variant: Pushya - Uttara Ashadha)
  [9, 19], // Ashlesha - Mula
  [10, 27], // Magha - Revati
  [11, 26], // Purva Phalguni - Uttara Bhadrapada
  [12, 25], // Uttara Phalguni - Purva Bhadrapada
  [13, 24], // Hasta - Shatabhisha (variant: Hasta - Shravana)
  [5, 14], // Mrigashira - Chitra
  [14, 23], // Chitra - Dhanishta (variant: none)
  [5, 23], // Mrigashira - Dhanishta (variant: none)
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

// --- Dina -------------------------------------------------------------------------------------
/**
 * Count the weekdays from the bride's day of birth to the groom's: the same day or 1 to 4 days
 * after passes, 5 or 6 days after fails, as [PD] reports of the book's chapter 18. To be confirmed.
 */
export const DINA_BAD_DAYS_AFTER: readonly number[] = [5, 6];
const DAYS_IN_WEEK = 7;

// --- Vruksha, pakshi, bhuta -------------------------------------------------------------------
// NOT RECORDED, so reported as unknown. What is known, for the astrologer who records them:
// [PD] reports from the book's p. 37 table that the bird (pakshi) and the element (bhuta) go by
// runs of stars, 1-5, 6-11, 12-16, 17-22 and 23-27 (eagle, owl, crow, cock, peacock; earth,
// water, fire, air, space), with friendships in chapters 13 and 14 that it had to interpret; its
// tree (vruksha) column, milk tree or not, came from the web. Please record each table with the
// book and page, and the rule for a pair.

// --- The rule set -----------------------------------------------------------------------------
const factors: readonly FactorRule<SinhalaFactorId>[] = [
  {
    id: 'nakath',
    rule: "The count from the bride's star to the groom's, divided by 9, leaving 3, 5 or 7 fails",
    sources: ['rajaramaneb', 'pyjhora'],
    judge: (b, g) => !NAKATH_BAD_REMAINDERS.includes(starCount(b.star, g.star) % NAKATH_CYCLE),
  },
  {
    id: 'gana',
    rule: 'As the Tamil Ganam',
    sources: ['yoginataraj', 'matrimonyWebsite'],
    judge: (b, g) => ganasAgree(b.star, g.star),
  },
  {
    id: 'yoni',
    rule: 'As the Tamil Yoni: fails only for the seven pairs of sworn enemies',
    sources: ['tirumanaporutham', 'tamilhoroscope'],
    judge: (b, g) => !areEnemyAnimals(ofStar(animalOfStar, b.star), ofStar(animalOfStar, g.star)),
  },
  {
    id: 'rashi',
    rule: "As the Tamil Rasi: the groom's rasi 1st, 7th, 9th, 10th, 11th or 12th from the bride's passes",
    sources: ['arivomayiram', 'ibcbakthi', 'hosuronline'],
    judge: (b, g) => withRasis(b, g, rasiPasses),
  },
  {
    id: 'rashyadhipathi',
    rule: 'As the Tamil Rasi Adhipathi',
    sources: ['tamizhdb', 'ibcbakthi'],
    judge: (b, g) => withRasis(b, g, (br, gr) => lordsAgree(ofRasi(lordOfRasi, br), ofRasi(lordOfRasi, gr))),
  },
  {
    id: 'mahendra',
    rule: 'As the Tamil Mahendram: counts 4, 7, 10, 13, 16, 19, 22, 25 pass',
    sources: ['astrosiva', 'porondama'],
    judge: (b, g) => MAHENDRAM_COUNTS.includes(starCount(b.star, g.star)),
  },
  {
    id: 'streeDeergha',
    rule: "A count of more than 14 from the bride's star passes",
    sources: ['porondama'],
    judge: (b, g) => starCount(b.star, g.star) > STREE_DEERGHA_MORE_THAN,
  },
  {
    id: 'rajju',
    veto: true,
    rule: 'As the Tamil Rajju: both stars in one of the five groups fails (a veto)',
    sources: ['neerkondar', 'tamilhoroscope'],
    judge: (b, g) => !sameRajju(SINHALA_RAJJU_GROUPS, b.star, g.star),
  },
  {
    id: 'vashya',
    rule: "As the Tamil Vasiyam: passes when either rasi is in the other's row of the vasiyam table",
    sources: ['pyjhora', 'matrimonyWebsite', 'jothidaMatrimony'],
    judge: (b, g) => withRasis(b, g, (br, gr) => vasiyamPasses(VASIYAM, br, gr)),
  },
  {
    id: 'vedha',
    veto: true,
    rule: 'As the Tamil Vedhai: twelve pairs and the Mrigashira-Chitra-Dhanishta triad fail (a veto)',
    sources: ['rajaramaneb', 'matrimonyWebsite'],
    judge: (b, g) => !isVedha(SINHALA_VEDHA_PAIRS, b.star, g.star),
  },
  {
    id: 'nadi',
    rule: 'Both stars in the same nadi fails',
    sources: ['tamilhoroscope', 'pyjhora'],
    judge: (b, g) => ofStar(nadiOfStar, b.star) !== ofStar(nadiOfStar, g.star),
  },
  {
    id: 'varna',
    rule: "The varna of the groom's rasi the same as the bride's or higher passes",
    sources: [],
    judge: (b, g) => withRasis(b, g, (br, gr) => ofRasi(VARNA_OF_RASI, gr) >= ofRasi(VARNA_OF_RASI, br)),
  },
  { id: 'vruksha', rule: 'Not recorded', sources: [], judge: () => 'noTable' },
  { id: 'pakshi', rule: 'Not recorded', sources: [], judge: () => 'noTable' },
  { id: 'bhuta', rule: 'Not recorded', sources: [], judge: () => 'noTable' },
  {
    id: 'dina',
    rule: "Counting weekdays from the bride's day of birth to the groom's, 5 or 6 days after fails",
    sources: ['porondama'],
    judge: (b, g) => {
      if (b.weekday === undefined || g.weekday === undefined) return 'noWeekday';
      const daysAfter = (g.weekday - b.weekday + DAYS_IN_WEEK) % DAYS_IN_WEEK;
      return !DINA_BAD_DAYS_AFTER.includes(daysAfter);
    },
  },
];

/** Sinhala porondam: the total is "N of M" over the factors judged; Rajju or Vedha failing is a veto. */
export const sinhalaPorondam: RuleSet<SinhalaFactorId> = {
  id: 'sinhala',
  name: 'Sinhala porondam',
  factors,
  outOf: 'judged',
};
