/**
 * The English words of the horoscope match, kept in one place so they can be translated: what each
 * factor means, why a factor could not be judged, and what the engine does not check.
 */

export const tamilFactorIds = [
  'dinam',
  'ganam',
  'mahendram',
  'streeDeergham',
  'yoni',
  'rasi',
  'rasiAdhipathi',
  'vasiyam',
  'rajju',
  'vedhai',
] as const;

export const sinhalaFactorIds = [
  'nakath',
  'gana',
  'yoni',
  'rashi',
  'rashyadhipathi',
  'mahendra',
  'streeDeergha',
  'rajju',
  'vashya',
  'vedha',
  'nadi',
] as const;

export type TamilFactorId = (typeof tamilFactorIds)[number];
export type SinhalaFactorId = (typeof sinhalaFactorIds)[number];
export type FactorId = TamilFactorId | SinhalaFactorId;

/** Each factor's name and a one-line meaning. */
export const factorWords: Record<FactorId, { name: string; meaning: string }> = {
  dinam: { name: 'Dinam', meaning: 'Health and daily harmony of the couple' },
  ganam: { name: 'Ganam', meaning: 'Agreement of temperament' },
  mahendram: { name: 'Mahendram', meaning: 'Blessing of children and prosperity' },
  streeDeergham: { name: 'Stree Deergham', meaning: 'Long and prosperous life for the bride' },
  yoni: { name: 'Yoni', meaning: 'Physical and intimate harmony' },
  rasi: { name: 'Rasi', meaning: 'Continuity of the family line' },
  rasiAdhipathi: { name: 'Rasi Adhipathi', meaning: 'Friendship of the lords of the two moon signs' },
  vasiyam: { name: 'Vasiyam', meaning: 'Mutual attraction and affection' },
  rajju: { name: 'Rajju', meaning: 'Long life of the husband; a failure is a veto' },
  vedhai: { name: 'Vedhai', meaning: 'Freedom from afflicting stars; a failure is a veto' },
  nakath: { name: 'Nakath', meaning: 'Harmony of the two birth stars, counted from the bride' },
  gana: { name: 'Gana', meaning: 'Agreement of temperament' },
  rashi: { name: 'Rashi', meaning: 'Agreement of the two moon signs' },
  rashyadhipathi: { name: 'Rashyadhipathi', meaning: 'Friendship of the lords of the two moon signs' },
  mahendra: { name: 'Mahendra', meaning: 'Blessing of children and prosperity' },
  streeDeergha: { name: 'Stree Deergha', meaning: 'Long and prosperous life for the bride' },
  vashya: { name: 'Vashya', meaning: 'Mutual attraction and affection' },
  vedha: { name: 'Vedha', meaning: 'Freedom from afflicting stars; a failure is a veto' },
  nadi: { name: 'Nadi', meaning: 'Health of the couple and of their children' },
};

/** Why a factor, or the whole match, could not be judged. */
export const unknownReasons = {
  notBrideAndGroom: 'The match needs one bride and one groom',
  doesNotFollowHoroscopes: 'A family does not follow horoscopes',
  noStar: 'A birth star is missing',
  noPadam: 'A padam is missing, so the rasi is not known',
  noWeekday: 'A date of birth is missing, so the weekday of birth is not known',
} as const;

export type UnknownReason = keyof typeof unknownReasons;

/**
 * Where sources split, the line the answer carries for a school the rule set does not follow,
 * shown only for a couple that school answers otherwise (`School` in engine.ts).
 */
export const schoolNotes = {
  dinamRemainder:
    "Some astrologers count Dinam by the remainder after dividing the count by 9, which also gives it for the 17th, 22nd and 27th star from the bride's.",
  dinamSameStar: 'Some astrologers also give Dinam to a couple who share this birth star.',
  dinamSameRasi: 'Some astrologers give Dinam to every couple with the same rasi.',
  ganamStrict:
    'Some astrologers count a Rakshasa star with a Deva or Manushya star as a failure, whichever of the two has it.',
  ganamManushyaRakshasa: 'Some astrologers count a Manushya bride with a Rakshasa groom as middling, which passes.',
  ganamBothRakshasa: 'Some astrologers count two Rakshasa stars as a failure.',
  streeDeerghamBeyond13:
    "Some astrologers give it only beyond the 13th star from the bride's; from the 8th they call it middling.",
  streeDeerghaBeyond14: "Some Sinhala astrologers give it only beyond the 14th star from the bride's.",
  yoniSerpentRat: 'Some astrologers also count the serpent and the rat as enemies.',
  rasiSeventhAlways:
    'Some astrologers count every 7th rasi as a match, Kataka with Makara and Simha with Kumbha included.',
  rasiMiddling: "Some astrologers count the 3rd and 5th rasi from the bride's as middling, which passes.",
  rasiTwelfth: "Some astrologers count the 12th rasi from the bride's as a failure.",
  adhipathiNoEnemy: 'Some astrologers count it a failure whenever either lord counts the other an enemy.',
  adhipathiFriendsOnly: "Some astrologers give it only when the bride's lord counts the groom's lord a friend.",
  vasiyamKerala: 'Some astrologers use a vasiyam table in which Vrischika, not Thula, attracts Kanya.',
  rajjuHalves:
    'Some astrologers allow the same rajju when one star is in its ascending half and the other in its descending half.',
  rajjuSinhalaSwap: 'Some Sinhala tables put Dhanishta at the neck and Shatabhisha at the head.',
  vedhaNoTriad:
    'Some astrologers count only the twelve pairs of afflicting stars, not Mrigashira, Chitra and Dhanishta among themselves.',
  vedhaNoChitra: 'Some astrologers count Mrigashira with Dhanishta as afflicting each other, but leave Chitra out.',
  vedhaSinhalaPairs:
    'Some Sinhala tables pair Ardra with Shatabhisha, Punarvasu with Purva Ashadha, Pushya with Uttara Ashadha and Hasta with Shravana, and Dhanishta with no star.',
  nakathStrict:
    "Some astrologers also count the 10th and the 19th star from the bride's, and a shared star, as a failure.",
} as const;

export type SchoolId = keyof typeof schoolNotes;

/** What the engine never computes, shown with every Tamil result. */
export const notComputedNote =
  'Graha porondam and Chevvai (Kuja) dosham need the full birth chart and are not computed here: ' +
  "check them from the chart or from each profile's declared Chevvai dosham.";

/**
 * What the Sinhala rule set does not compute, shown with every Sinhala result: graha porondam and
 * Chevvai dosham need the chart, and varna, dina, vruksha, pakshi and bhuta need tables no two
 * sources read agree on (sinhala-porondam.ts says what is known of them).
 */
export const sinhalaNotComputedNote =
  'Graha, varna, dina, vruksha, pakshi and bhuta porondam and Chevvai (Kuja) dosham are not computed here: ' +
  'graha porondam and Chevvai dosham need the full birth chart, and we found no two Sinhala sources that agree ' +
  'on the tables of varna, weekdays, trees, birds and elements. Check them with an astrologer, from the chart ' +
  "or from each profile's declared Chevvai dosham.";
