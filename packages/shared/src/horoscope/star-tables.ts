/**
 * Attributes of the 27 stars and 12 rasis that both rule sets read. Each table has one row per
 * star (or rasi) in traditional order, with the star's name in a comment, so an astrologer can
 * check a row at a glance.
 *
 * Sources
 * - [A] "Horoscopes", asia-oss.net, http://asia-oss.net/astro/horoscopes.htm: star, lord, gana and
 *   yoni animal of each of the 27 stars (read for the gana and yoni columns).
 * - [B] "11.0 The Nakshatras Appendix", scribd.com,
 *   https://pt.scribd.com/document/317192097/11-0-The-Nakshatras-Appendix-56-docx: which padas of
 *   which stars fall in each rasi, with the rasi lords (Mesha: Sevval/Mars, ...).
 * - [Y] "Yoni Porutham", tirumanaporutham.blogspot.com,
 *   https://tirumanaporutham.blogspot.com/2011/04/yoni-porutham.html: the animal of each star and
 *   the seven pairs of enemies.
 * - [T] "ராசி அதிபதி பொருத்தம்", tamizhdb.com,
 *   https://www.tamizhdb.com/%E0%AE%B0%E0%AE%BE%E0%AE%9A%E0%AE%BF-%E0%AE%85%E0%AE%A4%E0%AE%BF%E0%AE%AA%E0%AE%A4%E0%AE%BF-%E0%AE%AA%E0%AF%8A%E0%AE%B0%E0%AF%81%E0%AE%A4%E0%AF%8D%E0%AE%A4%E0%AE%AE%E0%AF%8D/:
 *   how friendship between the two rasi lords is graded.
 * - [F] "ராசி அதிபதி பொருத்தம்", ibcbakthi.com, https://ibcbakthi.com/porutham/rasi-athipathi-porutham:
 *   the Sun's friend, neutral and enemy as an example of the friendship table.
 * - [R] Vivaha's research notes on porutham and porondam, which compare the published
 *   implementations; they are cited for where the schools differ.
 * Tables not found in a source read are marked "from the classical tables, to be confirmed".
 */

export const DEVA = 'deva';
export const MANUSHYA = 'manushya';
export const RAKSHASA = 'rakshasa';
export type Gana = typeof DEVA | typeof MANUSHYA | typeof RAKSHASA;

/**
 * Gana of each star [A]; the same table is printed at https://www.yoginataraj.com/gana-kootam/.
 * Index 0 is star 1. All sources read agree on this table.
 */
export const ganaOfStar: readonly Gana[] = [
  DEVA, // 1 Ashwini
  MANUSHYA, // 2 Bharani
  RAKSHASA, // 3 Krittika
  MANUSHYA, // 4 Rohini
  DEVA, // 5 Mrigashira
  MANUSHYA, // 6 Ardra
  DEVA, // 7 Punarvasu
  DEVA, // 8 Pushya
  RAKSHASA, // 9 Ashlesha
  RAKSHASA, // 10 Magha
  MANUSHYA, // 11 Purva Phalguni
  MANUSHYA, // 12 Uttara Phalguni
  DEVA, // 13 Hasta
  RAKSHASA, // 14 Chitra
  DEVA, // 15 Swati
  RAKSHASA, // 16 Vishakha
  DEVA, // 17 Anuradha
  RAKSHASA, // 18 Jyeshtha
  RAKSHASA, // 19 Mula
  MANUSHYA, // 20 Purva Ashadha
  MANUSHYA, // 21 Uttara Ashadha
  DEVA, // 22 Shravana
  RAKSHASA, // 23 Dhanishta
  RAKSHASA, // 24 Shatabhisha
  MANUSHYA, // 25 Purva Bhadrapada
  MANUSHYA, // 26 Uttara Bhadrapada
  DEVA, // 27 Revati
];

export type Animal =
  | 'horse'
  | 'elephant'
  | 'goat'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';

/**
 * Yoni animal of each star [A, Y]. [A] calls 12 Uttara Phalguni "ox/bull" and 13 Hasta and 15 Swati
 * "ox/buffalo"; here they are cow (bull) and buffalo, as in the usual 14-animal list.
 */
export const animalOfStar: readonly Animal[] = [
  'horse', // 1 Ashwini
  'elephant', // 2 Bharani
  'goat', // 3 Krittika
  'serpent', // 4 Rohini
  'serpent', // 5 Mrigashira
  'dog', // 6 Ardra
  'cat', // 7 Punarvasu
  'goat', // 8 Pushya
  'cat', // 9 Ashlesha
  'rat', // 10 Magha
  'rat', // 11 Purva Phalguni
  'cow', // 12 Uttara Phalguni
  'buffalo', // 13 Hasta
  'tiger', // 14 Chitra
  'buffalo', // 15 Swati
  'tiger', // 16 Vishakha
  'deer', // 17 Anuradha
  'deer', // 18 Jyeshtha
  'dog', // 19 Mula
  'monkey', // 20 Purva Ashadha
  'mongoose', // 21 Uttara Ashadha
  'monkey', // 22 Shravana
  'lion', // 23 Dhanishta
  'horse', // 24 Shatabhisha
  'lion', // 25 Purva Bhadrapada
  'cow', // 26 Uttara Bhadrapada
  'elephant', // 27 Revati
];

/**
 * The seven pairs of sworn enemies among the yoni animals [Y]. Schools differ: [R] notes that a
 * Tamil variant also counts serpent and rat as enemies; it is left out here because no source read
 * states it. [Y] also grades yoni by male and female stars (a male groom's star with a female
 * bride's best); that grading is not used, as its star lists disagree with its own animal table.
 * To be confirmed.
 */
export const enemyAnimals: readonly (readonly [Animal, Animal])[] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['goat', 'monkey'],
  ['serpent', 'mongoose'],
  ['dog', 'deer'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
];

export const areEnemyAnimals = (a: Animal, b: Animal): boolean =>
  enemyAnimals.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';

/** Lord of each rasi [B]. Index 0 is rasi 1. */
export const lordOfRasi: readonly Planet[] = [
  'mars', // 1 Mesha
  'venus', // 2 Vrishabha
  'mercury', // 3 Mithuna
  'moon', // 4 Kataka
  'sun', // 5 Simha
  'mercury', // 6 Kanya
  'venus', // 7 Thula
  'mars', // 8 Vrischika
  'jupiter', // 9 Dhanu
  'saturn', // 10 Makara
  'saturn', // 11 Kumbha
  'jupiter', // 12 Meena
];

/**
 * The natural friends and enemies of each planet (the classical Parashara table); any other planet
 * is neutral. [F] gives the Sun's row as an example (Moon a friend, Mercury neutral, Saturn an
 * enemy); the other rows are from the classical tables, to be confirmed. The table is one-way:
 * Mercury counts the Moon an enemy, the Moon counts Mercury a friend.
 */
export const friendsOf: Record<Planet, readonly Planet[]> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
};

export const enemiesOf: Record<Planet, readonly Planet[]> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
};

/**
 * Whether two rasi lords agree, graded as in [T]: friends both ways is best; friend one way and
 * neutral the other is good; friend one way and enemy the other is middling (passes here, as
 * middling does everywhere in Vivaha); neutral and enemy, or enemies both ways, fails. [T] does not
 * grade neutral both ways; it passes here, as neither counts the other an enemy. The same lord
 * passes. Schools differ [R]: some pass friends only, some look one way only.
 */
export function lordsAgree(a: Planet, b: Planet): boolean {
  if (a === b) return true;
  const enemies = Number(enemiesOf[a].includes(b)) + Number(enemiesOf[b].includes(a));
  const friends = Number(friendsOf[a].includes(b)) + Number(friendsOf[b].includes(a));
  return enemies === 0 || (enemies === 1 && friends === 1);
}

export type Nadi = 'aadi' | 'madhya' | 'antya';

/** Nadi of each star, in the zig-zag of threes (from the classical tables, to be confirmed). */
export const nadiOfStar: readonly Nadi[] = [
  'aadi', // 1 Ashwini
  'madhya', // 2 Bharani
  'antya', // 3 Krittika
  'antya', // 4 Rohini
  'madhya', // 5 Mrigashira
  'aadi', // 6 Ardra
  'aadi', // 7 Punarvasu
  'madhya', // 8 Pushya
  'antya', // 9 Ashlesha
  'antya', // 10 Magha
  'madhya', // 11 Purva Phalguni
  'aadi', // 12 Uttara Phalguni
  'aadi', // 13 Hasta
  'madhya', // 14 Chitra
  'antya', // 15 Swati
  'antya', // 16 Vishakha
  'madhya', // 17 Anuradha
  'aadi', // 18 Jyeshtha
  'aadi', // 19 Mula
  'madhya', // 20 Purva Ashadha
  'antya', // 21 Uttara Ashadha
  'antya', // 22 Shravana
  'madhya', // 23 Dhanishta
  'aadi', // 24 Shatabhisha
  'aadi', // 25 Purva Bhadrapada
  'madhya', // 26 Uttara Bhadrapada
  'antya', // 27 Revati
];

/** The row of a star-indexed table. */
export const ofStar = <T>(table: readonly T[], star: number): T => table[star - 1] as T;

/** The row of a rasi-indexed table. */
export const ofRasi = <T>(table: readonly T[], rasi: number): T => table[rasi - 1] as T;
