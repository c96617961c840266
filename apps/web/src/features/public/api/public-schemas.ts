/**
 * The public answers' schemas (`packages/shared/src/public.ts`). They load beside the first answer
 * that needs them, so zod is not part of the public pages' first download.
 */
export const publicSchemas = () => import('@vivaha/shared/public');

/** The prefix of every public query, so a sign-in or sign-out can refresh them together. */
export const publicKey = ['public'] as const;
