import type { PendingChange } from '@vivaha/shared/admin';
import { ageOn } from '@vivaha/shared/dates';
import { optionLabel, type Option } from '@vivaha/shared/options/option';
import type { SectionVisibility, VisibilityUpdate } from '@vivaha/shared/privacy';
import type { OwnerProfile, ProfileForm, ProfileImage, ProfileListItem } from '@vivaha/shared/profile';
import {
  profileFieldEntries,
  type FieldAnswers,
  type FieldColumns,
  type ProfileField,
  type TeamOnlyColumn,
} from '@vivaha/shared/profile-fields';

import type { profiles } from '#src/db/schema.ts';
import type { MediaSigner, PhotoViewer } from '#src/modules/media/index.ts';

/**
 * The profile's rows as the wire carries them. Which column holds which of the spec's wire names
 * (martialstatus, motherTonque, ex_other, ...) is said once, in PROFILE_FIELDS; this file applies it.
 */
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'id' | 'ownerId'>;

/**
 * The form's values under their columns. Each value must fit its column's type, and each stored
 * value what the answers say of it: the two checks below fail to compile otherwise. A column the
 * table does not have fails where a row is read by it (`fieldAnswersOf`).
 */
type FormColumns = { [K in ProfileField as FieldColumns[K]]: ProfileForm[K] };
const _columnsFit = (columns: FormColumns): ProfileValues => columns;
const _answersFit = (stored: { [K in ProfileField]: ProfileRow[FieldColumns[K]] }): {
  [K in ProfileField]: FieldAnswers[K];
} => stored;

/** What an owner's edit may change: everything on the form but what only the team may change (sex, date of birth). */
export type EditableValues = Omit<ReturnType<typeof formToColumns>, TeamOnlyColumn>;

/** The columns of the fields only the team may change. */
const TEAM_ONLY_COLUMNS: ReadonlySet<string> = new Set(
  profileFieldEntries().flatMap(([, field]) => ('teamOnly' in field ? [field.column] : [])),
);

/** The form's values as the profiles table's columns (each field's `column` in PROFILE_FIELDS). */
export function formToColumns(form: ProfileForm): ProfileValues {
  return Object.fromEntries(profileFieldEntries().map(([name, field]) => [field.column, form[name]])) as FormColumns;
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

/** The form's values without those only the team may change (sex, date of birth). */
export function editableColumns(form: ProfileForm): EditableValues {
  return Object.fromEntries(
    Object.entries(formToColumns(form)).filter(([column]) => !TEAM_ONLY_COLUMNS.has(column)),
  ) as EditableValues;
}

/** The profile as its owner last wrote it: the reviewed row with any waiting changes laid over. */
export function withPendingChanges(row: ProfileRow): ProfileRow {
  return row.pendingChanges ? { ...row, ...(row.pendingChanges as Partial<ProfileRow>) } : row;
}

type FieldInfo = readonly [column: keyof EditableValues, wire: string, label: string, options?: readonly Option[]];

/** The fields an owner may edit, in the form's order, with the labels the team reads them by. */
const FIELDS: readonly FieldInfo[] = profileFieldEntries().flatMap(([name, field]) =>
  'teamOnly' in field
    ? []
    : [[field.column as keyof EditableValues, name, field.label, 'list' in field ? field.list : undefined] as const],
);

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

/** Each field of the form as the answers carry it, with its list's label beside the coded ones that carry it. */
function fieldAnswersOf(row: ProfileRow): FieldAnswers {
  const answers: Record<string, unknown> = {};
  for (const [name, field] of profileFieldEntries()) {
    answers[name] = row[field.column];
    if ('withText' in field) answers[`${name}Text`] = label(field.list, row[field.column]);
  }
  return answers as FieldAnswers;
}

/** The whole profile for its owner or an admin; age is worked out now, from dob. */
export function toOwnerProfile(
  row: ProfileRow,
  extra: { lastLogin: Date | null; images: ProfileImage[]; modifiedBy?: string },
): OwnerProfile {
  return {
    profileid: row.id,
    fk_custid: row.ownerId,
    ...fieldAnswersOf(row),
    age: ageOn(row.dob),
    timeOfBirth: row.astroBirthTime?.slice(11, 16) ?? '',
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
