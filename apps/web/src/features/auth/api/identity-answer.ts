import type { IdentityAnswer } from '@vivaha/shared/identity';

import { HttpError, serverWords } from '@/lib/http';

/** An identity answer whose returnCode is not 1. */
export class IdentityRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityRefused';
  }
}

/** Passes a success answer through; turns any other into an IdentityRefused error. */
export function expectSuccess<T extends IdentityAnswer>(answer: T): T {
  if (answer?.returnCode !== 1) throw new IdentityRefused(answer?.returnText ?? '');
  return answer;
}

/**
 * What to show for a failed identity call (spec section 8): the server's returnText, else the
 * screen's fallback; the network message when the server could not be reached.
 */
export function failureText(error: unknown, fallback: string, networkText: string): string {
  if (error instanceof IdentityRefused) return error.message || fallback;
  // A refusal without the server's words gets the screen's fallback, not "Request failed (400)".
  if (error instanceof HttpError) return serverWords(error.body) || fallback;
  return networkText;
}

/** The server's message for a refused password field, if the failure was one. */
export const refusedPassword = (error: unknown): string | undefined =>
  error instanceof HttpError ? error.fieldErrors.password : undefined;
