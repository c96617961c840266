import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { keptForApprovedWhere, publishedWhere, shownToAllWhere } from '#src/modules/access/published.ts';

import { createdAt, serialId, updatedAt } from './columns.ts';
import { accountOf, users } from './identity.ts';

/**
 * Bride and groom profiles (spec section 3, Profile). Columns have plain names; which holds which
 * of the spec's wire names is said once, in PROFILE_FIELDS (packages/shared/src/profile-fields.ts).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serialId(),
    ownerId: accountOf('owner_id'),
    name: varchar('name', { length: 60 }).notNull(),
    createdBy: smallint('created_by').notNull(),
    maritalStatus: smallint('marital_status').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    sex: smallint('sex').notNull(),
    ethnicity: smallint('ethnicity').notNull(),
    motherTongue: smallint('mother_tongue').notNull(),
    religion: smallint('religion').notNull().default(0),
    additionalCaste: varchar('additional_caste', { length: 100 }).notNull().default(''),
    casteNoBar: boolean('caste_no_bar').notNull().default(false),
    complexion: smallint('complexion').notNull().default(0),
    bodyType: smallint('body_type').notNull().default(0),
    foodHabits: smallint('food_habits').notNull().default(0),
    sponsor: boolean('sponsor').notNull().default(true),
    qualification: smallint('qualification').notNull().default(0),
    education: smallint('education').notNull().default(0),
    additionalQualification: varchar('additional_qualification', { length: 200 }).notNull().default(''),
    occupation: smallint('occupation').notNull().default(0),
    additionalOccupation: varchar('additional_occupation', { length: 200 }).notNull().default(''),
    annualIncome: varchar('annual_income', { length: 50 }).notNull().default(''),
    livingCity: varchar('living_city', { length: 60 }).notNull().default(''),
    residentCountry: smallint('resident_country').notNull().default(0),
    citizenCountry: smallint('citizen_country').notNull(),
    birthCity: varchar('birth_city', { length: 60 }).notNull().default(''),
    birthCountry: smallint('birth_country').notNull().default(0),
    height: varchar('height', { length: 20 }).notNull().default(''),
    weight: varchar('weight', { length: 20 }).notNull().default(''),
    heightType: smallint('height_type').notNull().default(0),
    weightType: smallint('weight_type').notNull().default(0),
    about: text('about').notNull().default(''),
    familyDetails: text('family_details').notNull().default(''),
    expectations: text('expectations').notNull().default(''),
    noHoroscope: boolean('no_horoscope').notNull().default(false),
    astroStar: smallint('astro_star').notNull().default(0),
    astroRasi: smallint('astro_rasi').notNull().default(0),
    astroPadam: smallint('astro_padam').notNull().default(0),
    astroPavam: varchar('astro_pavam', { length: 100 }).notNull().default(''),
    /** Local date and time of birth, as given ('YYYY-MM-DDTHH:MM'); null when no time was given. */
    astroBirthTime: varchar('astro_birth_time', { length: 16 }),
    chevaiThosam: boolean('chevai_thosam').notNull().default(false),
    chartLink: varchar('chart_link', { length: 500 }).notNull().default(''),
    /**
     * Where the horoscope ranking's table holds this profile (`rankIndex`: star, padam or 0,
     * weekday of birth), or null for a family without horoscopes or a profile without a star. The
     * matches page finds each band's profiles by it.
     */
    horoscopeKey: smallint('horoscope_key').generatedAlwaysAs(
      sql`case when not no_horoscope and astro_star between 1 and 27 then ((astro_star - 1) * 35
        + (case when astro_padam between 1 and 4 then astro_padam else 0 end) * 7 + extract(dow from dob))::smallint end`,
    ),
    email: varchar('email', { length: 254 }).notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    title: varchar('title', { length: 20 }).notNull().default(''),
    organization: varchar('organization', { length: 100 }).notNull().default(''),
    address1: varchar('address1', { length: 100 }).notNull().default(''),
    address2: varchar('address2', { length: 100 }).notNull().default(''),
    address3: varchar('address3', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    postcode: varchar('postcode', { length: 20 }).notNull().default(''),
    country: smallint('country').notNull().default(0),
    phone1: varchar('phone1', { length: 30 }).notNull().default(''),
    phone2: varchar('phone2', { length: 30 }).notNull().default(''),
    fax: varchar('fax', { length: 30 }).notNull().default(''),
    mobile: varchar('mobile', { length: 30 }).notNull(),
    phone1Verified: boolean('phone1_verified').notNull().default(false),
    phone2Verified: boolean('phone2_verified').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** 0 Inactive, 1 Active (published), 60 Suspended, 99 Removed. */
    active: smallint('active').notNull().default(0),
    reviewed: boolean('reviewed').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    imageCount: smallint('image_count').notNull().default(0),
    defaultImageId: integer('default_image_id'),
    /** A random number for the homepage's random cards. */
    randomNo: doublePrecision('random_no')
      .notNull()
      .default(sql`random()`),
    horoscopeProtected: boolean('horoscope_protected').notNull().default(true),
    photoProtected: boolean('photo_protected').notNull().default(true),
    contactProtected: boolean('contact_protected').notNull().default(true),
    /**
     * Who may see each protected section: 'members' (a published profile of the opposite sex,
     * the spec's rule) or 'approved' (only members whose request the owner approved).
     */
    photoVisibility: varchar('photo_visibility', { length: 8 }).notNull().default('members'),
    contactVisibility: varchar('contact_visibility', { length: 8 }).notNull().default('members'),
    horoscopeVisibility: varchar('horoscope_visibility', { length: 8 }).notNull().default('members'),
    /** Hidden from the public after reports from several members, until the team decides. */
    reportHold: boolean('report_hold').notNull().default(false),
    /** Whether the owner is mailed when another family writes to this profile (one click in the mail stops it). */
    messageMails: boolean('message_mails').notNull().default(true),
    adminOverrideCode: varchar('admin_override_code', { length: 50 }).notNull().default(''),
    modifiedBy: varchar('modified_by', { length: 254 }).notNull().default(''),
    removeComments: varchar('remove_comments', { length: 500 }).notNull().default(''),
    packageId: integer('package_id'),
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    paidOn: timestamp('paid_on', { withTimezone: true }),
    amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }),
    paidCurrency: varchar('paid_currency', { length: 3 }).notNull().default(''),
    payComments: varchar('pay_comments', { length: 500 }).notNull().default(''),
    isGold: boolean('is_gold').notNull().default(false),
    orderStatus: varchar('order_status', { length: 30 }).notNull().default(''),
    /**
     * An owner's edit of a published profile, waiting for the team: the column values it would
     * set. Everyone else keeps seeing the reviewed version until Publish applies it.
     */
    pendingChanges: jsonb('pending_changes').$type<Record<string, unknown>>(),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    /** When the owner last signed in: search shows recently active members first. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the profile was first published (Active and not held back by reports): "new" in saved
     * searches and new-match mails. Set by a trigger however that happens (migrations 0014, 0016).
     */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('profiles_owner_id_idx').on(table.ownerId, table.id),
    index('profiles_first_published_idx').on(table.firstPublishedAt).where(publishedWhere(table)),
    index('profiles_active_sex_idx').on(table.active, table.sex, table.id),
    index('profiles_review_idx').on(table.reviewed, table.active, table.id),
    // Public listings read only published profiles (active 1, not held back by reports): partial
    // indexes in the listing order, each carrying the columns the search filters on (migration
    // 0011 adds them as INCLUDE, which the builder cannot say), so a count or a page's ids come from
    // the index alone, without reading the rows. The first also carries the owner and who may see
    // the horoscope, for the matches page's lists.
    index('profiles_public_idx').on(table.sex, table.lastSeenAt.desc(), table.id.desc()).where(publishedWhere(table)),
    index('profiles_public_recent_idx').on(table.lastSeenAt.desc(), table.id.desc()).where(publishedWhere(table)),
    // Caste text searches only look at profiles that give a caste (the caste rides along).
    index('profiles_public_caste_idx')
      .on(table.sex, table.lastSeenAt.desc(), table.id.desc())
      .where(sql`${publishedWhere(table)} and ${table.additionalCaste} <> ''`),
    // Caste text searches ('%gov%') find their rows through trigrams, without reading every caste.
    index('profiles_caste_trgm_idx')
      .using('gin', table.additionalCaste.op('gin_trgm_ops'))
      .where(sql`${table.additionalCaste} <> ''`),
    // City searches ('%Kandy%' or any of a town's names) find their rows through trigrams: a town
    // few profiles name is counted without reading every profile of that sex.
    index('profiles_city_trgm_idx')
      .using('gin', table.livingCity.op('gin_trgm_ops'))
      .where(sql`${publishedWhere(table)} and ${table.livingCity} <> ''`),
    index('profiles_random_idx').on(table.active, table.randomNo),
    // One per search filter, in the listing order: a rare value is counted and paged without
    // reading every profile of that sex (date of birth rides along for the age range).
    ...(
      [
        ['marital', table.maritalStatus],
        ['ethnicity', table.ethnicity],
        ['religion', table.religion],
        ['mother_tongue', table.motherTongue],
        ['education', table.education],
        ['occupation', table.occupation],
        ['country', table.residentCountry],
      ] as const
    ).map(([name, column]) =>
      index(`profiles_public_${name}_idx`)
        .on(column, table.sex, table.lastSeenAt.desc(), table.id.desc())
        .where(publishedWhere(table)),
    ),
    // The matches page: each band's profiles by their place in the rank table, the horoscopes
    // kept for approved members (listed apart), and those shown to all (ranked for a member
    // without a published profile).
    index('profiles_horoscope_key_idx').on(table.active, table.sex, table.horoscopeKey),
    index('profiles_horoscope_kept_idx')
      .on(table.active, table.sex, table.lastSeenAt.desc(), table.id.desc())
      .where(keptForApprovedWhere(table.horoscopeVisibility)),
    index('profiles_horoscope_open_idx')
      .on(table.active, table.sex, table.lastSeenAt.desc(), table.id.desc())
      .where(shownToAllWhere({ protected: table.horoscopeProtected, visibility: table.horoscopeVisibility })),
  ],
);

/** A column naming the profile a row belongs to: the row goes when the profile goes. */
export const profileOf = (name: string) =>
  integer(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** A profile's photos; the files (thumb, card, full) live in media storage under `storageKey`. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: serialId(),
    profileId: profileOf('profile_id'),
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A new photo waits for the team's review before anyone but its owner and the team sees it. */
    reviewed: boolean('reviewed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('profile_images_profile_id_idx').on(table.profileId, table.id),
    uniqueIndex('profile_images_storage_key').on(table.storageKey),
  ],
);

/**
 * A member's new profile as typed so far in the guided form, one per member: kept step by step so
 * that nothing typed is lost, and removed when the profile is created.
 */
export const profileDrafts = pgTable('profile_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: varchar('step', { length: 20 }).notNull(),
  profileFor: varchar('profile_for', { length: 10 }),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});
