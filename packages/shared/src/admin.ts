import { z } from 'zod';

import {
  ACTIVE_STATUS_CODES,
  ACTIVE_STATUS_TEXTS,
  LIST_PAGE_SIZE,
  LIST_SEARCH_MAX,
  PROFILE_LIMIT,
} from './constants.ts';
import { adminMessages } from './field-messages.ts';
import { auditEntrySchema, profileSignalsSchema } from './privacy.ts';
import { ownerProfileSchema, profileFormSchema, profileListItemSchema } from './profile.ts';
import { carried } from './said.ts';
import { VERIFICATION_KINDS } from './verification.ts';
import { jsonInt, pageQuery, wireString } from './wire.ts';

const adminErrors = carried(adminMessages);

export { adminMessages };
export { auditEntrySchema, type AuditEntry } from './privacy.ts';

const isActiveStatus = (value: number) => (ACTIVE_STATUS_CODES as readonly number[]).includes(value);
const activeStatus = jsonInt(adminErrors.statusInvalid).refine(isActiveStatus, {
  error: adminErrors.statusInvalid,
});

/** GET /api/admin/profile (spec section 7, Admin calls). */
export const adminListQuerySchema = z.object({
  searchText: wireString('Search').trim().max(LIST_SEARCH_MAX).default(''),
  ...pageQuery(LIST_PAGE_SIZE, 100),
  reviewed: z
    .enum(['true', 'false'], { error: 'Reviewed must be true or false.' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  active: z
    .enum(ACTIVE_STATUS_TEXTS, { error: adminErrors.statusInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/**
 * The admin form: the member form plus what only the team sets. On create, the profile belongs
 * to the account with `ownerEmail`, or to the admin when it is empty.
 */
export const adminProfileFormSchema = z
  .object({
    active: activeStatus.default(0),
    reviewed: z.boolean().default(false),
    horprotected: z.boolean().default(true),
    photoprotected: z.boolean().default(true),
    contactprotected: z.boolean().default(true),
    removeComments: wireString('Remove comments').trim().max(500, { error: 'At most 500 characters.' }).default(''),
    ownerEmail: wireString('Owner email').trim().max(254).default(''),
  })
  .and(profileFormSchema);
export type AdminProfileFormInput = z.input<typeof adminProfileFormSchema>;
export type AdminProfileForm = z.output<typeof adminProfileFormSchema>;

/** One field of an owner's edit waiting for review, as the team compares it. */
export const pendingChangeSchema = z.object({
  /** The wire name of the field (spec section 3). */
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/**
 * GET /api/admin/profile/{id}: every field of the public (reviewed) version, the owner's waiting
 * changes field by field, the photos, the owner and the team's history.
 */
export const adminProfileSchema = ownerProfileSchema.extend({
  pendingChanges: z.array(pendingChangeSchema),
  pendingSince: z.string().nullable(),
  adminImage: z.array(
    z.object({ imageId: z.number(), imageLocation: z.string(), thumbnail: z.string(), reviewed: z.boolean() }),
  ),
  owner: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    profileLimit: z.number(),
    profileCount: z.number(),
    /** False once the team stopped this account from creating profiles. */
    canCreateProfiles: z.boolean(),
  }),
  signals: profileSignalsSchema,
  history: z.array(auditEntrySchema),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** A row of the admin listing: the member's row with what the team should notice about it. */
export const adminListItemSchema = profileListItemSchema.extend({
  signals: profileSignalsSchema,
  /** The checks whose badges the profile shows now (verification.ts). */
  verified: z.array(z.enum(VERIFICATION_KINDS)),
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;

/** PUT /api/admin/users/{userId}/limit: the FAQ's "more on request". */
export const profileLimitSchema = z.object({
  profileLimit: jsonInt(adminErrors.limitInvalid)
    .min(0, { error: adminErrors.limitInvalid })
    .max(50, { error: adminErrors.limitInvalid }),
});

export const DEFAULT_PROFILE_LIMIT = PROFILE_LIMIT;

/** The weeks the overview's chart covers, the current one last. */
export const OVERVIEW_WEEKS = 12;

/** One ISO week (Monday 00:00 UTC to the next Monday) of the overview's chart. */
export const overviewWeekSchema = z.object({
  /** The ISO week, as 2026-W07. */
  week: z.string(),
  /** Its Monday, as 2026-02-09. */
  start: z.string(),
  /** Profiles first published in the week that are still published. */
  published: z.number().int().min(0),
  /** Requests to see protected details sent in the week. */
  requests: z.number().int().min(0),
});
export type OverviewWeek = z.infer<typeof overviewWeekSchema>;

/**
 * GET /api/admin/overview: what the team has to do and how the site is going. "This week" is the
 * current ISO week in UTC; `weeks` are the last OVERVIEW_WEEKS of them, oldest first, every week
 * present (zero when nothing happened).
 */
export const adminOverviewSchema = z.object({
  /** Profiles not reviewed: the review queue. */
  waitingForReview: z.number().int().min(0),
  /** Open reports, and the profiles they are about (the reports queue's groups). */
  openReports: z.number().int().min(0),
  reportedProfiles: z.number().int().min(0),
  publishedThisWeek: z.number().int().min(0),
  requestsThisWeek: z.number().int().min(0),
  weeks: z.array(overviewWeekSchema).length(OVERVIEW_WEEKS),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
