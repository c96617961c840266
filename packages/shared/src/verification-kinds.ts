/**
 * The kinds of check a profile can carry (verification.ts), apart from its schemas so the web app's
 * first download can name them without loading zod.
 */
export const VERIFICATION_KINDS = ['phone', 'nic', 'photo'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
