/**
 * The About (`other`) and Expectations (`ex_other`) texts of the demo profiles: a few sentences
 * composed from the phrase tables so that they fit the person and who wrote the profile.
 */
import {
  divorcedPhrases,
  expectationExtras,
  fatherJobs,
  hobbies,
  motherJobs,
  partnerQualities,
  personalities,
  type Phrase,
  religionPhrases,
  separatedPhrases,
  siblingPhrases,
  valuePhrases,
  type Voice,
  widowedPhrases,
} from './demo-names.ts';
import { type Random } from './demo-random.ts';

/** What the texts need to know about the person. */
export interface TextFacts {
  /** 1 Self, 2 Parents, 3 Siblings, 4 Friend, 5 Marriage Broker, 6 Others. */
  createdBy: number;
  /** 1 Male, 2 Female. */
  sex: number;
  age: number;
  firstName: string;
  /** What the person does, as in "a 29-year-old doctor". */
  careerNoun: string;
  student: boolean;
  religion: number;
  ethnicity: number;
  maritalStatus: number;
  livingCity: string;
  /** The Sri Lankan home town of the family. */
  homeTown: string;
  /** Where the person lives abroad, if so. */
  abroad?: {
    /** As in "relocate to the UK". */
    country: string;
    /** As in "London, UK". */
    short: string;
    demonym: string;
    citizen: boolean;
    /** Sri Lankans settle there (else they go there to work). */
    settles: boolean;
    /** Born there rather than in Sri Lanka. */
    born: boolean;
  };
  /** The family lists more than one child in this account, so the text invents no siblings. */
  siblingsListed: boolean;
  /** The profile lists the parents and the brothers and sisters in family details, so About speaks of neither. */
  familyListed: boolean;
  /** Whether the horoscope is given. */
  horoscope: boolean;
  believesInHoroscope: boolean;
  casteNoBar: boolean;
  sponsor: boolean;
}

const firstPerson: Voice = { subject: 'I', object: 'me', possessive: 'my', be: 'am', have: 'have', s: '' };
const he: Voice = { subject: 'he', object: 'him', possessive: 'his', be: 'is', have: 'has', s: 's' };
const she: Voice = { subject: 'she', object: 'her', possessive: 'her', be: 'is', have: 'has', s: 's' };

const ethnicAdjectives: Record<number, string> = { 1: 'Sinhala', 2: 'Tamil', 4: 'Tamil', 5: 'Malay', 6: 'Burgher' };
const religiousAdjectives: Record<number, string> = {
  65: 'Hindu',
  66: 'Christian',
  67: 'Catholic',
  190: 'Muslim',
  296: 'Buddhist',
  310: 'Christian',
};

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a' or 'an' for the word that follows. */
export function article(word: string): string {
  if (/^(uni|use|one|eu)/i.test(word)) return 'a';
  return /^(honest|hour|hr\b|[aeiou]|8|1[18]$)/i.test(word) ? 'an' : 'a';
}

const withArticle = (word: string) => `${article(word)} ${word}`;

/** "a", "a and b" or "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const sentence = (text: string) => `${capitalise(text)}.`;

export function voiceOf(facts: TextFacts): Voice {
  if (facts.createdBy === 1) return firstPerson;
  return facts.sex === 1 ? he : she;
}

function placeClause(random: Random, facts: TextFacts): string {
  const { livingCity, homeTown, abroad } = facts;
  if (abroad) {
    const where = livingCity === abroad.short ? livingCity : `${livingCity}, ${abroad.short}`;
    if (abroad.born) return random.pick([`born and raised in ${where}`, `living in ${livingCity}`]);
    return random.pick([
      `living in ${where}`,
      `from ${homeTown}, now ${facts.student ? 'studying' : abroad.settles ? 'settled' : 'working'} in ${livingCity}`,
      `based in ${livingCity}`,
    ]);
  }
  if (livingCity !== homeTown)
    return `from ${homeTown}, now ${facts.student ? 'studying' : 'working'} in ${livingCity}`;
  return random.pick([`living in ${livingCity}`, `from ${livingCity}`, `from a respectable family in ${livingCity}`]);
}

function introduction(random: Random, facts: TextFacts): string {
  const place = placeClause(random, facts);
  const aged = `${article(String(facts.age))} ${facts.age}-year-old ${facts.careerNoun}`;
  const child = facts.sex === 1 ? 'son' : 'daughter';
  switch (facts.createdBy) {
    case 1:
      return random.chance(0.5)
        ? `I am ${aged} ${place}.`
        : `I am ${facts.firstName}, ${withArticle(facts.careerNoun)} ${place}.`;
    case 2:
      return random.chance(0.6)
        ? `Our ${child} is ${aged} ${place}.`
        : `We are seeking a partner for our ${child} ${facts.firstName}, ${withArticle(facts.careerNoun)} ${place}.`;
    case 3:
      return `My ${facts.sex === 1 ? 'brother' : 'sister'} is ${aged} ${place}.`;
    case 4:
      return `My friend ${facts.firstName} is ${aged} ${place}.`;
    default:
      return `${facts.firstName} is ${aged} ${place}.`;
  }
}

function familySentence(random: Random, facts: TextFacts, v: Voice): string {
  const father = random.pick(fatherJobs);
  const mother = random.pick(motherJobs);
  if (facts.createdBy === 2) return `Father is ${father} and mother is ${mother}.`;
  return sentence(`${v.possessive} father is ${father} and ${v.possessive} mother is ${mother}`);
}

function hobbySentence(random: Random, v: Voice): string {
  const [first = 'reading', second = 'music', third = 'travelling'] = random.sample(hobbies, 3);
  return random.chance(0.5)
    ? sentence(`in ${v.possessive} free time ${v.subject} enjoy${v.s} ${first} and ${second}`)
    : sentence(`${v.subject} love${v.s} ${joinList([first, second, third])}`);
}

function personalitySentence(random: Random, v: Voice): string {
  return sentence(`${v.subject} ${v.be} ${joinList(random.sample(personalities, random.int(2, 3)))}`);
}

const phraseSentence = (random: Random, phrases: readonly Phrase[], v: Voice) => sentence(random.pick(phrases)(v));

function abroadSentence(random: Random, facts: TextFacts, v: Voice): string | undefined {
  const { abroad } = facts;
  if (!abroad) return undefined;
  if (abroad.citizen) return sentence(`${v.subject} ${v.be} ${withArticle(abroad.demonym)} citizen`);
  return random.pick([
    sentence(
      abroad.settles
        ? `${v.subject} ${v.have} permanent residency in ${abroad.country}`
        : `${v.subject} ${v.be} in ${abroad.country} on a work visa`,
    ),
    sentence(`${v.subject} plan${v.s} to return to Sri Lanka in a few years`),
  ]);
}

function maritalSentence(random: Random, facts: TextFacts, v: Voice): string | undefined {
  if (facts.maritalStatus === 76) return phraseSentence(random, divorcedPhrases, v);
  if (facts.maritalStatus === 75) return phraseSentence(random, widowedPhrases, v);
  if (facts.maritalStatus === 77) return phraseSentence(random, separatedPhrases, v);
  return undefined;
}

/**
 * Family details as a newspaper proposal lists them: the parents' work, and the brothers and
 * sisters unless the family lists its children in this account.
 */
export function familyText(random: Random, facts: TextFacts): string {
  const parents = `Father ${random.pick(fatherJobs)}, mother ${random.pick(motherJobs)}.`;
  if (facts.siblingsListed) return parents;
  return `${parents} ${sentence(`${facts.sex === 1 ? 'He' : 'She'} has ${random.pick(siblingPhrases)}`)}`;
}

type AboutTopic = 'family' | 'siblings' | 'faith' | 'personality' | 'hobbies' | 'values';

const aboutTopics: readonly AboutTopic[] = ['family', 'siblings', 'faith', 'personality', 'hobbies', 'values'];

function topicSentence(random: Random, facts: TextFacts, topic: AboutTopic): string {
  const v = voiceOf(facts);
  switch (topic) {
    case 'family':
      return familySentence(random, facts, v);
    case 'siblings':
      return sentence(`${v.subject} ${v.have} ${random.pick(siblingPhrases)}`);
    case 'faith':
      return phraseSentence(random, religionPhrases[facts.religion] ?? valuePhrases, v);
    case 'personality':
      return personalitySentence(random, v);
    case 'hobbies':
      return hobbySentence(random, v);
    default:
      return phraseSentence(random, valuePhrases, v);
  }
}

/**
 * The topics that fit: no made-up brothers and sisters when the family lists its children here,
 * and neither parents nor siblings when family details already say who they are (else About and
 * family details could give the father two jobs).
 */
const topicsFor = (facts: TextFacts) =>
  aboutTopics.filter(
    (topic) =>
      !(facts.familyListed && (topic === 'family' || topic === 'siblings')) &&
      !(facts.siblingsListed && topic === 'siblings'),
  );

/** One more sentence about the person, on a topic chosen at random. */
export function aboutExtra(random: Random, facts: TextFacts): string {
  return topicSentence(random, facts, random.pick(topicsFor(facts)));
}

/** The About text: an introduction and up to two more sentences, each on its own topic. */
export function aboutText(random: Random, facts: TextFacts): string {
  const v = voiceOf(facts);
  const sentences = [introduction(random, facts)];
  const special =
    maritalSentence(random, facts, v) ?? (random.chance(0.5) ? abroadSentence(random, facts, v) : undefined);
  if (special) sentences.push(special);
  const more = random.weighted([
    [0, 15],
    [1, 45],
    [2, 40],
  ] as const);
  const topics = random.sample(topicsFor(facts), Math.max(0, 1 + more - sentences.length));
  for (const topic of topics) sentences.push(topicSentence(random, facts, topic));
  return sentences.join(' ');
}

function opener(random: Random, facts: TextFacts): string {
  if (facts.createdBy === 1) return random.pick(['Looking for', 'I am looking for', 'I hope to meet', 'Seeking']);
  if (facts.createdBy === 2) return random.pick(['We are looking for', 'Parents seek', 'Seeking', 'We hope to find']);
  return random.pick(['Looking for', 'Seeking']);
}

function ageRange(random: Random, facts: TextFacts): string {
  const { age } = facts;
  const [low, high] =
    facts.sex === 1
      ? [age - random.int(3, 8), age + random.int(-1, 1)]
      : [age + random.int(-1, 1), age + random.int(3, 8)];
  const from = Math.max(18, low);
  return random.chance(0.5) ? `, aged ${from} to ${high}` : `, between ${from} and ${high} years old`;
}

function descriptor(random: Random, facts: TextFacts): string {
  if (!random.chance(0.4)) return '';
  const words = [ethnicAdjectives[facts.ethnicity], religiousAdjectives[facts.religion]].filter(
    (word): word is string => !!word,
  );
  return words.length > 0 ? `${words.join(' ')} ` : '';
}

function partnerSentence(random: Random, facts: TextFacts): string {
  const noun = random.pick(
    facts.sex === 1 ? ['bride', 'partner', 'life partner'] : ['groom', 'partner', 'life partner'],
  );
  const qualities = joinList(random.sample(partnerQualities, random.int(1, 3)));
  const clause = random.chance(0.25)
    ? random.pick([' who values family', ' with a good education', ' with a stable career', ' from a good family'])
    : '';
  const ages = random.chance(0.7) ? ageRange(random, facts) : '';
  return `${opener(random, facts)} ${withArticle(qualities)} ${descriptor(random, facts)}${noun}${clause}${ages}.`;
}

function situationalExtras(facts: TextFacts): string[] {
  const extras: string[] = [];
  if (facts.horoscope) extras.push('Horoscope matching is essential.', 'Horoscopes should match.');
  if (!facts.believesInHoroscope) extras.push('Horoscopes are not necessary.');
  if (facts.casteNoBar) extras.push('Caste no bar.');
  if (facts.abroad) extras.push(`Should be willing to relocate to ${facts.abroad.country}.`);
  if (facts.abroad && facts.sponsor) extras.push('Partners living in Sri Lanka are welcome; visa support is possible.');
  if (!facts.abroad) extras.push('Preferably someone living in Sri Lanka.', 'Partners living abroad are also welcome.');
  if (facts.sex === 1) extras.push('No dowry expected.');
  if (facts.maritalStatus !== 74) extras.push('Divorced or widowed partners are welcome to reply.');
  return extras;
}

/** One more sentence of expectations, chosen at random. */
export function expectationExtra(random: Random, facts: TextFacts): string {
  return random.chance(0.5) ? random.pick(situationalExtras(facts)) : random.pick(expectationExtras);
}

/** The Expectations text: what kind of partner is sought, and up to two more sentences. */
export function expectationText(random: Random, facts: TextFacts): string {
  const sentences = [partnerSentence(random, facts)];
  const more = random.weighted([
    [0, 20],
    [1, 50],
    [2, 30],
  ] as const);
  for (let i = 0; i < more; i += 1) {
    const extra = expectationExtra(random, facts);
    if (!sentences.includes(extra)) sentences.push(extra);
  }
  return sentences.join(' ');
}
