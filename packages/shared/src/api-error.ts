import { z } from 'zod';

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
