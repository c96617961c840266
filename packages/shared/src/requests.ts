import { z } from 'zod';

import { pagedSchema } from './answers.ts';
import { LIST_SEARCH_MAX, REJECT_REASON_MAX, REQUESTS_PAGE_SIZE } from './constants.ts';
import { requestMessages } from './field-messages.ts';
import { carried } from './said.ts';
import { captchaToken, jsonId, pageQuery, wireString } from './wire.ts';

const requestErrors = carried(requestMessages);

export { requestMessages };

/** POST /api/pp/requestpermision (spec section 7). */
export const permissionRequestSchema = z.object({
  receiverProfileId: jsonId('The profile to ask is missing.'),
  requestingProfileId: jsonId(requestErrors.selectProfile),
  receiverCustId: jsonId('The profile’s owner is missing.'),
  captchaToken,
});
export type PermissionRequest = z.input<typeof permissionRequestSchema>;

/** A request's answer is the plain acknowledgement (answers.ts). */
export { doneSchema as requestAnswerSchema, type Done as RequestAnswer } from './answers.ts';

/** GET /api/pp/myrequests and /api/pp/myapprovals: paged, with the tables' search and filter. */
export const requestListQuerySchema = z.object({
  ...pageQuery(REQUESTS_PAGE_SIZE),
  search: wireString('Search').trim().max(LIST_SEARCH_MAX).default(''),
  status: z
    .enum(['', '0', '1', '2'], { error: 'Status must be 0 (pending), 1 (approved) or 2 (rejected).' })
    .default('')
    .transform((value) => (value === '' ? undefined : Number(value))),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

/** A permission request (spec section 3). */
export const permissionItemSchema = z.object({
  id: z.number(),
  requestProfileId: z.number(),
  requesterName: z.string(),
  receiverProfileId: z.number(),
  receiverName: z.string(),
  isApproved: z.number(),
  reason: z.string().nullable(),
  requestedOn: z.string(),
});
export type PermissionItem = z.infer<typeof permissionItemSchema>;

export const permissionListSchema = pagedSchema(permissionItemSchema);

/** The request a decision is about, and the reason its asking family is told. */
const requestId = jsonId('The request is missing.');
const reason = wireString('Reason').trim().max(REJECT_REASON_MAX, { error: requestErrors.reasonTooLong }).nullish();

/** POST /api/pp/approveOrReject: the reason goes only with a rejection. */
export const decisionSchema = z.object({
  id: requestId,
  isApproved: z.union([z.literal(1), z.literal(2)], { error: requestErrors.decisionInvalid }),
  reason,
  /**
   * "Approve and share ours": with an approval, the asking profile's protected details open to
   * the approving family too (an approval the other way, which the asking family can withdraw).
   */
  shareBack: z.boolean({ error: requestErrors.shareBackInvalid }).optional(),
});
export type Decision = z.input<typeof decisionSchema>;

/** POST /api/pp/withdraw: the receiving owner takes back an approval; the reason is optional. */
export const withdrawSchema = z.object({ id: requestId, reason });
export type Withdrawal = z.input<typeof withdrawSchema>;

/**
 * Limits on asking (the server enforces them; README, Accounts and limits): requests per member
 * account in a rolling day, the wait before asking a profile again after a rejection, and at most
 * one notice mail an hour from one asking member to one owner (later requests join the next one).
 */
export const REQUESTS_PER_DAY = 10;
export const REQUEST_AGAIN_AFTER_DAYS = 30;
export const REQUEST_NOTICE_INTERVAL_SECONDS = 3600;
/** The reason a withdrawn approval shows when the owner gives none. */
export const WITHDRAWN_REASON = 'Approval withdrawn.';
