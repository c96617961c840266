import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  primaryKey,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { keptForApprovedWhere, publishedWhere, shownToAllWhere } from '#src/modules/access/published.ts';

/** Messages sent through the Contact Us form; kept so the team never loses one to a mail fault. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 60 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/** Bot-check challenges already spent, so one solved challenge cannot be replayed. */
export const usedBotChecks = pgTable(
  'used_bot_checks',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_bot_checks_expires_at_idx').on(table.expiresAt)],
);

/** Accounts. The address is kept in lower case and unique; the password only as an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 10 }).notNull().default('member'),
    profileLimit: smallint('profile_limit').notNull().default(3),
    /** Raised by a password change or reset: every token issued before then stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** False once the team stopped this account from creating profiles (after reports). */
    canCreateProfiles: boolean('can_create_profiles').notNull().default(true),
    title: varchar('title', { length: 20 }).notNull().default(''),
    customerName: varchar('customer_name', { length: 100 }).notNull().default(''),
    organization: varchar('organization', { length: 100 }).notNull().default(''),
    address1: varchar('address1', { length: 100 }).notNull().default(''),
    address2: varchar('address2', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    postcode: varchar('postcode', { length: 20 }).notNull().default(''),
    phone1: varchar('phone1', { length: 30 }).notNull().default(''),
    phone2: varchar('phone2', { length: 30 }).notNull().default(''),
    fax: varchar('fax', { length: 30 }).notNull().default(''),
    mobile: varchar('mobile', { length: 30 }).notNull().default(''),
    countryId: integer('country_id').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language of the member's mails: the page they last signed in on, or chose with the switch. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** New-match mails: 'daily', 'weekly' or 'off'. */
    digestFrequency: varchar('digest_frequency', { length: 6 }).notNull().default('weekly'),
    /** Profiles first published up to this time are in a new-match mail already (or were before the member's first). */
    digestThrough: timestamp('digest_through', { withTimezone: true }),
    /** The rule set ('tamil', 'sinhala') the member chose for horoscope matches; null: their family's tradition. */
    matchSystem: varchar('match_system', { length: 10 }),
    /** The privacy notice the member agreed to (PRIVACY_VERSION), and when; null before any. */
    privacyVersion: varchar('privacy_version', { length: 20 }),
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    /** Mails warning that the account goes after years without a sign-in; a sign-in sets it back to 0. */
    dormantWarnings: smallint('dormant_warnings').notNull().default(0),
    dormantWarnedAt: timestamp('dormant_warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

/** One-time codes for registering and resetting a password, kept only as an HMAC. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('one_time_codes_email_purpose_key').on(table.email, table.purpose)],
);

/** A new address waiting for its owner to open the mailed link. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);

/** Counters for rate limits (lib/rate-limit.ts), shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    // The names rate-limiter-flexible's drizzle store reads (`points`, `expire`); the columns keep theirs.
    points: integer('hits').notNull(),
    expire: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.expire)],
);

/**
 * Bride and groom profiles (spec section 3, Profile). Columns have plain names; the wire names of
 * the spec are mapped in one place (modules/profiles/profile-mapper.ts).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

/** A profile's photos; the files (thumb, card, full) live in media storage under `storageKey`. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A new photo waits for the team's review before anyone but its owner and the team sees it. */
    reviewed: boolean('reviewed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_images_profile_id_idx').on(table.profileId, table.id),
    uniqueIndex('profile_images_storage_key').on(table.storageKey),
  ],
);

/** One row per viewer, profile and day, so a view is counted once a day per viewer. */
export const profileViews = pgTable(
  'profile_views',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewerKey: varchar('viewer_key', { length: 64 }).notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('profile_views_key').on(table.profileId, table.viewerKey, table.viewedOn),
    index('profile_views_viewed_on_idx').on(table.viewedOn),
  ],
);

/**
 * Requests to see a profile's protected details (spec section 3, Permission request): 0 pending,
 * 1 approved, 2 rejected. A pair has at most one open (pending or approved) request at a time.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: serial('id').primaryKey(),
    requesterProfileId: integer('requester_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverProfileId: integer('receiver_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('access_requests_open_pair')
      .on(table.requesterProfileId, table.receiverProfileId)
      .where(sql`${table.status} in (0, 1)`),
    index('access_requests_receiver_idx').on(table.receiverProfileId, table.status, table.id),
    index('access_requests_requester_idx').on(table.requesterProfileId, table.id),
  ],
);

/** What the team did: who, when, what, to which profile or account. Kept when the profile goes. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: varchar('admin_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    profileId: integer('profile_id'),
    userId: integer('user_id'),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_profile_idx').on(table.profileId, table.id),
    index('admin_audit_user_idx').on(table.userId, table.id),
  ],
);

/**
 * Mail waiting to go out, drained by any server instance: sent after the answer, retried with
 * backoff while the mail server is down. Mails with the same group key that are not yet sent are
 * one mail (a later one replaces the content), so notices can be collected.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    /** The one-click unsubscribe address (List-Unsubscribe) of a mail a member may stop. */
    listUnsubscribe: varchar('list_unsubscribe', { length: 500 }),
    groupKey: varchar('group_key', { length: 200 }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    uniqueIndex('mail_queue_open_group_key')
      .on(table.groupKey)
      .where(sql`${table.sentAt} is null`),
    index('mail_queue_group_sent_idx').on(table.groupKey, table.sentAt),
    index('mail_queue_sent_at_idx').on(table.sentAt),
  ],
);

/** Signed-in sessions: a token names its session, so logging out ends that token on the server. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/**
 * Who was shown a profile's protected details (contact, photos, horoscope), by which rule: 'rule'
 * (a published profile of the opposite sex) or 'approved' (an approved request); one row per
 * member, profile and rule, with the first and latest time. Owners see who saw their details;
 * the daily cap counts the profiles a member opened by rule in the last 24 hours.
 */
export const protectedViews = pgTable(
  'protected_views',
  {
    id: serial('id').primaryKey(),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    via: varchar('via', { length: 10 }).notNull(),
    /** The viewer's profile the opening is shown under: the approved asker, or a published one. */
    viewerProfileId: integer('viewer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** That profile's name at the latest opening: the owner's list names it after it is deleted. */
    viewerName: varchar('viewer_name', { length: 60 }).notNull().default(''),
    /** Every protected section ever shown, comma-separated (photo, contact, horoscope): only added to. */
    sections: varchar('sections', { length: 40 }).notNull().default(''),
    times: integer('times').notNull().default(1),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('protected_views_key').on(table.viewerId, table.profileId, table.via),
    index('protected_views_viewer_idx').on(table.viewerId, table.viewedAt),
    index('protected_views_profile_idx').on(table.profileId, table.viewedAt),
    index('protected_views_viewer_profile_idx').on(table.viewerProfileId),
  ],
);

/**
 * A member's block of another member: each side's profiles are hidden from the other, and
 * neither can ask the other. `profileId` and `profileName` record the profile it was made from,
 * so the list can name it even after that profile is gone.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').notNull(),
    profileName: varchar('profile_name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blocks_pair_key').on(table.blockerId, table.blockedId),
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
    index('blocks_blocker_idx').on(table.blockerId, table.id),
  ],
);

/**
 * A report of a profile by a member or a visitor: one open report per reporter and profile.
 * `reporterKey` is `u:{userId}` for a member and a keyed hash of the address for a visitor.
 * `counts` is set when the reporter had a published profile, the reports that can hide a profile.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterKey: varchar('reporter_key', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 12 }).notNull(),
    text: varchar('text', { length: 1000 }).notNull().default(''),
    counts: boolean('counts').notNull().default(false),
    /**
     * Why a report does not count toward a hold, weighed when it is made: `visitor`, `noProfile`
     * (no published profile), `dismissed` (the team dismissed this reporter's report on the profile
     * in the last REPORT_DISMISSED_DAYS) or `reviewed` (the team marked the profile reviewed after
     * reports). Null when it counts.
     */
    notCounted: varchar('not_counted', { length: 10 }),
    /** The message the report was made from, when it was made from one (the team sees it and the ten before it). */
    messageId: integer('message_id').references((): AnyPgColumn => conversationMessages.id, { onDelete: 'set null' }),
    /** open, dismissed, hidden, deleted or blocked. */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('reports_open_key')
      .on(table.profileId, table.reporterKey)
      .where(sql`${table.status} = 'open'`),
    index('reports_status_idx').on(table.status, table.profileId, table.id),
    index('reports_reporter_idx').on(table.reporterId),
  ],
);

/**
 * The team's mark "reviewed after reports" on a profile: until `until`, reports on it reach the
 * queue and never hold it. Marking again starts the time again; who marked it and when stay here
 * and in the audit record.
 */
export const reportReviews = pgTable('report_reviews', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedByEmail: varchar('reviewed_by_email', { length: 254 }).notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * Each profile's mobile, phones and email, normalised (numbers to E.164, addresses to lower
 * case), the reviewed and the waiting values alike, so the team sees when another account's
 * profile gives the same contact.
 */
export const contactKeys = pgTable(
  'contact_keys',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').notNull(),
    key: varchar('key', { length: 260 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.key] }), index('contact_keys_key_idx').on(table.key)],
);

/**
 * Photo files whose removal failed, as versions before the job queue kept them: the first server
 * to start moves them into the job queue (media.removals.ts); nothing writes here any more.
 */
export const mediaRemovals = pgTable(
  'media_removals',
  {
    name: varchar('name', { length: 80 }).primaryKey(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_removals_due_idx').on(table.nextAttemptAt)],
);

/** Profiles a member saved with the heart, optionally for one of their own profiles. */
export const shortlist = pgTable(
  'shortlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    forProfileId: integer('for_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.profileId] }),
    index('shortlist_user_created_idx').on(table.userId, table.createdAt),
    // A profile's deletion finds its rows here, as saved and as the profile saved for.
    index('shortlist_profile_idx').on(table.profileId),
    index('shortlist_for_profile_idx').on(table.forProfileId),
  ],
);

/** Profiles a member marked "Not interested": left out of their searches, home cards and mails. */
export const hiddenProfiles = pgTable(
  'hidden_profiles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.profileId] }),
    index('hidden_profiles_user_created_idx').on(table.userId, table.createdAt),
    index('hidden_profiles_profile_idx').on(table.profileId),
  ],
);

/**
 * A member's saved searches: the search's filters (the wire names of GET /api/pp/search, without
 * the page), and when the member last opened it. One per own profile is that profile's partner
 * preferences (`profile_id`).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    filters: jsonb('filters').$type<Record<string, number | string | string[]>>().notNull(),
    /** Set for a profile's partner preferences. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** Preferences only: matches must also agree by horoscope, under this rule set ('tamil', 'sinhala'). */
    horoscopeSystem: varchar('horoscope_system', { length: 10 }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.id),
    uniqueIndex('saved_searches_profile_key').on(table.profileId),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The homepage's success stories, written by the team with both families' consent: who agreed
 * and how is recorded per family, and a story without both is never published. Not tied to any
 * profile or account, so a couple's profiles can go without the story going, and the other way.
 */
export const successStories = pgTable(
  'success_stories',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 80 }).notNull(),
    story: text('story').notNull(),
    place: varchar('place', { length: 80 }).notNull().default(''),
    language: varchar('language', { length: 2 }).notNull(),
    brideFamilyConsent: varchar('bride_family_consent', { length: 200 }).notNull().default(''),
    groomFamilyConsent: varchar('groom_family_consent', { length: 200 }).notNull().default(''),
    /** Set while the story is on the homepage: when it was last published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: varchar('updated_by', { length: 254 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('success_stories_published_idx')
      .on(table.publishedAt)
      .where(sql`${table.publishedAt} is not null`),
  ],
);

/**
 * A member's copy of their data, asked for with the password: the job fills `data` (everything
 * the site holds about the account, as the member may see it) and mails a link whose token is
 * kept only as a hash. Downloadable twice in the 24 hours after it is mailed, then deleted.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The language of the mail and of the README in the ZIP file. */
    language: varchar('language', { length: 2 }).notNull(),
    /** Set when the link is mailed. */
    tokenHash: text('token_hash'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    downloads: smallint('downloads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_exports_token_key').on(table.tokenHash),
    index('data_exports_user_idx').on(table.userId, table.id),
  ],
);

/**
 * Two families writing to each other, between one profile of each (the lower id first, so a pair
 * has one conversation). Each side's last read message gives its unread count. A block between the
 * accounts hides it from both without deleting it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    profileLow: integer('profile_low')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileHigh: integer('profile_high')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lowReadUpTo: integer('low_read_up_to').notNull().default(0),
    highReadUpTo: integer('high_read_up_to').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_pair_key').on(table.profileLow, table.profileHigh),
    index('conversations_high_idx').on(table.profileHigh),
    index('conversations_last_idx').on(table.lastMessageAt),
  ],
);

/** A message as stored: already masked where the families had not shared their details. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The account that wrote it, for the day's limit. */
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversation_messages_conversation_idx').on(table.conversationId, table.id)],
);

/**
 * A profile's guardian copy: a parent or sibling the owner names, who confirms by a mailed link
 * (kept only as a hash) and then gets a weekly copy of the profile's conversations. `copiedTo`:
 * messages up to this time were in a copy.
 */
export const guardians = pgTable('guardians', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }).notNull(),
  tokenHash: text('token_hash'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  copiedTo: timestamp('copied_to', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A profile's checks (modules/verification): one row per kind, the latest result. `subject` is
 * what was checked, so a badge holds only while it still stands: the mobile number confirmed by
 * a code (it is on the profile anyway), or for a NIC only a keyed hash (HMAC) of the number, never
 * the number. `dob` and `sex` are the profile's when its NIC was checked.
 */
export const profileChecks = pgTable(
  'profile_checks',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    result: varchar('result', { length: 12 }).notNull(),
    subject: varchar('subject', { length: 100 }),
    dob: date('dob', { mode: 'string' }),
    sex: smallint('sex'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.kind] }),
    index('profile_checks_subject_idx').on(table.kind, table.subject),
  ],
);

/**
 * A code sent by SMS to confirm a profile's mobile number (modules/verification): one at a time
 * per profile, kept only as a keyed hash, for 10 minutes and 5 tries. `state`: the SMS `queued`,
 * `sent`, or `failed` after the queue's last try.
 */
export const phoneCodes = pgTable('phone_codes', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  mobile: varchar('mobile', { length: 100 }).notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: smallint('tries').notNull().default(0),
  state: varchar('state', { length: 10 }).notNull().default('queued'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A photo check under way (modules/verification): the pose the site drew for the profile's owner
 * and, once sent, the selfie's stored file (`selfie_key`). The row and its file go as soon as the
 * team decides, and undecided SELFIE_KEEP_DAYS after it was sent (`expires_at`); a pose never
 * answered goes POSE_MINUTES after it was drawn. Deleting the profile deletes the row, and the
 * profile's deletion removes the file with its photos'.
 */
export const photoChecks = pgTable(
  'photo_checks',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pose: varchar('pose', { length: 12 }).notNull(),
    posedAt: timestamp('posed_at', { withTimezone: true }).notNull().defaultNow(),
    selfieKey: varchar('selfie_key', { length: 64 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('photo_checks_expires_at_idx').on(table.expiresAt)],
);
