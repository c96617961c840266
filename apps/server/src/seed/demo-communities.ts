/**
 * The communities of the demo data: how common each is among members, and what is usual in it
 * (religions, mother tongues, names, home towns and where people live abroad).
 */
import { type NameGroup } from './demo-names.ts';
import { type AbroadKey } from './demo-places.ts';
import { type Weighted } from './demo-random.ts';

export interface Community {
  /** The id in the ethnicities list. */
  ethnicity: number;
  /** Share of members, in percent. */
  weight: number;
  names: NameGroup;
  religions: readonly Weighted<number>[];
  motherTongues: readonly Weighted<number>[];
  /** Share of members living abroad. */
  abroadShare: number;
  /** Home towns in Sri Lanka. */
  towns: readonly Weighted<string>[];
  /** Countries abroad. */
  abroad: readonly Weighted<AbroadKey>[];
  /** Share of profiles that mention a caste. */
  casteShare: number;
}

const religion = { hindu: 65, christian: 66, catholic: 67, muslim: 190, buddhist: 296, atheist: 304, nonRc: 310 };
const tongue = { sinhala: 1, tamil: 2, english: 3, malay: 4, other: 5 };

const sinhalese: Community = {
  ethnicity: 1,
  weight: 55,
  names: 'sinhala',
  religions: [
    [religion.buddhist, 86],
    [religion.catholic, 7],
    [religion.christian, 5],
    [religion.nonRc, 1],
    [religion.atheist, 1],
  ],
  motherTongues: [[tongue.sinhala, 1]],
  abroadShare: 0.25,
  towns: [
    ['Colombo', 18],
    ['Kandy', 8],
    ['Galle', 6],
    ['Kurunegala', 6],
    ['Negombo', 5],
    ['Matara', 5],
    ['Gampaha', 6],
    ['Moratuwa', 4],
    ['Nuwara Eliya', 2],
    ['Anuradhapura', 4],
    ['Ratnapura', 4],
    ['Badulla', 3],
    ['Kegalle', 3],
    ['Kalutara', 4],
    ['Panadura', 3],
    ['Dehiwala-Mount Lavinia', 4],
    ['Nugegoda', 4],
    ['Maharagama', 3],
    ['Chilaw', 2],
    ['Polonnaruwa', 2],
    ['Hambantota', 2],
    ['Matale', 2],
  ],
  abroad: [
    ['australia', 24],
    ['uk', 14],
    ['italy', 10],
    ['newZealand', 6],
    ['canada', 6],
    ['usa', 6],
    ['uae', 8],
    ['qatar', 5],
    ['japan', 5],
    ['korea', 5],
    ['singapore', 4],
    ['maldives', 3],
    ['germany', 2],
    ['kuwait', 2],
  ],
  casteShare: 0.25,
};

const tamil: Community = {
  ethnicity: 2,
  weight: 22,
  names: 'tamil',
  religions: [
    [religion.hindu, 80],
    [religion.catholic, 11],
    [religion.christian, 8],
    [religion.atheist, 1],
  ],
  motherTongues: [[tongue.tamil, 1]],
  abroadShare: 0.42,
  towns: [
    ['Jaffna', 22],
    ['Colombo', 14],
    ['Wellawatte', 6],
    ['Batticaloa', 10],
    ['Trincomalee', 8],
    ['Vavuniya', 7],
    ['Kilinochchi', 3],
    ['Mannar', 3],
    ['Mullaitivu', 2],
    ['Point Pedro', 2],
    ['Chavakachcheri', 2],
    ['Kandy', 2],
    ['Dehiwala-Mount Lavinia', 3],
  ],
  abroad: [
    ['canada', 32],
    ['uk', 24],
    ['switzerland', 8],
    ['france', 7],
    ['australia', 8],
    ['norway', 4],
    ['germany', 5],
    ['usa', 3],
    ['newZealand', 2],
    ['singapore', 2],
    ['india', 3],
    ['uae', 2],
  ],
  casteShare: 0.3,
};

const indianTamil: Community = {
  ethnicity: 4,
  weight: 5,
  names: 'tamil',
  religions: [
    [religion.hindu, 85],
    [religion.catholic, 8],
    [religion.christian, 7],
  ],
  motherTongues: [[tongue.tamil, 1]],
  abroadShare: 0.15,
  towns: [
    ['Nuwara Eliya', 15],
    ['Hatton', 10],
    ['Badulla', 8],
    ['Bandarawela', 5],
    ['Talawakelle', 5],
    ['Kandy', 8],
    ['Colombo', 8],
    ['Ratnapura', 4],
    ['Matale', 4],
    ['Nawalapitiya', 4],
  ],
  abroad: [
    ['india', 20],
    ['uae', 20],
    ['qatar', 15],
    ['kuwait', 10],
    ['uk', 10],
    ['canada', 10],
    ['malaysia', 10],
  ],
  casteShare: 0.05,
};

const moorTowns: readonly Weighted<string>[] = [
  ['Colombo', 15],
  ['Kalmunai', 10],
  ['Kattankudy', 8],
  ['Akkaraipattu', 5],
  ['Kandy', 8],
  ['Akurana', 4],
  ['Batticaloa', 5],
  ['Puttalam', 5],
  ['Beruwala', 5],
  ['Mawanella', 3],
  ['Sammanthurai', 4],
  ['Dehiwala-Mount Lavinia', 4],
  ['Galle', 3],
  ['Trincomalee', 3],
  ['Eravur', 3],
];

const moorAbroad: readonly Weighted<AbroadKey>[] = [
  ['uae', 25],
  ['qatar', 18],
  ['saudi', 15],
  ['kuwait', 8],
  ['uk', 12],
  ['australia', 8],
  ['canada', 5],
  ['malaysia', 5],
  ['maldives', 4],
];

const moor: Community = {
  ethnicity: 3,
  weight: 10,
  names: 'muslim',
  religions: [[religion.muslim, 1]],
  motherTongues: [
    [tongue.tamil, 90],
    [tongue.sinhala, 5],
    [tongue.english, 5],
  ],
  abroadShare: 0.25,
  towns: moorTowns,
  abroad: moorAbroad,
  casteShare: 0,
};

const malay: Community = {
  ethnicity: 5,
  weight: 2,
  names: 'malay',
  religions: [[religion.muslim, 1]],
  motherTongues: [
    [tongue.malay, 60],
    [tongue.tamil, 25],
    [tongue.sinhala, 10],
    [tongue.english, 5],
  ],
  abroadShare: 0.3,
  towns: [
    ['Colombo', 30],
    ['Dehiwala-Mount Lavinia', 10],
    ['Kandy', 8],
    ['Hambantota', 8],
    ['Wattala', 5],
    ['Kurunegala', 4],
  ],
  abroad: [
    ['malaysia', 25],
    ['australia', 20],
    ['uae', 20],
    ['uk', 15],
    ['qatar', 10],
    ['singapore', 10],
  ],
  casteShare: 0,
};

const burgher: Community = {
  ethnicity: 6,
  weight: 2,
  names: 'burgher',
  religions: [
    [religion.catholic, 55],
    [religion.christian, 35],
    [religion.nonRc, 5],
    [religion.atheist, 5],
  ],
  motherTongues: [[tongue.english, 1]],
  abroadShare: 0.5,
  towns: [
    ['Colombo', 30],
    ['Dehiwala-Mount Lavinia', 12],
    ['Negombo', 10],
    ['Kandy', 8],
    ['Galle', 6],
    ['Wattala', 8],
    ['Batticaloa', 5],
    ['Moratuwa', 5],
  ],
  abroad: [
    ['australia', 45],
    ['uk', 20],
    ['canada', 15],
    ['newZealand', 10],
    ['usa', 10],
  ],
  casteShare: 0,
};

const indianMoor: Community = {
  ethnicity: 7,
  weight: 1,
  names: 'muslim',
  religions: [[religion.muslim, 1]],
  motherTongues: [
    [tongue.tamil, 80],
    [tongue.english, 10],
    [tongue.other, 10],
  ],
  abroadShare: 0.3,
  towns: [
    ['Colombo', 50],
    ['Kandy', 15],
    ['Galle', 10],
    ['Dehiwala-Mount Lavinia', 10],
  ],
  abroad: [
    ['india', 40],
    ['uae', 30],
    ['singapore', 15],
    ['uk', 15],
  ],
  casteShare: 0,
};

const other: Community = {
  ethnicity: 8,
  weight: 3,
  names: 'other',
  religions: [
    [religion.hindu, 25],
    [religion.christian, 25],
    [religion.catholic, 15],
    [religion.buddhist, 20],
    [religion.atheist, 10],
    [religion.nonRc, 5],
  ],
  motherTongues: [
    [tongue.english, 60],
    [tongue.other, 40],
  ],
  abroadShare: 0.5,
  towns: [
    ['Colombo', 60],
    ['Kandy', 10],
    ['Galle', 10],
    ['Negombo', 10],
  ],
  abroad: [
    ['uk', 20],
    ['australia', 20],
    ['singapore', 15],
    ['usa', 15],
    ['canada', 15],
    ['india', 15],
  ],
  casteShare: 0,
};

export const communities: readonly Community[] = [
  sinhalese,
  tamil,
  moor,
  indianTamil,
  malay,
  burgher,
  indianMoor,
  other,
];

/** The communities weighted by their share of members. */
export const communityWeights: readonly Weighted<Community>[] = communities.map((c) => [c, c.weight]);
