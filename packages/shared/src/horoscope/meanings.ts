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
  'varna',
  'vruksha',
  'pakshi',
  'bhuta',
  'dina',
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
  varna: { name: 'Varna', meaning: 'Agreement of spiritual temperament' },
  vruksha: { name: 'Vruksha', meaning: 'Agreement of the trees of the two stars' },
  pakshi: { name: 'Pakshi', meaning: 'Agreement of the birds of the two stars' },
  bhuta: { name: 'Bhuta', meaning: 'Agreement of the elements of the two stars' },
  dina: { name: 'Dina', meaning: 'Agreement of the two weekdays of birth' },
};

/** Why a factor, or the whole match, could not be judged. */
export const unknownReasons = {
  notBrideAndGroom: 'The match needs one bride and one groom',
  doesNotFollowHoroscopes: 'A family does not follow horoscopes',
  noStar: 'A birth star is missing',
  noPadam: 'A padam is missing, so the rasi is not known',
  noWeekday: 'A date of birth is missing, so the weekday of birth is not known',
  noTable: 'This table is not yet recorded; it waits for an astrologer to confirm it',
} as const;

export type UnknownReason = keyof typeof unknownReasons;

/** What the engine never computes, shown with every result. */
export const notComputedNote =
  'Graha porondam and Chevvai (Kuja) dosham need the full birth chart and are not computed here: ' +
  "check them from the chart or from each profile's declared Chevvai dosham.";
