import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * SweetAlert2 as a test answers it: a test file replaces the module with this one,
 * `vi.mock('sweetalert2', () => import('@/test/sweetalert'))`, and `fire` resolves to what the
 * member chose in the dialog.
 */
export const fire = vi.fn();
export default { fire };

/** What `fire` resolves to when the member closes the dialog without confirming. */
export const cancelled = { isConfirmed: false, isDismissed: true };

/**
 * For the tests of a describe block: every dialog resolves to `answer` (confirmed, unless told
 * otherwise; a test may still answer otherwise), and the calls are forgotten after each test.
 */
export function answeredDialogs(answer: object = { isConfirmed: true }) {
  beforeEach(() => {
    fire.mockResolvedValue(answer);
  });
  afterEach(() => fire.mockReset());
}

/**
 * The `index`th dialog asked "Are you sure?" beside a Cancel button, with `shown` (its text,
 * confirm button and whatever else the test names).
 */
export const expectAreYouSure = (shown: Record<string, unknown>, index = 0) =>
  expect(fire.mock.calls[index]![0]).toMatchObject({ title: 'Are you sure?', showCancelButton: true, ...shown });

/** Waits until `times` dialogs were shown, then a moment longer, for whatever the screen does next. */
export async function afterDialogs(times = 1) {
  await waitFor(() => expect(fire).toHaveBeenCalledTimes(times));
  await new Promise((resolve) => setTimeout(resolve, 50));
}
