import { type Birth, type FactorRule, type Judgement, type RuleSet, type School, withRasis } from './engine.ts';
import { notComputedNote, type TamilFactorId } from './meanings.ts';
import {
  animalOfStar,
  areEnemyAnimals,
  DEVA,
  enemiesOf,
  friendsOf,
  ganaOfStar,
  lordOfRasi,
  lordsAgree,
  MANUSHYA,
  ofRasi,
  ofStar,
  RAKSHASA,
} from './star-tables.ts';
import { rasiCount, starCount } from './stars.ts';

/**
 * Tamil 10 porutham (Thirumana porutham), as Sri Lankan Tamil families use it. Every count runs
 * from the bride's star (or rasi) to the groom's, the bride's own star being 1.
 *
 * Each factor below says which reading it follows and where it was read (the keys are those of
 * `sources.ts`); where published tables split, the other readings are kept as schools
 * (`School`): the answer names a school in a line wherever it would answer the couple
 * otherwise, so a family whose astrologer follows it is not misled. The expected tables in
 * `tables/` print the rule, its sources and its schools, and every cell.
 *
 * Middling ("mathimam") counts as a pass, as the sources call it a weaker match, not no match,
 * except where most sources fail what one grades middling (Rasi 3rd and 5th); such cases are
 * named as schools. Star attributes (gana, yoni, rasi lords) come from `star-tables.ts`.
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

/** Same star for both, the stars each published list passes (uthamam or mathimam alike). */
const SAME_STAR_LISTS = {
  // Uthamam: Rohini, Ardra, Magha, Vishakha, Shravana, Hasta, Revati; madhyamam: Ashwini,
  // Bharani, Mrigashira, Krittika, Punarvasu, Uttara Ashadha, Chitra, Anuradha.
  vysyamala: [4, 6, 10, 16, 22, 13, 27, 1, 2, 5, 3, 7, 21, 14, 17],
  // Uthamam: Rohini, Ardra, Pushya, Magha, Vishakha, Hasta, Shravana, Uttara Bhadrapada, Revati;
  // madhyamam: Ashwini, Krittika, Mrigashira, Punarvasu, Purva Phalguni, Uttara Phalguni,
  // Chitra, Anuradha, Purva Ashadha, Uttara Ashadha.
  swamydharisanam: [4, 6, 8, 10, 16, 13, 22, 26, 27, 1, 3, 5, 7, 11, 12, 14, 17, 20, 21],
  // Every shared star but Bharani, Dhanishta, Shatabhisha and Purva Bhadrapada.
  tamilhoroscope: [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 26, 27],
} as const;
const sameStarLists: readonly (readonly number[])[] = Object.values(SAME_STAR_LISTS);

/**
 * A shared star passes where all three lists pass it (14 stars: Ashwini, Krittika, Rohini,
 * Mrigashira, Ardra, Punarvasu, Magha, Hasta, Chitra, Vishakha, Anuradha, Uttara Ashadha,
 * Shravana, Revati) [vysyamala, swamydharisanam, tamilhoroscope]. Where they split (Bharani,
 * Pushya, Ashlesha, Purva and Uttara Phalguni, Swati, Jyeshtha, Mula, Purva Ashadha, Uttara
 * Bhadrapada) it fails, and the answer names the school that passes it. An earlier version
 * followed a list none of the three prints (passing Bharani, Pushya and Uttara Phalguni, failing
 * Vishakha, Uttara Ashadha and Revati).
 */
export const DINAM_SAME_STAR: readonly number[] = sameStarLists[0]!.filter((star) =>
  sameStarLists.every((list) => list.includes(star)),
);
const DINAM_SAME_STAR_ANY: readonly number[] = [...new Set(sameStarLists.flat())];

/** Count 27 (the groom's star just before the bride's) passes only within one rasi [vysyamala, tamilhoroscope]. */
export const DINAM_27 = 27;

function dinam(bride: Birth, groom: Birth): Judgement {
  if (bride.star === groom.star) return DINAM_SAME_STAR.includes(bride.star);
  const count = starCount(bride.star, groom.star);
  if (count === DINAM_27) return withRasis(bride, groom, (b, g) => b === g);
  return DINAM_COUNTS.includes(count);
}

/** The remainder-of-9 reading: the count divided by 9 leaves 2, 4, 6, 8 or nothing. */
const DINAM_GOOD_REMAINDERS: readonly number[] = [0, 2, 4, 6, 8];
const TARA_CYCLE = 9;

const dinamSchools: readonly School[] = [
  {
    id: 'dinamRemainder',
    sources: ['tamilhoroscope', 'matrimonyWebsite', 'jothidaMatrimony'],
    judge: (b, g) =>
      b.star === g.star ? dinam(b, g) : DINAM_GOOD_REMAINDERS.includes(starCount(b.star, g.star) % TARA_CYCLE),
  },
  {
    id: 'dinamSameStar',
    sources: ['vysyamala', 'swamydharisanam', 'tamilhoroscope'],
    judge: (b, g) => (b.star === g.star ? DINAM_SAME_STAR_ANY.includes(b.star) : dinam(b, g)),
  },
  {
    id: 'dinamSameRasi',
    sources: ['tamilhoroscope'],
    // Its rule for a shared star is the one above; this is for two stars of one rasi.
    judge: (b, g) => (b.star === g.star ? dinam(b, g) : withRasis(b, g, (br, gr) => br === gr || dinam(b, g))),
  },
];

// --- Ganam ------------------------------------------------------------------------------------
const ganaPair = (brideStar: number, groomStar: number) => [
  ofStar(ganaOfStar, brideStar),
  ofStar(ganaOfStar, groomStar),
];
const devaWithManushya = (b: string, g: string) => (b === DEVA && g === MANUSHYA) || (b === MANUSHYA && g === DEVA);

/**
 * The same gana passes; Deva with Manushya passes either way [tamilhoroscope, yoginataraj]; a
 * Deva bride with a Rakshasa groom passes, fulfilled in [tamilhoroscope] and middling in
 * [yoginataraj]; a Rakshasa bride with a Deva groom fails in both. A Manushya bride with a
 * Rakshasa groom fails ([tamilhoroscope] does not give it; [yoginataraj] calls it middling: a
 * school). An earlier version failed the Deva bride with a Rakshasa groom, as the implementations
 * do [matrimonyWebsite, jothidaMatrimony]: a school.
 */
export function ganasAgree(brideStar: number, groomStar: number): boolean {
  const [b, g] = ganaPair(brideStar, groomStar);
  return b === g || devaWithManushya(b!, g!) || (b === DEVA && g === RAKSHASA);
}

export const ganamSchools: readonly School[] = [
  {
    id: 'ganamStrict',
    sources: ['matrimonyWebsite', 'jothidaMatrimony', 'poruthamBackend'],
    judge: (b, g) => {
      const [bg, gg] = ganaPair(b.star, g.star);
      return bg === gg || devaWithManushya(bg!, gg!);
    },
  },
  {
    id: 'ganamManushyaRakshasa',
    sources: ['yoginataraj'],
    judge: (b, g) => {
      const [bg, gg] = ganaPair(b.star, g.star);
      return (bg === MANUSHYA && gg === RAKSHASA) || ganasAgree(b.star, g.star);
    },
  },
  {
    id: 'ganamBothRakshasa',
    sources: ['yoginataraj', 'pyjhora'],
    judge: (b, g) => {
      const [bg, gg] = ganaPair(b.star, g.star);
      return !(bg === RAKSHASA && gg === RAKSHASA) && ganasAgree(b.star, g.star);
    },
  },
];

// --- Mahendram --------------------------------------------------------------------------------
/** Counts that give Mahendram: 4, 7, 10, ... 25 [astrosiva, tamilhoroscope]; every source read agrees. */
export const MAHENDRAM_COUNTS: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25];

// --- Stree Deergham ---------------------------------------------------------------------------
/**
 * A count up to 7 fails, 8 to 13 is middling (passes here), more than 13 is best [seithipunal].
 * Schools: beyond 13 only [matrimonyWebsite; seithipunal's best band]; others pass above 9
 * [jothidaMatrimony] or from 15 [poruthamBackend, pyjhora], between those two.
 */
export const STREE_DEERGHAM_MORE_THAN = 7;
const STREE_DEERGHAM_BEST_MORE_THAN = 13;

export const streeDeerghamBeyond13: School = {
  id: 'streeDeerghamBeyond13',
  sources: ['matrimonyWebsite', 'seithipunal'],
  judge: (b, g) => starCount(b.star, g.star) > STREE_DEERGHAM_BEST_MORE_THAN,
};

// --- Yoni -------------------------------------------------------------------------------------
// Fails only when the two animals are sworn enemies (`enemyAnimals` in star-tables.ts).
const yoniPasses = (b: Birth, g: Birth) => !areEnemyAnimals(ofStar(animalOfStar, b.star), ofStar(animalOfStar, g.star));

/** Some South Indian tables also make the serpent and the rat enemies [pyjhora]. */
export const yoniSchools: readonly School[] = [
  {
    id: 'yoniSerpentRat',
    sources: ['pyjhora'],
    judge: (b, g) => {
      const animals = [ofStar(animalOfStar, b.star), ofStar(animalOfStar, g.star)].sort().join('-');
      return animals !== 'rat-serpent' && yoniPasses(b, g);
    },
  },
];

// --- Rasi -------------------------------------------------------------------------------------
/**
 * Counts from the bride's rasi to the groom's that give Rasi porutham: the same rasi, or beyond
 * the 6th [arivomayiram, hosuronline, ibcbakthi], but never the 8th [ibcbakthi: the 6th/8th
 * "shashtashtaka"]; [matrimonyWebsite] uses the same set. The 2nd and 4th fail in every table
 * read. Schools: [ibcbakthi] grades the 3rd and 5th middling and [tamilhoroscope] calls them
 * "ok"; [tamilhoroscope, poruthamBackend] fail the 12th. Not a school: failing only the 6th and
 * 8th [jothidaMatrimony; porondama, after the North Indian bhakoot], as no published table does.
 */
export const RASI_COUNTS: readonly number[] = [1, 7, 9, 10, 11, 12];

/**
 * Rasis 7th from each other that still do not agree: Kataka with Makara, Simha with Kumbha
 * [arivomayiram, ibcbakthi, tamilhoroscope]. [matrimonyWebsite, pyjhora] pass every 7th: a school.
 */
export const RASI_SEVENTH_EXCEPTIONS: readonly (readonly [number, number])[] = [
  [4, 10], // Kataka - Makara
  [5, 11], // Simha - Kumbha
];

const isPairIn = (pairs: readonly (readonly [number, number])[], a: number, b: number): boolean =>
  pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Rasi porutham of a bride's rasi and a groom's (also the Sinhala rashi porondama). */
export const rasiPasses = (brideRasi: number, groomRasi: number): boolean =>
  RASI_COUNTS.includes(rasiCount(brideRasi, groomRasi)) && !isPairIn(RASI_SEVENTH_EXCEPTIONS, brideRasi, groomRasi);

const rasiSchool = (id: School['id'], sources: School['sources'], passes: (count: number) => boolean | undefined) => ({
  id,
  sources,
  judge: (b: Birth, g: Birth) => withRasis(b, g, (br, gr) => passes(rasiCount(br, gr)) ?? rasiPasses(br, gr)),
});

export const rasiSchools: readonly School[] = [
  rasiSchool('rasiSeventhAlways', ['matrimonyWebsite', 'pyjhora'], (count) => RASI_COUNTS.includes(count)),
  rasiSchool('rasiMiddling', ['ibcbakthi', 'tamilhoroscope'], (count) =>
    count === 3 || count === 5 ? true : undefined,
  ),
  rasiSchool('rasiTwelfth', ['tamilhoroscope', 'poruthamBackend'], (count) => (count === 12 ? false : undefined)),
];

// --- Rasi Adhipathi ---------------------------------------------------------------------------
// Graded by friendship of the two lords (`lordsAgree` in star-tables.ts, after [tamizhdb]):
// fails only when one lord counts the other an enemy and the other is not a friend in return.
const lordsOf = (br: number, gr: number) => [ofRasi(lordOfRasi, br), ofRasi(lordOfRasi, gr)] as const;

export const adhipathiSchools: readonly School[] = [
  {
    id: 'adhipathiNoEnemy',
    sources: ['matrimonyWebsite', 'poruthamBackend'],
    judge: (b, g) =>
      withRasis(b, g, (br, gr) => {
        const [bl, gl] = lordsOf(br, gr);
        return bl === gl || (!enemiesOf[bl].includes(gl) && !enemiesOf[gl].includes(bl));
      }),
  },
  {
    id: 'adhipathiFriendsOnly',
    sources: ['jothidaMatrimony'],
    judge: (b, g) =>
      withRasis(b, g, (br, gr) => {
        const [bl, gl] = lordsOf(br, gr);
        return bl === gl || friendsOf[bl].includes(gl);
      }),
  },
];

// --- Vasiyam ----------------------------------------------------------------------------------
/**
 * The rasis each rasi attracts. Vasiyam passes when either partner's rasi is in the other's row.
 * Every row as printed by three tables that agree row for row [pyjhora, matrimonyWebsite,
 * jothidaMatrimony]. An earlier version had Kanya: Vrishabha, Meena; Thula: Makara only;
 * Makara: Kumbha only, which no source read has. A Kerala table [poruthamBackend] differs in two
 * rows, Thula without Kanya and Vrischika also Kanya: a school.
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

const VASIYAM_KERALA: readonly (readonly number[])[] = VASIYAM.map((row, index) =>
  index === 6 ? [10] : index === 7 ? [4, 6] : row,
);

export const vasiyamPasses = (table: readonly (readonly number[])[], a: number, b: number): boolean =>
  ofRasi(table, a).includes(b) || ofRasi(table, b).includes(a);

export const vasiyamSchools: readonly School[] = [
  {
    id: 'vasiyamKerala',
    sources: ['poruthamBackend'],
    judge: (b, g) => withRasis(b, g, (br, gr) => vasiyamPasses(VASIYAM_KERALA, br, gr)),
  },
];

// --- Rajju ------------------------------------------------------------------------------------
/**
 * The five rajju groups (feet, thigh, navel, neck, head) [neerkondar, tamilhoroscope]; every
 * implementation read agrees. Both stars in one group is a veto, the same star included.
 * School: [neerkondar, tamilhoroscope, pyjhora] allow a couple in the same rajju when one star is
 * in its ascending half and the other in its descending half (e.g. Ashwini and Ashlesha);
 * [tamilhoroscope] calls it "an opinion", so the veto stands and the answer names the school.
 */
export const RAJJU_GROUPS: readonly (readonly number[])[] = [
  [1, 9, 10, 18, 19, 27], // feet (pada): Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati
  [2, 8, 11, 17, 20, 26], // thigh (kati): Bharani, Pushya, Purva Phalguni, Anuradha, Purva Ashadha, Uttara Bhadrapada
  [3, 7, 12, 16, 21, 25], // navel (nabhi): Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva Bhadrapada
  [4, 6, 13, 15, 22, 24], // neck (kantha): Rohini, Ardra, Hasta, Swati, Shravana, Shatabhisha
  [5, 14, 23], // head (siro): Mrigashira, Chitra, Dhanishta
];

/** The ascending (arohana) half of each rajju but the head; the other stars of a group descend. */
const RAJJU_ASCENDING: readonly number[] = [
  [1, 10, 19], // feet: Ashwini, Magha, Mula
  [2, 11, 20], // thigh: Bharani, Purva Phalguni, Purva Ashadha
  [3, 12, 21], // navel: Krittika, Uttara Phalguni, Uttara Ashadha
  [4, 13, 22], // neck: Rohini, Hasta, Shravana
].flat();
const HEAD_RAJJU: readonly number[] = [5, 14, 23];

export const sameRajju = (groups: readonly (readonly number[])[], a: number, b: number): boolean =>
  groups.some((group) => group.includes(a) && group.includes(b));

/** The halves reading: the same rajju passes when one star ascends and the other descends it. */
export const rajjuHalves = (groups: readonly (readonly number[])[]): School => ({
  id: 'rajjuHalves',
  sources: ['neerkondar', 'tamilhoroscope', 'pyjhora'],
  judge: (b, g) =>
    !sameRajju(groups, b.star, g.star) ||
    (!HEAD_RAJJU.includes(b.star) && RAJJU_ASCENDING.includes(b.star) !== RAJJU_ASCENDING.includes(g.star)),
});

// --- Vedhai -----------------------------------------------------------------------------------
/**
 * Stars that afflict each other; a pair is a veto. Twelve pairs [rajaramaneb, tamilhoroscope,
 * matrimonyWebsite, jothidaMatrimony] plus the triad Mrigashira, Chitra, Dhanishta, each
 * afflicting the other two [rajaramaneb, matrimonyWebsite]. Schools: [tamilhoroscope] lists the
 * twelve pairs only; [jothidaMatrimony] pairs Mrigashira with Dhanishta and leaves Chitra out.
 * Not a school: [pyjhora]'s star-sum shortcut (sums 19, 28, 37), which also flags pairs no table
 * prints (e.g. Ashlesha-Magha). The Sinhala pairs reported in [porondama] are in sinhala-porondam.ts.
 */
const TWELVE_PAIRS: readonly (readonly [number, number])[] = [
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
];
const MRIGASHIRA_DHANISHTA = [5, 23] as const;

export const VEDHAI_PAIRS: readonly (readonly [number, number])[] = [
  ...TWELVE_PAIRS,
  [5, 14], // Mrigashira - Chitra
  [14, 23], // Chitra - Dhanishta
  MRIGASHIRA_DHANISHTA, // Mrigashira - Dhanishta
];

export const isVedha = (pairs: readonly (readonly [number, number])[], a: number, b: number): boolean =>
  isPairIn(pairs, a, b);

export const vedhaSchools: readonly School[] = [
  { id: 'vedhaNoTriad', sources: ['tamilhoroscope'], judge: (b, g) => !isVedha(TWELVE_PAIRS, b.star, g.star) },
  {
    id: 'vedhaNoChitra',
    sources: ['jothidaMatrimony'],
    judge: (b, g) => !isVedha([...TWELVE_PAIRS, MRIGASHIRA_DHANISHTA], b.star, g.star),
  },
];

// --- The rule set -----------------------------------------------------------------------------
const factors: readonly FactorRule<TamilFactorId>[] = [
  {
    id: 'dinam',
    rule:
      "Counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 from the bride's star pass; 27 only within one rasi; " +
      'a shared star passes where all three same-star lists pass it',
    sources: ['vysyamala', 'rajaramaneb', 'swamydharisanam', 'tamilhoroscope'],
    schools: dinamSchools,
    judge: dinam,
  },
  {
    id: 'ganam',
    rule: 'The same gana, Deva with Manushya either way, or a Deva bride with a Rakshasa groom passes',
    sources: ['tamilhoroscope', 'yoginataraj'],
    schools: ganamSchools,
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
    sources: ['seithipunal', 'matrimonyWebsite'],
    schools: [streeDeerghamBeyond13],
    judge: (b, g) => starCount(b.star, g.star) > STREE_DEERGHAM_MORE_THAN,
  },
  {
    id: 'yoni',
    rule: 'Fails only when the two yoni animals are one of the seven pairs of sworn enemies',
    sources: ['tirumanaporutham', 'tamilhoroscope'],
    schools: yoniSchools,
    judge: yoniPasses,
  },
  {
    id: 'rasi',
    rule: "The groom's rasi 1st, 7th, 9th, 10th, 11th or 12th from the bride's passes, but not Kataka with Makara or Simha with Kumbha",
    sources: ['arivomayiram', 'ibcbakthi', 'hosuronline', 'tamilhoroscope'],
    schools: rasiSchools,
    judge: (b, g) => withRasis(b, g, rasiPasses),
  },
  {
    id: 'rasiAdhipathi',
    rule: 'Fails only when one rasi lord counts the other an enemy and is not counted a friend in return',
    sources: ['tamizhdb', 'ibcbakthi'],
    schools: adhipathiSchools,
    judge: (b, g) => withRasis(b, g, (br, gr) => lordsAgree(...lordsOf(br, gr))),
  },
  {
    id: 'vasiyam',
    rule: "Passes when either rasi is in the other's row of the vasiyam table",
    sources: ['pyjhora', 'matrimonyWebsite', 'jothidaMatrimony'],
    schools: vasiyamSchools,
    judge: (b, g) => withRasis(b, g, (br, gr) => vasiyamPasses(VASIYAM, br, gr)),
  },
  {
    id: 'rajju',
    veto: true,
    rule: 'Both stars in one of the five rajju groups fails (a veto)',
    sources: ['neerkondar', 'tamilhoroscope', 'matrimonyWebsite'],
    schools: [rajjuHalves(RAJJU_GROUPS)],
    judge: (b, g) => !sameRajju(RAJJU_GROUPS, b.star, g.star),
  },
  {
    id: 'vedhai',
    veto: true,
    rule: 'The twelve Vedhai pairs and the Mrigashira-Chitra-Dhanishta triad fail (a veto)',
    sources: ['rajaramaneb', 'matrimonyWebsite'],
    schools: vedhaSchools,
    judge: (b, g) => !isVedha(VEDHAI_PAIRS, b.star, g.star),
  },
];

/** A Tamil factor's rule, for the Sinhala porondam that follow it. */
export function tamilFactor(id: TamilFactorId): FactorRule<TamilFactorId> {
  const factor = factors.find((rule) => rule.id === id);
  if (!factor) throw new Error(`No Tamil factor ${id}`);
  return factor;
}

/** Tamil 10 porutham: the total is "N of 10"; a Rajju or Vedhai failure is a veto. */
export const tamilPorutham: RuleSet<TamilFactorId> = {
  id: 'tamil',
  name: 'Tamil 10 porutham',
  factors,
  outOf: 'all',
  note: notComputedNote,
};
