import { z } from 'zod';

import { JSON_DEPTH_MAX } from './constants.ts';
import { catalog, said, withValues } from './said.ts';

/** The error answer of every product API call (DESIGN.md, Wire contract). */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Only on the calls the spec answers with success and msg (contact, permission requests). */
  success: z.literal(false).optional(),
  msg: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** The answer of every identity call; returnCode 1 is success. */
export const identityResultSchema = z.object({
  returnCode: z.number(),
  returnText: z.string(),
});

export type IdentityResult = z.infer<typeof identityResultSchema>;

/**
 * What a call is told when its request cannot be taken at all, whichever part of the server
 * noticed: the address, the body's type, size or form, or the HTTP itself.
 */
export const refusalMessages = catalog('refusals', {
  badAddress: 'This address is not valid. Please check the link and try again.',
  addressTooLong: 'This address is too long. Please check the link and try again.',
  unsupportedBody: 'This call does not take a body of that type.',
  tooLarge: 'The request is too large.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyCutShort: 'The request body does not have the length it announced.',
  bodyTooDeep: 'The request body is nested too deeply (at most {{max}} levels of brackets).',
  unreadable: 'The request could not be read.',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  fieldSays: '{{field}}: {{message}}',
  asIs: '{{message}}',
});

/** The refusal of a body nested deeper than the server reads, by key. */
export const bodyTooDeep = said(refusalMessages, 'bodyTooDeep', { max: JSON_DEPTH_MAX });
/** The same, in English (the spec's words). */
export const bodyTooDeepText = withValues(refusalMessages.bodyTooDeep, { max: JSON_DEPTH_MAX });
