import { ageOn } from '@vivaha/shared/dates';
import { birthStars } from '@vivaha/shared/options/birth-stars';
import { countries } from '@vivaha/shared/options/countries';
import { createdBy } from '@vivaha/shared/options/created-by';
import { educations } from '@vivaha/shared/options/educations';
import { ethnicities } from '@vivaha/shared/options/ethnicities';
import { foodHabits } from '@vivaha/shared/options/food-habits';
import { maritalStatuses } from '@vivaha/shared/options/marital-statuses';
import { motherTongues } from '@vivaha/shared/options/mother-tongues';
import { occupations } from '@vivaha/shared/options/occupations';
import { optionLabel } from '@vivaha/shared/options/option';
import { rasis } from '@vivaha/shared/options/rasis';
import { religions } from '@vivaha/shared/options/religions';
import { sexes } from '@vivaha/shared/options/sexes';
import type { OwnerProfile, ProfileForm, ProfileImage, ProfileListItem } from '@vivaha/shared/profile';

import type { profiles } from '#src/db/schema.ts';
import type { MediaSigner } from '#src/modules/media/media.urls.ts';

/**
 * The one place where the spec's wire names (martialstatus, motherTonque, ex_other, ...) meet the
 * database's column names.
 */
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'id' | 'ownerId'>;

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

const label = (list: Parameters<typeof optionLabel>[0], id: number) => optionLabel(list, id) ?? '';

export interface StoredImage {
  id: number;
  storageKey: string;
}

export function imageToWire(image: StoredImage, mainId: number | null, signer: MediaSigner): ProfileImage {
  return {
    imageId: image.id,
    imageLocation: signer.url(image.storageKey, 'full'),
    card: signer.url(image.storageKey, 'card'),
    thumbnail: signer.url(image.storageKey, 'thumb'),
    isMain: image.id === mainId,
  };
}

/** The whole profile for its owner or an admin; age is worked out now, from dob. */
export function toOwnerProfile(
  row: ProfileRow,
  extra: { lastLogin: Date | null; images: ProfileImage[] },
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
    lastlogin: extra.lastLogin?.toISOString() ?? null,
    randomNo: row.randomNo,
    horprotected: row.horoscopeProtected,
    photoprotected: row.photoProtected,
    contactprotected: row.contactProtected,
    adminOverrideCode: row.adminOverrideCode,
    modifiedby: row.modifiedBy,
    modifiedon: row.updatedAt.toISOString(),
    addedon: row.createdAt.toISOString(),
    defaultImageName: extra.images.find((image) => image.isMain)?.imageLocation ?? '',
    removeComments: row.removeComments,
    images: extra.images,
  };
}

export function toListItem(
  row: Pick<ProfileRow, 'id' | 'name' | 'dob' | 'viewCount' | 'reviewed' | 'active' | 'sex'>,
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
  };
}
