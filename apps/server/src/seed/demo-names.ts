/**
 * Name and phrase tables of the demo profiles. Names are common given names and family names of
 * each community (the names themselves are data, in demo-names.json); together with the random
 * choices they make fictitious people.
 */
import names from './demo-names.json' with { type: 'json' };
import { type Weighted } from './demo-random.ts';

/** The name groups of the demo data. */
export type NameGroup = 'sinhala' | 'tamil' | 'muslim' | 'malay' | 'burgher' | 'other';

export interface NameSet {
  male: readonly string[];
  female: readonly string[];
  /** Family names; for Tamils, fathers' given names used as the surname. */
  surnames: readonly string[];
  /** Given names of the parents' generation. */
  parentMale: readonly string[];
  parentFemale: readonly string[];
  /** A name often placed before the given name (Mohamed, Fathima, Tuan, Sitti). */
  malePrefix?: string;
  femalePrefix?: string;
  /** The surname is the father's given name (Tamil custom). */
  patronymic?: boolean;
}

/** The given names, family names and parents' names of each name group. */
export const nameSets: Record<NameGroup, NameSet> = names.nameSets;

/** Given names of Tamil Christian families (family names as for other Tamils). */
export const tamilChristianNames: { male: readonly string[]; female: readonly string[] } = names.tamilChristianNames;

/** Castes some families mention (additionalcaste), by name group. */
export const castes: Partial<Record<NameGroup, readonly Weighted<string>[]>> = {
  sinhala: [
    ['Govigama', 60],
    ['Karava', 15],
    ['Salagama', 12],
    ['Durava', 8],
    ['Govigama (Radala)', 3],
    ['Bathgama', 2],
  ],
  tamil: [
    ['Vellalar', 50],
    ['Saiva Vellalar', 12],
    ['Karaiyar', 15],
    ['Mukkuvar', 6],
    ['Brahmin (Iyer)', 5],
    ['Chettiar', 5],
    ['Thimilar', 4],
    ['Koviyar', 3],
  ],
};

// ---------------------------------------------------------------------------------------------
// Phrases of the About and Expectations texts.

/** Who the text speaks of: the member ("I am") or someone else ("He is", "She is"). */
export interface Voice {
  /** 'I', 'he' or 'she' (lower case; texts capitalise the sentence start). */
  subject: string;
  /** 'me', 'him' or 'her'. */
  object: string;
  /** 'my', 'his' or 'her'. */
  possessive: string;
  /** 'am' or 'is'. */
  be: string;
  /** 'have' or 'has'. */
  have: string;
  /** The verb ending: '' for I, 's' for he and she. */
  s: string;
}

export type Phrase = (v: Voice) => string;

export const personalities: readonly string[] = [
  'kind',
  'honest',
  'cheerful',
  'calm',
  'family-oriented',
  'easy-going',
  'hard-working',
  'caring',
  'soft-spoken',
  'ambitious',
  'humble',
  'down to earth',
  'fun-loving',
  'responsible',
  'open-minded',
  'well-mannered',
  'thoughtful',
  'patient',
  'independent',
  'sincere',
  'practical',
  'warm-hearted',
];

export const hobbies: readonly string[] = [
  'reading',
  'travelling',
  'cooking',
  'music',
  'cricket',
  'badminton',
  'swimming',
  'gardening',
  'photography',
  'hiking',
  'watching movies',
  'playing the guitar',
  'singing',
  'volunteering',
  'yoga',
  'cycling',
  'chess',
  'painting',
  'baking',
  'football',
  'netball',
  'carrom',
  'going to the beach',
  'trying new food',
  'writing',
  'keeping fit',
  'tennis',
  'playing the piano',
  'classical dance',
  'road trips around the island',
];

export const fatherJobs: readonly string[] = [
  'a retired bank manager',
  'a retired school principal',
  'a businessman',
  'a retired government officer',
  'a doctor',
  'an engineer',
  'a retired teacher',
  'a planter',
  'an accountant',
  'a retired army officer',
  'a lawyer',
  'a farmer',
  'a retired postmaster',
  'a shop owner',
  'a retired railway officer',
];

export const motherJobs: readonly string[] = [
  'a homemaker',
  'a retired teacher',
  'a nurse',
  'a housewife',
  'a retired bank officer',
  'a doctor',
  'a school principal',
  'a government officer',
  'a tailor who runs her own shop',
  'a retired nurse',
];

export const siblingPhrases: readonly string[] = [
  'one elder brother who is married',
  'one younger sister who is still studying',
  'two elder sisters, both married',
  'one younger brother at university',
  'an elder sister who lives abroad with her family',
  'two younger brothers',
  'one elder brother working overseas',
  'a younger sister who is a doctor',
  'an elder brother who is an engineer',
];

export const valuePhrases: readonly Phrase[] = [
  (v) => `${v.subject} believe${v.s} in honesty, respect and a close family life`,
  (v) => `family means a great deal to ${v.object}`,
  (v) => `${v.subject} value${v.s} good manners and simple living`,
  (v) => `${v.subject} ${v.be} close to ${v.possessive} parents and hope${v.s} to keep them near`,
  (v) => `${v.subject} ${v.be} looking forward to building a happy home`,
  (v) => `${v.subject} like${v.s} a quiet life but also enjoy${v.s} good company`,
  (v) => `${v.subject} ${v.be} settled in ${v.possessive} career and ready for marriage`,
];

export const religionPhrases: Record<number, readonly Phrase[]> = {
  296: [
    (v) => `${v.subject} ${v.be} a practising Buddhist`,
    (v) => `${v.subject} come${v.s} from a devout Buddhist family`,
    (v) => `${v.subject} visit${v.s} the temple with family on Poya days`,
  ],
  65: [
    (v) => `${v.subject} ${v.be} a devout Hindu and visit${v.s} the kovil regularly`,
    (v) => `${v.subject} come${v.s} from a traditional Saiva family`,
    (v) => `${v.subject} follow${v.s} Hindu traditions at home`,
  ],
  190: [
    (v) => `${v.subject} ${v.be} a practising Muslim`,
    (v) => `${v.subject} pray${v.s} regularly and value${v.s} Islamic principles`,
    (v) => `${v.subject} come${v.s} from a religious Muslim family`,
  ],
  67: [(v) => `${v.subject} ${v.be} a practising Catholic`, (v) => `${v.subject} attend${v.s} Sunday Mass with family`],
  66: [
    (v) => `${v.subject} ${v.be} a committed Christian and active in church`,
    (v) => `faith plays a big part in ${v.possessive} life`,
  ],
  310: [(v) => `${v.subject} ${v.be} a Christian and respect${v.s} all faiths`],
  304: [(v) => `${v.subject} ${v.be} not religious but respect${v.s} every faith`],
};

export const divorcedPhrases: readonly Phrase[] = [
  (v) => `${v.subject} ${v.be} divorced after a short marriage, with no children`,
  (v) => `after a brief marriage that did not work out, ${v.subject} ${v.be} ready for a fresh start`,
];

export const widowedPhrases: readonly Phrase[] = [
  (v) => `${v.subject} lost ${v.possessive} spouse a few years ago and ${v.be} ready to start a new chapter`,
  (v) => `${v.subject} ${v.be} widowed and looking for a caring companion`,
];

export const separatedPhrases: readonly Phrase[] = [
  (v) => `${v.subject} ${v.be} legally separated, with the divorce in progress`,
];

export const partnerQualities: readonly string[] = [
  'kind-hearted',
  'educated',
  'well-mannered',
  'family-oriented',
  'understanding',
  'honest',
  'caring',
  'respectful',
  'cheerful',
  'simple',
  'responsible',
  'loving',
  'mature',
  'sincere',
  'good-natured',
  'professionally qualified',
  'religious-minded',
  'fun-loving',
];

export const expectationExtras: readonly string[] = [
  'Please reply with family details.',
  'Non-smoker and teetotaller preferred.',
  'Good character matters more than wealth.',
  'Should respect our family values.',
  'A good sense of humour is a plus.',
  'Should be willing to live with or near the parents.',
  'Education and a stable job are important.',
  'Someone who enjoys travel and new experiences would be ideal.',
  'Looks are less important than a kind heart.',
  'Interested families may contact us through this site.',
];
