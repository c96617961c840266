import type { PendingChange } from '@vivaha/shared/admin';
import { ageOn } from '@vivaha/shared/dates';
import { birthStars } from '@vivaha/shared/options/birth-stars';
import { bodyTypes } from '@vivaha/shared/options/body-types';
import { complexions } from '@vivaha/shared/options/complexions';
import { countries } from '@vivaha/shared/options/countries';
import { createdBy } from '@vivaha/shared/options/created-by';
import { educations } from '@vivaha/shared/options/educations';
import { ethnicities } from '@vivaha/shared/options/ethnicities';
import { foodHabits } from '@vivaha/shared/options/food-habits';
import { heightUnits } from '@vivaha/shared/options/height-units';
import { maritalStatuses } from '@vivaha/shared/options/marital-statuses';
import { motherTongues } from '@vivaha/shared/options/mother-tongues';
import { occupations } from '@vivaha/shared/options/occupations';
import { optionLabel, type Option } from '@vivaha/shared/options/option';
import { rasis } from '@vivaha/shared/options/rasis';
import { religions } from '@vivaha/shared/options/religions';
import { sexes } from '@vivaha/shared/options/sexes';
import { weightUnits } from '@vivaha/shared/options/weight-units';
import type { SectionVisibility, VisibilityUpdate } from '@vivaha/shared/privacy';
import type { OwnerProfile, ProfileForm, ProfileImage, ProfileListItem } from '@vivaha/shared/profile';

import type { profiles } from '#src/db/schema.ts';
import type { MediaSigner, PhotoViewer } from '#src/modules/media/index.ts';

/**
 * The one place where the spec's wire names (martialstatus, motherTonque, ex_other, ...) meet the
 * database's column names.
 */
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'id' | 'ownerId'>;
/** What an owner's edit may change: everything on the form but sex and date of birth. */
export type EditableValues = Omit<ReturnType<typeof formToColumns>, 'sex' | 'dob'>;

export function formToColumns(form: ProfileForm): ProfileValues {
  return {
    name: form.name,
    createdBy: form.createdby,
    maritalStatus: form.martialstatus,
    dob: form.dob,
    sex: form.sex,
    ethnicity: form.ethnicity,
    motherTongue: form.motherTonque,
    religion: form.religion,
    additionalCaste: form.additionalcaste,
    casteNoBar: form.castenobar,
    complexion: form.complexion,
    bodyType: form.bodytype,
    foodHabits: form.foodhabits,
    sponsor: form.sponsor,
    qualification: form.qualification,
    education: form.education,
    additionalQualification: form.additionalqualification,
    occupation: form.occupation,
    additionalOccupation: form.additionaloccupation,
    annualIncome: form.annualincome,
    livingCity: form.livingcity,
    residentCountry: form.residentcountry,
    citizenCountry: form.citizencountry,
    birthCity: form.birthcity,
    birthCountry: form.birthcountry,
    height: form.height,
    weight: form.weight,
    heightType: form.heightType,
    weightType: form.weightType,
    about: form.other,
    expectations: form.ex_other,
    noHoroscope: form.notbeleiveinhor,
    astroStar: form.astro_star,
    astroRasi: form.astro_rasi,
    astroPadam: form.astro_padam,
    astroPavam: form.astro_pavam,
    astroBirthTime: form.astro_birthdaytime,
    chevaiThosam: form.astro_ChevaiThosam,
    chartLink: form.astro_ChartFile,
    email: form.email,
    contactName: form.contactname,
    title: form.title,
    organization: form.organization,
    address1: form.address1,
    address2: form.address2,
    address3: form.address3,
    city: form.city,
    postcode: form.postcode,
    country: form.country,
    phone1: form.phone1,
    phone2: form.phone2,
    fax: form.fax,
    mobile: form.mobile,
  };
}

/**
 * The owner's choices of who may see each protected section, as columns; a choice left out of
 * the save is left as stored. They take effect at once: they decide who sees, not what is shown.
 */
export function visibilityColumns(values: VisibilityUpdate) {
  return {
    ...(values.photovisibility && { photoVisibility: values.photovisibility }),
    ...(values.contactvisibility && { contactVisibility: values.contactvisibility }),
    ...(values.horvisibility && { horoscopeVisibility: values.horvisibility }),
  };
}

const label = (list: Parameters<typeof optionLabel>[0], id: number) => optionLabel(list, id) ?? '';

export interface StoredImage {
  id: number;
  storageKey: string;
  reviewed: boolean;
}

/** A stored photo as the wire carries it, its addresses written for `viewer` (the owner, or an admin). */
export function imageToWire(
  image: StoredImage,
  mainId: number | null,
  signer: MediaSigner,
  viewer: PhotoViewer,
): ProfileImage {
  return {
    imageId: image.id,
    imageLocation: signer.url(image.storageKey, 'full', viewer),
    card: signer.url(image.storageKey, 'card', viewer),
    thumbnail: signer.url(image.storageKey, 'thumb', viewer),
    isMain: image.id === mainId,
    reviewed: image.reviewed,
  };
}

/** The form's values without sex and date of birth, which only the team may change. */
export function editableColumns(form: ProfileForm): EditableValues {
  const { sex: _sex, dob: _dob, ...rest } = formToColumns(form);
  return rest;
}

/** The profile as its owner last wrote it: the reviewed row with any waiting changes laid over. */
export function withPendingChanges(row: ProfileRow): ProfileRow {
  return row.pendingChanges ? { ...row, ...(row.pendingChanges as Partial<ProfileRow>) } : row;
}

type FieldInfo = readonly [column: keyof EditableValues, wire: string, label: string, options?: readonly Option[]];

/** The editable fields in the form's order, with the labels the team reads them by. */
const FIELDS: readonly FieldInfo[] = [
  ['name', 'name', 'Nick Name'],
  ['createdBy', 'createdby', 'Created by', createdBy],
  ['maritalStatus', 'martialstatus', 'Marital status', maritalStatuses],
  ['ethnicity', 'ethnicity', 'Ethnicity', ethnicities],
  ['motherTongue', 'motherTonque', 'Mother tongue', motherTongues],
  ['religion', 'religion', 'Religion', religions],
  ['additionalCaste', 'additionalcaste', 'Caste'],
  ['casteNoBar', 'castenobar', 'Caste no bar'],
  ['complexion', 'complexion', 'Complexion', complexions],
  ['bodyType', 'bodytype', 'Body type', bodyTypes],
  ['foodHabits', 'foodhabits', 'Food habits', foodHabits],
  ['sponsor', 'sponsor', 'Can Sponsor Spouse'],
  ['qualification', 'qualification', 'Qualification', educations],
  ['education', 'education', 'Education', educations],
  ['additionalQualification', 'additionalqualification', 'Additional qualification'],
  ['occupation', 'occupation', 'Occupation', occupations],
  ['additionalOccupation', 'additionaloccupation', 'Additional occupation'],
  ['annualIncome', 'annualincome', 'Annual income'],
  ['livingCity', 'livingcity', 'Living city'],
  ['residentCountry', 'residentcountry', 'Resident country', countries],
  ['citizenCountry', 'citizencountry', 'Citizen country', countries],
  ['birthCity', 'birthcity', 'Birth city'],
  ['birthCountry', 'birthcountry', 'Birth country', countries],
  ['height', 'height', 'Height'],
  ['heightType', 'heightType', 'Height unit', heightUnits],
  ['weight', 'weight', 'Weight'],
  ['weightType', 'weightType', 'Weight unit', weightUnits],
  ['about', 'other', 'About'],
  ['expectations', 'ex_other', 'Expectations about the spouse'],
  ['noHoroscope', 'notbeleiveinhor', 'Does not believe in horoscope'],
  ['astroStar', 'astro_star', 'Birth star', birthStars],
  ['astroRasi', 'astro_rasi', 'Rasi', rasis],
  ['astroPadam', 'astro_padam', 'Padam'],
  ['astroPavam', 'astro_pavam', 'Pavam'],
  ['astroBirthTime', 'astro_birthdaytime', 'Time of birth'],
  ['chevaiThosam', 'astro_ChevaiThosam', 'Chevai thosam (Mangalik)'],
  ['chartLink', 'astro_ChartFile', 'Horoscope chart link'],
  ['title', 'title', 'Title'],
  ['contactName', 'contactname', 'Contact name'],
  ['email', 'email', 'Email'],
  ['organization', 'organization', 'Organization'],
  ['address1', 'address1', 'Address 1'],
  ['address2', 'address2', 'Address 2'],
  ['address3', 'address3', 'Address 3'],
  ['city', 'city', 'City'],
  ['postcode', 'postcode', 'Postcode'],
  ['country', 'country', 'Country', countries],
  ['phone1', 'phone1', 'Phone 1'],
  ['phone2', 'phone2', 'Phone 2'],
  ['fax', 'fax', 'Fax'],
  ['mobile', 'mobile', 'Mobile'],
];

function shown(value: unknown, options?: readonly Option[]): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (options && typeof value === 'number') return value === 0 ? '' : (optionLabel(options, value) ?? String(value));
  return String(value);
}

/** A waiting edit's values, only ever the editable columns. */
export function pendingValues(row: ProfileRow): Partial<EditableValues> {
  const pending = (row.pendingChanges ?? {}) as Partial<EditableValues>;
  return Object.fromEntries(
    FIELDS.filter(([column]) => column in pending).map(([column]) => [column, pending[column]]),
  );
}

/** The fields an owner's waiting edit changes, as the team compares them: before and after. */
export function describeChanges(row: ProfileRow): PendingChange[] {
  const pending = pendingValues(row);
  return FIELDS.filter(([column]) => column in pending && pending[column] !== row[column]).map(
    ([column, field, label, options]) => ({
      field,
      label,
      before: shown(row[column], options),
      after: shown(pending[column], options),
    }),
  );
}

/** The waiting values that differ from the reviewed row; empty when the edit changes nothing. */
export function changedValues(row: ProfileRow, values: EditableValues): Partial<EditableValues> {
  return Object.fromEntries(
    (Object.keys(values) as Array<keyof EditableValues>)
      .filter((column) => values[column] !== row[column])
      .map((column) => [column, values[column]]),
  );
}

/** The ISO 8601 week of a moment in UTC, e.g. '2026-W47' (weeks start on Monday). */
export function isoWeek(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  // The Thursday of the same week decides the week's year.
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The whole profile for its owner or an admin; age is worked out now, from dob. */
export function toOwnerProfile(
  row: ProfileRow,
  extra: { lastLogin: Date | null; images: ProfileImage[]; modifiedBy?: string },
): OwnerProfile {
  return {
    profileid: row.id,
    fk_custid: row.ownerId,
    name: row.name,
    createdby: row.createdBy,
    createdbyText: label(createdBy, row.createdBy),
    martialstatus: row.maritalStatus,
    martialstatusText: label(maritalStatuses, row.maritalStatus),
    dob: row.dob,
    age: ageOn(row.dob),
    sex: row.sex,
    sexText: label(sexes, row.sex),
    ethnicity: row.ethnicity,
    ethnicityText: label(ethnicities, row.ethnicity),
    motherTonque: row.motherTongue,
    motherTonqueText: label(motherTongues, row.motherTongue),
    religion: row.religion,
    religionText: label(religions, row.religion),
    additionalcaste: row.additionalCaste,
    castenobar: row.casteNoBar,
    complexion: row.complexion,
    bodytype: row.bodyType,
    foodhabits: row.foodHabits,
    foodhabitsText: label(foodHabits, row.foodHabits),
    sponsor: row.sponsor,
    qualification: row.qualification,
    qualificationText: label(educations, row.qualification),
    education: row.education,
    educationText: label(educations, row.education),
    additionalqualification: row.additionalQualification,
    occupation: row.occupation,
    occupationText: label(occupations, row.occupation),
    additionaloccupation: row.additionalOccupation,
    annualincome: row.annualIncome,
    livingcity: row.livingCity,
    residentcountry: row.residentCountry,
    residentcountryText: label(countries, row.residentCountry),
    citizencountry: row.citizenCountry,
    citizencountryText: label(countries, row.citizenCountry),
    birthcity: row.birthCity,
    birthcountry: row.birthCountry,
    birthcountryText: label(countries, row.birthCountry),
    country: row.country,
    height: row.height,
    weight: row.weight,
    heightType: row.heightType,
    weightType: row.weightType,
    other: row.about,
    ex_other: row.expectations,
    notbeleiveinhor: row.noHoroscope,
    astro_star: row.astroStar,
    astro_starText: label(birthStars, row.astroStar),
    astro_rasi: row.astroRasi,
    astro_rasiText: label(rasis, row.astroRasi),
    astro_padam: row.astroPadam,
    astro_pavam: row.astroPavam,
    astro_birthdaytime: row.astroBirthTime,
    timeOfBirth: row.astroBirthTime?.slice(11, 16) ?? '',
    astro_ChevaiThosam: row.chevaiThosam,
    astro_ChartFile: row.chartLink,
    email: row.email,
    contactname: row.contactName,
    title: row.title,
    organization: row.organization,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    city: row.city,
    postcode: row.postcode,
    phone1: row.phone1,
    phone2: row.phone2,
    fax: row.fax,
    mobile: row.mobile,
    phone1verified: row.phone1Verified,
    phone2verified: row.phone2Verified,
    mobileverified: row.mobileVerified,
    active: row.active,
    reviewed: row.reviewed,
    viewCount: row.viewCount,
    imagecount: row.imageCount,
    lastloginweek: extra.lastLogin ? isoWeek(extra.lastLogin) : null,
    lastlogin: extra.lastLogin?.toISOString() ?? null,
    vivahaid: row.id,
    randomNo: row.randomNo,
    horprotected: row.horoscopeProtected,
    photoprotected: row.photoProtected,
    contactprotected: row.contactProtected,
    photovisibility: row.photoVisibility as SectionVisibility,
    contactvisibility: row.contactVisibility as SectionVisibility,
    horvisibility: row.horoscopeVisibility as SectionVisibility,
    heldForReview: row.reportHold,
    adminOverrideCode: row.adminOverrideCode,
    modifiedby: extra.modifiedBy ?? row.modifiedBy,
    modifiedon: row.updatedAt.toISOString(),
    addedon: row.createdAt.toISOString(),
    defaultImageName: extra.images.find((image) => image.isMain)?.imageLocation ?? '',
    newCustID: row.ownerId,
    annonmessages: 0,
    removeComments: row.removeComments,
    packageID: row.packageId,
    expiresOn: row.expiresOn?.toISOString() ?? null,
    paidOn: row.paidOn?.toISOString() ?? null,
    amountPaid: row.amountPaid,
    paidCurrency: row.paidCurrency,
    payComments: row.payComments,
    isGold: row.isGold,
    orderstatus: row.orderStatus,
    images: extra.images,
    pendingReview: row.pendingChanges !== null || extra.images.some((image) => !image.reviewed),
  };
}

export function toListItem(
  row: Pick<ProfileRow, 'id' | 'name' | 'dob' | 'viewCount' | 'reviewed' | 'active' | 'sex' | 'reportHold'> & {
    pendingReview: boolean;
  },
): ProfileListItem {
  return {
    profileId: row.id,
    name: row.name,
    age: ageOn(row.dob),
    dob: row.dob,
    viewCount: row.viewCount,
    reviewed: row.reviewed,
    active: row.active,
    sex: row.sex === 2 ? 'Female' : 'Male',
    pendingReview: row.pendingReview,
    heldForReview: row.reportHold,
  };
}
