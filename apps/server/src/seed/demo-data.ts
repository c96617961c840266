/**
 * Demo profiles: believable, fictitious members of Sri Lankan communities at home and abroad, for
 * development databases and demonstrations. Pure and deterministic: the same count, seed and day
 * always give the same profiles. Email addresses use the reserved example domains only.
 */
import { type ProfileFormInput, profileFormDefaults } from '@vivaha/shared/profile';

import { type Career, careers, studentCareer } from './demo-careers.ts';
import { type Community, communityWeights } from './demo-communities.ts';
import { castes, type NameSet, nameSets, tamilChristianNames } from './demo-names.ts';
import {
  type AbroadCountry,
  abroadCountries,
  foreignStreets,
  lankanAreaCodes,
  lankanMobilePrefixes,
  lankanStreets,
  SRI_LANKA,
} from './demo-places.ts';
import { createRandom, type Random, type Weighted } from './demo-random.ts';
import { aboutExtra, aboutText, expectationExtra, expectationText, familyText, type TextFacts } from './demo-text.ts';

export interface DemoProfile {
  /** The account's address: unique per owner, lower case, on a reserved example domain (example.org, example.com). */
  ownerEmail: string;
  /** The account holder (the member or a parent), with title, e.g. 'Mrs. Chandrika Perera'. */
  ownerName: string;
  /** 0..720 */
  createdDaysAgo: number;
  /** 0..createdDaysAgo */
  lastSeenDaysAgo: number;
  form: ProfileFormInput;
}

/** The oldest demo profile was created this many days before today. */
export const DEMO_MAX_CREATED_DAYS = 720;
/** Nobody owns more than this many demo profiles (the portal's limit). */
export const DEMO_MAX_PROFILES_PER_OWNER = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const MALE = 1;
const NEVER_MARRIED = 74;
const RELIGION = { hindu: 65, christian: 66, catholic: 67, buddhist: 296, atheist: 304 } as const;

interface Place {
  city: string;
  country: number;
  /** The country abroad; undefined in Sri Lanka. */
  abroad?: AbroadCountry;
  phonePattern: string;
  phonePrefixes: readonly string[];
}

interface Family {
  community: Community;
  names: NameSet;
  religion: number;
  motherTongue: number;
  surname: string;
  /** The Sri Lankan home town. */
  homeTown: string;
  /** Where the family (and the account holder) lives. */
  home: Place;
  caste: string;
}

interface Person {
  sex: number;
  age: number;
  dob: string;
  /** The given name used day to day. */
  firstName: string;
  fullName: string;
  maritalStatus: number;
  career: Career;
  place: Place;
}

interface Owner {
  /** Without the title. */
  name: string;
  title: string;
  email: string;
  contactEmail: string;
  place: Place;
  mobile: string;
  phone: string;
  address: string;
}

interface State {
  random: Random;
  today: Date;
  emails: Set<string>;
  emailCounters: Map<string, number>;
  texts: Set<string>;
}

const groupSizes: readonly Weighted<number>[] = [
  [1, 83],
  [2, 14],
  [3, 3],
];

/** Who creates the profile of a member who is the only profile of the account. */
const singleCreators: readonly Weighted<number>[] = [
  [1, 80],
  [2, 8],
  [3, 6],
  [4, 3],
  [5, 1.5],
  [6, 1.5],
];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const pad2 = (value: number) => String(value).padStart(2, '0');

// ---------------------------------------------------------------------------------------------
// Places and phones

function lankanPlace(town: string): Place {
  return { city: town, country: SRI_LANKA, phonePattern: '+94 P ### ####', phonePrefixes: lankanMobilePrefixes };
}

function abroadPlace(random: Random, abroad: AbroadCountry): Place {
  const city = random.pick(abroad.cities);
  return {
    city: city.name,
    country: abroad.country,
    abroad,
    phonePattern: abroad.phone,
    phonePrefixes: city.prefixes ?? abroad.prefixes,
  };
}

function drawPlace(random: Random, community: Community, homeTown: string): Place {
  if (random.chance(community.abroadShare)) {
    return abroadPlace(random, abroadCountries[random.weighted(community.abroad)]);
  }
  return lankanPlace(homeTown !== 'Colombo' && random.chance(0.15) ? 'Colombo' : homeTown);
}

/** A phone number in the pattern: P is one of the prefixes, # a random digit. */
export function formatPhone(random: Random, pattern: string, prefixes: readonly string[]): string {
  let phone = '';
  for (const char of pattern) {
    if (char === 'P') phone += random.pick(prefixes);
    else if (char === '#') phone += random.digits(1);
    else phone += char;
  }
  return phone;
}

function streetAddress(random: Random, place: Place): string {
  if (!place.abroad) return `No. ${random.int(1, 250)}, ${random.pick(lankanStreets)}`;
  return place.abroad.settles ? `${random.int(1, 200)} ${random.pick(foreignStreets)}` : '';
}

// ---------------------------------------------------------------------------------------------
// Families and people

function makeFamily(random: Random): Family {
  const community = random.weighted(communityWeights);
  const names = nameSets[community.names];
  const homeTown = random.weighted(community.towns);
  const casteList = castes[community.names];
  return {
    community,
    names,
    religion: random.weighted(community.religions),
    motherTongue: random.weighted(community.motherTongues),
    surname: random.pick(names.surnames),
    homeTown,
    home: drawPlace(random, community, homeTown),
    caste: casteList && random.chance(community.casteShare) ? random.weighted(casteList) : '',
  };
}

function drawAge(random: Random, sex: number): number {
  if (random.chance(0.05)) return random.int(40, 55);
  const age = Math.round(sex === MALE ? random.normal(30.5, 4.2) : random.normal(27.5, 3.8));
  return clamp(age, sex === MALE ? 22 : 20, 45);
}

/** A date of birth giving exactly `age` full years on `today`. */
export function dobForAge(random: Random, today: Date, age: number): string {
  const birthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), Math.min(today.getUTCDate(), 28));
  return new Date(birthday - random.int(0, 360) * DAY_MS).toISOString().slice(0, 10);
}

function drawMaritalStatus(random: Random, age: number): number {
  const neverMarried = age < 28 ? 0.96 : age < 36 ? 0.88 : age < 46 ? 0.72 : 0.5;
  if (random.chance(neverMarried)) return NEVER_MARRIED;
  return random.weighted([
    [76, 65],
    [75, 25],
    [77, 10],
  ]);
}

const careerChoices = new Map<string, readonly Weighted<Career>[]>();

/** The careers open to a person of this sex and age, weighted (computed once per pair). */
function careersFor(sex: number, age: number): readonly Weighted<Career>[] {
  const key = `${sex}:${age}`;
  let choices = careerChoices.get(key);
  if (!choices) {
    choices = careers
      .map((career): Weighted<Career> => [career, sex === MALE ? career.weight[0] : career.weight[1]])
      .filter(([career, weight]) => weight > 0 && career.minAge <= age);
    careerChoices.set(key, choices);
  }
  return choices;
}

function drawCareer(random: Random, sex: number, age: number): Career {
  if ((age <= 23 && random.chance(0.35)) || (age <= 25 && random.chance(0.1))) return studentCareer;
  return random.weighted(careersFor(sex, age));
}

function givenNames(family: Family, sex: number): readonly string[] {
  const christian = family.religion === RELIGION.christian || family.religion === RELIGION.catholic;
  if (family.names.patronymic && christian) {
    return sex === MALE ? tamilChristianNames.male : tamilChristianNames.female;
  }
  return sex === MALE ? family.names.male : family.names.female;
}

function drawName(random: Random, family: Family, sex: number): { firstName: string; fullName: string } {
  const list = random.chance(0.5) ? givenNames(family, sex) : sex === MALE ? family.names.male : family.names.female;
  const firstName = random.pick(list);
  const prefix = sex === MALE ? family.names.malePrefix : family.names.femalePrefix;
  const given = prefix && random.chance(0.35) ? `${prefix} ${firstName}` : firstName;
  return { firstName, fullName: `${given} ${family.surname}` };
}

function makePerson(state: State, family: Family, sex: number, age: number, place: Place): Person {
  const { random } = state;
  return {
    sex,
    age,
    dob: dobForAge(random, state.today, age),
    ...drawName(random, family, sex),
    maritalStatus: drawMaritalStatus(random, age),
    career: drawCareer(random, sex, age),
    place,
  };
}

function makePeople(state: State, family: Family, size: number): Person[] {
  const { random } = state;
  const drawSex = () => (random.chance(0.5) ? 1 : 2);
  const firstSex = drawSex();
  const first = makePerson(state, family, firstSex, drawAge(random, firstSex), family.home);
  const people = [first];
  while (people.length < size) {
    const sex = drawSex();
    const age = clamp(first.age + (random.chance(0.5) ? -1 : 1) * random.int(2, 6), sex === MALE ? 22 : 20, 50);
    const place = random.chance(0.75) ? family.home : drawPlace(random, family.community, family.homeTown);
    people.push(makePerson(state, family, sex, age, place));
  }
  return people;
}

// ---------------------------------------------------------------------------------------------
// Owners

function personTitle(random: Random, person: Person, education: number): string {
  if (person.career.title || education === 8) return 'Dr.';
  if (person.sex === MALE) return 'Mr.';
  return random.pick(person.maritalStatus === NEVER_MARRIED ? ['Miss', 'Ms.'] : ['Mrs.', 'Ms.']);
}

function parentIdentity(random: Random, family: Family): { name: string; title: string } {
  const { names, surname } = family;
  if (random.chance(0.5)) {
    // A Tamil father's own given name is his children's surname.
    const name = names.patronymic
      ? `${surname} ${random.pick(names.surnames.filter((other) => other !== surname))}`
      : `${random.pick(names.parentMale)} ${surname}`;
    return { name, title: random.chance(0.06) ? 'Dr.' : 'Mr.' };
  }
  return { name: `${random.pick(names.parentFemale)} ${surname}`, title: random.chance(0.04) ? 'Dr.' : 'Mrs.' };
}

function ownerIdentity(
  random: Random,
  family: Family,
  createdBy: number,
  person: Person,
  education: number,
): { name: string; title: string } {
  const { names } = family;
  const sex = random.chance(0.5) ? 1 : 2;
  const adultTitle = sex === MALE ? 'Mr.' : random.pick(['Mrs.', 'Ms.']);
  switch (createdBy) {
    case 1:
      return { name: person.fullName, title: personTitle(random, person, education) };
    case 2:
      return parentIdentity(random, family);
    case 3:
      return { name: `${random.pick(givenNames(family, sex))} ${family.surname}`, title: adultTitle };
    case 4:
      return { name: `${random.pick(givenNames(family, sex))} ${random.pick(names.surnames)}`, title: adultTitle };
    default: {
      const elder = sex === MALE ? names.parentMale : names.parentFemale;
      return { name: `${random.pick(elder)} ${random.pick(names.surnames)}`, title: sex === MALE ? 'Mr.' : 'Mrs.' };
    }
  }
}

const namePrefixes = new Set(['mohamed', 'fathima', 'tuan', 'sitti', 'abdul']);

/** The local part of an address made from a name, in one of the usual styles. */
export function emailLocalPart(random: Random, name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter((word) => word !== '');
  const first = (words.length > 2 && namePrefixes.has(words[0] ?? '') ? words[1] : words[0]) ?? 'member';
  const last = words[words.length - 1] ?? 'family';
  switch (random.int(0, 6)) {
    case 0:
      return `${first}.${last}`;
    case 1:
      return `${first}${last}`;
    case 2:
      return `${first.charAt(0)}${last}`;
    case 3:
      return `${first}_${last}`;
    case 4:
      return `${first}${random.int(10, 99)}`;
    case 5:
      return `${last}.${first}`;
    default:
      return `${first}.${last}${random.int(1, 99)}`;
  }
}

function uniqueEmail(state: State, local: string, domain: string): string {
  let email = `${local}@${domain}`;
  let counter = state.emailCounters.get(local) ?? 2;
  while (state.emails.has(email)) {
    email = `${local}${counter}@${domain}`;
    counter += 1;
  }
  state.emailCounters.set(local, counter);
  state.emails.add(email);
  return email;
}

function makeOwner(state: State, family: Family, createdBy: number, person: Person, education: number): Owner {
  const { random } = state;
  const place = family.home;
  const { name, title } = ownerIdentity(random, family, createdBy, person, education);
  const domain = place.abroad || random.chance(0.15) ? 'example.com' : 'example.org';
  const email = uniqueEmail(state, emailLocalPart(random, name), domain);
  const familyName = family.surname.toLowerCase().replace(/[^a-z]/g, '');
  const areaCode = place.abroad ? undefined : lankanAreaCodes[place.city];
  return {
    name,
    title,
    email,
    contactEmail: random.chance(0.8) ? email : `${familyName}.family${random.int(1, 999)}@${domain}`,
    place,
    mobile: formatPhone(random, place.phonePattern, place.phonePrefixes),
    phone: areaCode && random.chance(0.25) ? formatPhone(random, `+94 ${areaCode} 2## ####`, []) : '',
    address: random.chance(0.4) ? streetAddress(random, place) : '',
  };
}

// ---------------------------------------------------------------------------------------------
// Form sections

function nickName(random: Random, person: Person, family: Family): string {
  return random.chance(0.25) ? `${person.firstName} ${family.surname.charAt(0).toUpperCase()}.` : person.firstName;
}

function looksFields(random: Random, family: Family, person: Person) {
  const male = person.sex === MALE;
  const inches = clamp(Math.round(random.normal(male ? 67 : 62, 2.6)), male ? 60 : 57, 77);
  const centimetres = Math.round(inches * 2.54 + random.int(-1, 1));
  const bmi = clamp(random.normal(male ? 23.5 : 22.5, 2.8), 17.5, 33);
  const kilograms = Math.round(bmi * (centimetres / 100) ** 2);
  const heightStyle = random.weighted([
    ['feet', 45],
    ['cm', 30],
    ['none', 25],
  ] as const);
  const weightStyle = random.weighted([
    ['kg', 55],
    ['lbs', person.place.abroad?.pounds ? 15 : 2],
    ['none', 35],
  ] as const);
  const heights = { feet: `${Math.floor(inches / 12)}' ${inches % 12}"`, cm: `${centimetres}`, none: '' };
  const weights = { kg: `${kilograms}`, lbs: `${Math.round(kilograms * 2.2046)}`, none: '' };
  return {
    // Height units: 1 Inches (written feet and inches), 2 cm. Weight units: 1 lbs, 2 kg.
    height: heights[heightStyle],
    heightType: { feet: 1, cm: 2, none: 0 }[heightStyle],
    weight: weights[weightStyle],
    weightType: { lbs: 1, kg: 2, none: 0 }[weightStyle],
    bodytype: random.chance(0.75) ? bodyTypeFor(random, bmi, male) : 0,
    complexion: random.weighted(family.community.ethnicity === 6 ? burgherComplexions : complexionWeights),
    foodhabits: random.weighted(foodHabitWeights(family.religion)),
  };
}

function bodyTypeFor(random: Random, bmi: number, male: boolean): number {
  if (bmi < 19.5) return 1;
  if (bmi > 27.5) return 4;
  if (bmi >= 21 && bmi <= 25.5 && random.chance(male ? 0.4 : 0.15)) return 2;
  return bmi < 20.5 && random.chance(0.5) ? 1 : 3;
}

const complexionWeights: readonly Weighted<number>[] = [
  [0, 20],
  [97, 18],
  [98, 18],
  [262, 16],
  [284, 14],
  [278, 5],
  [96, 7],
  [99, 1],
  [100, 1],
];

const burgherComplexions: readonly Weighted<number>[] = [
  [0, 20],
  [97, 35],
  [99, 15],
  [262, 15],
  [278, 15],
];

function foodHabitWeights(religion: number): readonly Weighted<number>[] {
  const vegetarian = religion === RELIGION.hindu ? 30 : religion === RELIGION.buddhist ? 8 : 3;
  return [
    [0, 30],
    [63, vegetarian],
    [64, 70 - vegetarian],
  ];
}

function astroFields(random: Random, religion: number, person: Person) {
  const traditional = religion === RELIGION.hindu || religion === RELIGION.buddhist;
  const doubter = traditional ? 0.1 : religion === RELIGION.atheist ? 0.7 : 0.4;
  const notbeleiveinhor = random.chance(doubter);
  if (notbeleiveinhor || !traditional || !random.chance(0.9)) {
    return { notbeleiveinhor, astro_star: 0, astro_rasi: 0, astro_padam: 0, timeOfBirth: '' };
  }
  const star = random.int(1, 27);
  const padam = random.int(1, 4);
  // Each rasi spans nine padams of the 108 (27 stars of four padams each).
  const rasi = Math.floor(((star - 1) * 4 + padam - 1) / 9) + 1;
  const slug = person.firstName.toLowerCase().replace(/[^a-z]/g, '');
  return {
    notbeleiveinhor,
    astro_star: star,
    astro_rasi: rasi,
    astro_padam: padam,
    timeOfBirth: random.chance(0.6) ? `${pad2(random.int(0, 23))}:${pad2(random.int(0, 59))}` : '',
    astro_ChevaiThosam: random.chance(0.15),
    astro_ChartFile: random.chance(0.1) ? `https://example.org/charts/${slug}-${random.digits(6)}.pdf` : '',
  };
}

function moneyText(amount: number): string {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return (Math.round(amount / step) * step).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const payFactors = [0, 0.6, 0.8, 1, 1.25, 1.6];

function incomeText(random: Random, person: Person): string {
  const { level } = person.career;
  if (level === 0 || !random.chance(0.35)) return '';
  const factor =
    (payFactors[level] ?? 1) * clamp(1 + (person.age - 28) * 0.03, 0.8, 1.6) * (0.75 + random.next() * 0.6);
  const abroad = person.place.abroad;
  if (!abroad) return `LKR ${moneyText(175_000 * factor)} per month`;
  const amount = `${abroad.currency} ${moneyText(abroad.income * factor)}`;
  if (abroad.monthly) return `${amount} per month`;
  return random.chance(0.5) ? `${amount} per year` : amount;
}

function careerFields(random: Random, person: Person, education: number) {
  const { career, place } = person;
  const roles = place.abroad ? career.roles : [...career.roles, ...(career.lankanRoles ?? [])];
  return {
    qualification: random.chance(0.8) ? education : 0,
    education,
    additionalqualification: random.chance(0.8) ? random.pick(career.qualifications) : '',
    occupation: career.occupation,
    additionaloccupation: random.chance(0.75) ? random.pick(roles).replace('{city}', place.city) : '',
    annualincome: incomeText(random, person),
  };
}

function placeFields(random: Random, family: Family, person: Person) {
  const { place } = person;
  const citizen = place.abroad?.settles && random.chance(0.45) ? place.country : SRI_LANKA;
  const bornAbroad = citizen !== SRI_LANKA && random.chance(0.4);
  const birthcity = bornAbroad ? place.city : random.chance(0.85) ? family.homeTown : '';
  const bornInSriLanka = !bornAbroad && (birthcity !== '' || random.chance(0.9));
  return {
    livingcity: place.city,
    residentcountry: place.country,
    citizencountry: citizen,
    birthcity,
    birthcountry: bornAbroad ? place.country : bornInSriLanka ? SRI_LANKA : 0,
    sponsor: place.abroad ? random.chance(0.85) : random.chance(0.4),
  };
}

function contactFields(owner: Owner) {
  return {
    email: owner.contactEmail,
    contactname: owner.name,
    title: owner.title,
    address1: owner.address,
    city: owner.place.city,
    country: owner.place.country,
    phone1: owner.phone,
    mobile: owner.mobile,
  };
}

/** Tries a few texts for one that no earlier profile has; else lengthens the last one. */
function uniqueText(state: State, make: () => string, extra: () => string): string {
  let text = make();
  for (let attempt = 0; state.texts.has(text) && attempt < 8; attempt += 1) text = make();
  while (state.texts.has(text)) text = `${text} ${extra()}`;
  state.texts.add(text);
  return text;
}

interface FormInputs {
  family: Family;
  owner: Owner;
  person: Person;
  createdBy: number;
  education: number;
  siblingsListed: boolean;
}

function buildForm(state: State, { family, owner, person, createdBy, education, siblingsListed }: FormInputs) {
  const { random } = state;
  const caste = family.caste;
  const castenobar = caste ? random.chance(0.15) : random.chance(0.35);
  const astro = astroFields(random, family.religion, person);
  const places = placeFields(random, family, person);
  const abroad = person.place.abroad;
  // About half the families list their parents and brothers and sisters in family details.
  const familyListed = random.chance(0.5);
  const facts: TextFacts = {
    createdBy,
    sex: person.sex,
    age: person.age,
    firstName: person.firstName,
    careerNoun: person.career.noun,
    student: person.career === studentCareer,
    religion: family.religion,
    ethnicity: family.community.ethnicity,
    maritalStatus: person.maritalStatus,
    livingCity: person.place.city,
    homeTown: family.homeTown,
    abroad: abroad && {
      country: abroad.name,
      short: abroad.short,
      demonym: abroad.demonym,
      citizen: places.citizencountry !== SRI_LANKA,
      settles: abroad.settles,
      born: places.birthcountry === abroad.country,
    },
    siblingsListed,
    familyListed,
    horoscope: astro.astro_star > 0,
    believesInHoroscope: !astro.notbeleiveinhor,
    // Only communities that speak of caste say "caste no bar".
    casteNoBar: castenobar && family.community.casteShare > 0,
    sponsor: places.sponsor,
  };
  const form: ProfileFormInput = {
    ...profileFormDefaults,
    name: nickName(random, person, family),
    createdby: createdBy,
    martialstatus: person.maritalStatus,
    dob: person.dob,
    sex: person.sex,
    ethnicity: family.community.ethnicity,
    motherTonque: family.motherTongue,
    religion: family.religion,
    additionalcaste: caste,
    castenobar,
    ...looksFields(random, family, person),
    ...careerFields(random, person, education),
    ...places,
    ...astro,
    astro_birthdaytime: astro.timeOfBirth ? `${person.dob}T${astro.timeOfBirth}` : null,
    other: uniqueText(
      state,
      () => aboutText(random, facts),
      () => aboutExtra(random, facts),
    ),
    ex_other: uniqueText(
      state,
      () => expectationText(random, facts),
      () => expectationExtra(random, facts),
    ),
    familydetails: familyListed ? familyText(random, facts) : '',
    ...contactFields(owner),
  };
  return form;
}

// ---------------------------------------------------------------------------------------------
// Accounts

function timings(random: Random, size: number): { created: number[]; lastSeen: number } {
  const accountAge = random.int(0, DEMO_MAX_CREATED_DAYS);
  const created = [accountAge];
  while (created.length < size) created.push(accountAge - random.int(0, Math.min(accountAge, 60)));
  // Most members were here lately; some have not been back for a long time.
  const lastSeen = Math.floor(Math.min(...created) * random.next() ** 3);
  return { created, lastSeen };
}

function ownerProfiles(state: State, size: number): DemoProfile[] {
  const { random } = state;
  const family = makeFamily(random);
  const createdBy = size > 1 ? 2 : random.weighted(singleCreators);
  const people = makePeople(state, family, size);
  const educations = people.map((person) => random.weighted(person.career.educations));
  const [first] = people;
  if (!first) return [];
  const owner = makeOwner(state, family, createdBy, first, educations[0] ?? 0);
  const { created, lastSeen } = timings(random, people.length);
  return people.map((person, index) => ({
    ownerEmail: owner.email,
    ownerName: `${owner.title} ${owner.name}`,
    createdDaysAgo: created[index] ?? 0,
    lastSeenDaysAgo: lastSeen,
    form: buildForm(state, {
      family,
      owner,
      person,
      createdBy,
      education: educations[index] ?? 0,
      siblingsListed: people.length > 1,
    }),
  }));
}

/**
 * `count` demo profiles for the given seed. `today` fixes the dates of birth (every member is at
 * least 18 on that day); pass a fixed day for output that never changes.
 */
export function generateDemoProfiles(count: number, seed: number, today: Date = new Date()): DemoProfile[] {
  const state: State = {
    random: createRandom(seed),
    today,
    emails: new Set(),
    emailCounters: new Map(),
    texts: new Set(),
  };
  const total = Math.max(0, Math.floor(count));
  const profiles: DemoProfile[] = [];
  while (profiles.length < total) {
    const size = Math.min(state.random.weighted(groupSizes), total - profiles.length);
    profiles.push(...ownerProfiles(state, size));
  }
  return profiles;
}
