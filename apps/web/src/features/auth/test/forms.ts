import type userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';

import { session } from '@/lib/session';
import { stubbedFetch } from '@/test/render';

/** The user of a test, as `userEvent.setup()` makes it. */
export type User = ReturnType<typeof userEvent.setup>;

/** Passwords the strength rule refuses, each with the reason: `it.each(weakPasswords)`. */
export const weakPasswords = [
  ['too short', 'Ga#1b'],
  ['no uppercase letter', 'galle#2026b'],
  ['no lowercase letter', 'GALLE#2026B'],
  ['no number', 'Galle#Town'],
  ['no special character', 'Galle2026b'],
] as const;

/**
 * For the tests of a form that signs the visitor in (log in, register, reset): fetch is stubbed as
 * by `stubbedFetch`, and after each test the session ends and `done`, the form's callback, forgets
 * its calls.
 */
export function signingInForm() {
  const fetchMock = stubbedFetch();
  const done = vi.fn();
  afterEach(() => {
    done.mockReset();
    session.signOut('logout');
  });
  return { fetchMock, done };
}
