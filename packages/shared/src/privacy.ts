import { z } from 'zod';

import { doneSchema, pagedSchema } from './answers.ts';
import { LIST_PAGE_SIZE } from './constants.ts';
import { messageSchema } from './conversation-message.ts';
import { adminMessages, privacyMessages } from './field-messages.ts';
import { PROTECTED_SECTIONS, SECTION_VISIBILITY } from './privacy-rules.ts';
import { carried } from './said.ts';
import { captchaToken, pageQuery, wireString } from './wire.ts';

const privacyErrors = carried(privacyMessages);
const adminErrors = carried(adminMessages);

export { privacyMessages };

export * from './privacy-rules.ts';

/**
 * Owners' and the team's controls over who sees what (README, Security and privacy): each
 * protected section's visibility, the list of who has seen a profile's details, blocks, reports,
 * and the team's report queue and review signals.
 */

const visibility = z.enum(SECTION_VISIBILITY, { error: privacyErrors.visibilityInvalid });

/** The three choices; each may be left out of a save to keep what is stored. */
export const visibilityFieldsSchema = z.object({
  photovisibility: visibility.optional(),
  contactvisibility: visibility.optional(),
  horvisibility: visibility.optional(),
});

/** PUT /api/profilecx/{id} with only the choices: changes who may see, nothing else. */
export const visibilityUpdateSchema = visibilityFieldsSchema.strict();
export type VisibilityUpdate = z.infer<typeof visibilityUpdateSchema>;

const paging = pageQuery(LIST_PAGE_SIZE);

/** GET /api/profilecx/{id}/viewers: who has seen this profile's protected details. */
export const viewerListQuerySchema = z.object({ ...paging });
export type ViewerListQuery = z.input<typeof viewerListQuerySchema>;

/** A profile as the owner's and the team's lists name it: its name, linking to its page. */
const listedProfile = { profileId: z.number(), name: z.string(), profileURL: z.string() };

/**
 * One member's profile that opened the owner's protected details: the latest time, how many
 * times, and why they could (`rule`: a published profile of the opposite gender; `approved`: an
 * approved request, whose id is given while it stands so the owner can withdraw it).
 */
export const viewerItemSchema = z.object({
  ...listedProfile,
  /** Null when the viewer's profile has since been deleted. */
  profileId: z.number().nullable(),
  via: z.enum(['rule', 'approved']),
  sections: z.array(z.enum(PROTECTED_SECTIONS)),
  firstViewedOn: z.string(),
  lastViewedOn: z.string(),
  times: z.number(),
  /** The approved request behind an `approved` opening, while it is still approved. */
  requestId: z.number().nullable(),
  /** The owner has blocked this member. */
  blocked: z.boolean(),
});
export type ViewerItem = z.infer<typeof viewerItemSchema>;
export const viewerListSchema = pagedSchema(viewerItemSchema);
export type ViewerList = z.infer<typeof viewerListSchema>;

/** A member can block this many members. */
export const BLOCK_LIMIT = 500;

/** GET /api/blocks: the members this account blocked, by the profile they were blocked from. */
export const blockListQuerySchema = z.object({ ...paging });
export type BlockListQuery = z.input<typeof blockListQuerySchema>;
export const blockItemSchema = z.object({ ...listedProfile, blockedOn: z.string() });
export type BlockItem = z.infer<typeof blockItemSchema>;
export const blockListSchema = pagedSchema(blockItemSchema);
export type BlockList = z.infer<typeof blockListSchema>;

/** The reasons a profile can be reported for, in the order the form lists them. */
export const REPORT_REASONS = [
  { id: 'fake', label: 'Fake profile' },
  { id: 'broker', label: 'Broker or agency' },
  { id: 'offensive', label: 'Offensive content' },
  { id: 'married', label: 'Already married' },
  { id: 'money', label: 'Asked for money' },
  { id: 'abusive', label: 'Abusive' },
  { id: 'contact', label: 'Contact details in the public text' },
  { id: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['id'];
const reportReasonIds = REPORT_REASONS.map((reason) => reason.id) as [ReportReason, ...ReportReason[]];
export const reportReasonLabel = (id: string) => REPORT_REASONS.find((reason) => reason.id === id)?.label ?? id;

export const REPORT_TEXT_MAX = 1000;
/** Reports from this many different members with published profiles hide a profile until the team decides. */
export const REPORT_HOLD_THRESHOLD = 3;
/**
 * After the team dismisses reports on a profile, those reporters' reports on it do not count toward
 * a hold for this many days: a hold needs REPORT_HOLD_THRESHOLD members outside every set dismissed
 * in that time. Their reports still reach the team's queue.
 */
export const REPORT_DISMISSED_DAYS = 90;
/** A profile the team marks "reviewed after reports" is not held for this many days; reports only reach the queue. */
export const REPORT_REVIEWED_DAYS = 30;
/** Reports one account or address may send in a day. */
export const REPORTS_PER_DAY = 10;
/** An account that asked for more profiles' details than this in a week is flagged for the team. */
export const BROKER_WEEKLY_THRESHOLD = 50;

/** POST /api/pp/report/{id}: behind the bot check; a text is needed when the reason is Other. */
export const reportSchema = z
  .object({
    reason: z.enum(reportReasonIds, { error: privacyErrors.reasonRequired }),
    text: wireString('Text').trim().max(REPORT_TEXT_MAX, { error: privacyErrors.reportTextTooLong }).default(''),
    captchaToken,
  })
  .refine((report) => report.reason !== 'other' || report.text !== '', {
    error: privacyErrors.reportTextRequired,
    path: ['text'],
  });
export type ReportInput = z.input<typeof reportSchema>;

/** The longest reason the team can give the owner for a decision. */
export const DECISION_REASON_MAX = 500;

/** What a team member can decide about a reported profile. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete', 'block'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/**
 * PUT /api/admin/reports/{id}: decides every open report on that report's profile. Hide and
 * block need the reason the owner is mailed.
 */
export const reportDecisionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: privacyErrors.actionInvalid }),
    reason: wireString('Reason')
      .trim()
      .max(DECISION_REASON_MAX, { error: privacyErrors.decisionReasonTooLong })
      .default(''),
  })
  .refine((decision) => !['hide', 'block'].includes(decision.action) || decision.reason !== '', {
    error: privacyErrors.decisionReasonRequired,
    path: ['reason'],
  });
export type ReportDecision = z.input<typeof reportDecisionSchema>;

/** GET /api/admin/reports: open reports (or decided ones), grouped by profile. */
export const adminReportsQuerySchema = z.object({
  ...paging,
  status: z.enum(['open', 'closed'], { error: adminErrors.reportStatusInvalid }).default('open'),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

/** A report waits (`open`) or carries the team's decision. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'deleted', 'blocked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Why a report does not count toward a hold: from a visitor, from a member with no published
 * profile, from a member whose report on this profile the team dismissed in the last
 * REPORT_DISMISSED_DAYS, or made on a profile the team marked "reviewed after reports".
 */
export const REPORT_NOT_COUNTED = ['visitor', 'noProfile', 'dismissed', 'reviewed'] as const;
export type ReportNotCounted = (typeof REPORT_NOT_COUNTED)[number];

/** The team's standing mark "reviewed after reports": who set it, when, and until when holds stop. */
export const reportsReviewedMarkSchema = z.object({ at: z.string(), by: z.string(), until: z.string() });
export type ReportsReviewedMark = z.infer<typeof reportsReviewedMarkSchema>;

/** PUT /api/admin/profile/{id}/reports-reviewed: the mark set (or started again), and until when. */
export const reportsReviewedSchema = doneSchema.extend({ until: z.string() });
export type ReportsReviewed = z.infer<typeof reportsReviewedSchema>;

export const reportItemSchema = z.object({
  id: z.number(),
  reason: z.string(),
  reasonText: z.string(),
  text: z.string(),
  createdAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** Null for a visitor's report, and for a member's whose account has since been deleted. */
  reporterEmail: z.string().nullable(),
  /** The member who made it deleted their account since: the report stays, tied to no one. */
  reporterDeleted: z.boolean(),
  reporterProfiles: z.array(z.object({ profileId: z.number(), name: z.string(), active: z.number() })),
  /** The report counts toward hiding the profile (weighed when it was made). */
  counts: z.boolean(),
  /** Why it does not count; null when it does. */
  notCounted: z.enum(REPORT_NOT_COUNTED).nullable(),
  /** When the team last dismissed an earlier report of this reporter on this profile, if ever. */
  dismissedOn: z.string().nullable(),
  /** Made from a message: that message and at most ten before it, oldest first (all the team sees of a conversation). */
  messages: z.array(messageSchema.extend({ fromName: z.string(), reported: z.boolean() })).nullable(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

/** One line of the team's history of a profile: who did what, when. */
export const auditEntrySchema = z.object({
  at: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  details: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const reportGroupSchema = z.object({
  ...listedProfile,
  active: z.number(),
  heldForReview: z.boolean(),
  /** While it stands, reports on the profile reach the queue and never hold it. */
  reviewedAfterReports: reportsReviewedMarkSchema.nullable(),
  owner: z.object({ id: z.number(), email: z.string(), canCreateProfiles: z.boolean() }),
  reports: z.array(reportItemSchema),
  history: z.array(auditEntrySchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportGroupListSchema = pagedSchema(reportGroupSchema);
export type ReportGroupList = z.infer<typeof reportGroupListSchema>;

/** What the review queue tells the team about a profile. */
export const profileSignalsSchema = z.object({
  /** Other accounts' profiles with the same mobile, phone or email. */
  sameContactAs: z.array(z.number()),
  /** Other accounts' profiles whose NIC check was of the same number (only its keyed hash is kept). */
  sameNicAs: z.array(z.number()),
  /**
   * The accounts whose profiles have this profile's mobile number verified, when that is more than
   * PHONE_ACCOUNTS_BEFORE_SIGNAL (verification.ts); else 0.
   */
  phoneOnAccounts: z.number(),
  /** The owner asked for more than BROKER_WEEKLY_THRESHOLD profiles' details in the last week. */
  possibleBroker: z.boolean(),
  openReports: z.number(),
});
export type ProfileSignals = z.infer<typeof profileSignalsSchema>;

/** PUT /api/admin/users/{userId}/creation: lets an account create profiles again, or stops it. */
export const profileCreationSchema = z.object({ allowed: z.boolean({ error: adminErrors.allowedInvalid }) });
